import { screen } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import WebViewPage from '@/pages/web-view/index'
import { checkWebViewUrl } from './safe-url'

const allowed = ['luxtrade.cn']

describe('web-view url check', () => {
  it('opens https urls on allowed hosts and their subdomains', () => {
    expect(checkWebViewUrl('https://luxtrade.cn/help', allowed)).toEqual({ ok: true, url: 'https://luxtrade.cn/help' })
    expect(checkWebViewUrl(encodeURIComponent('https://h5.luxtrade.cn/a?b=1'), allowed)).toEqual({ ok: true, url: 'https://h5.luxtrade.cn/a?b=1' })
  })

  it('refuses other schemes, hosts and malformed input', () => {
    expect(checkWebViewUrl('javascript:alert(1)', allowed)).toMatchObject({ ok: false, reason: '仅支持打开 https 安全链接' })
    expect(checkWebViewUrl('data:text/html,<b>x</b>', allowed)).toMatchObject({ ok: false })
    expect(checkWebViewUrl('http://luxtrade.cn/', allowed)).toMatchObject({ ok: false, reason: '仅支持打开 https 安全链接' })
    expect(checkWebViewUrl('https://evil-luxtrade.cn/', allowed)).toMatchObject({ ok: false, reason: '暂不支持打开该网站（evil-luxtrade.cn）' })
    expect(checkWebViewUrl('https://luxtrade.cn.evil.com/', allowed)).toMatchObject({ ok: false })
    expect(checkWebViewUrl('not a url', allowed)).toMatchObject({ ok: false, reason: '链接格式不正确' })
    expect(checkWebViewUrl(undefined, allowed)).toMatchObject({ ok: false, reason: '缺少要打开的链接' })
  })
})

describe('web-view page', () => {
  it('frames an allowed page under the given title', () => {
    const src = encodeURIComponent('https://luxtrade.cn/rules')
    const { container } = renderPage(<WebViewPage />, 'pages/web-view/index', { query: { src, title: encodeURIComponent('平台规则') } })
    expect(screen.getByText('平台规则')).toBeInTheDocument()
    // Taro's web-view element (an iframe once its web component upgrades in a browser).
    expect(container.querySelector('.web-view-screen__frame')?.getAttribute('src')).toBe('https://luxtrade.cn/rules')
    // The browser tab's title, as text (Taro's H5 setNavigationBarTitle would write HTML).
    expect(document.title).toBe('平台规则')
    expect(navigationLog.some((entry) => entry.method === 'setNavigationBarTitle')).toBe(false)
  })

  it('shows a title holding markup as text: nothing of it runs', () => {
    const payload = '<img src=x onerror=alert(document.domain)>'
    const { container } = renderPage(<WebViewPage />, 'pages/web-view/index', { query: { src: encodeURIComponent('https://luxtrade.cn/rules'), title: payload } })
    expect(screen.getByText(payload)).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(container.innerHTML).not.toContain('<img src="x"')
    expect(document.title).toBe(payload)
  })

  it('keeps a raw % as text and still decodes the escapes around it (as a browser sends 100%折扣)', () => {
    renderPage(<WebViewPage />, 'pages/web-view/index', { query: { src: encodeURIComponent('https://luxtrade.cn/sale'), title: '100%%E6%8A%98%E6%89%A3' } })
    expect(screen.getByText('100%折扣')).toBeInTheDocument()
  })

  it('keeps a raw % in the title as text instead of breaking the page', () => {
    renderPage(<WebViewPage />, 'pages/web-view/index', { query: { src: encodeURIComponent('https://luxtrade.cn/sale'), title: '100%折扣' } })
    expect(screen.getByText('100%折扣')).toBeInTheDocument()
  })

  it('explains instead of opening a blocked url', () => {
    const { container } = renderPage(<WebViewPage />, 'pages/web-view/index', { query: { src: 'javascript:alert(1)' } })
    expect(screen.getByText('仅支持打开 https 安全链接')).toBeInTheDocument()
    expect(container.querySelector('.web-view-screen__frame')).toBeNull()
  })
})
