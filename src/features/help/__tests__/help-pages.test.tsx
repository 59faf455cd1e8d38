import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { activityPagesState } from '@mocks/db/activity-pages'
import HelpPage from '@/pages/activity/help/list/index'
import CommonPage from '@/pages/activity/common/index'
import UrlSchemePage from '@/pages/activity/wx-url-scheme/index'
import GooFishPage from '@/pages/activity/goo-fish-landing/index'
import WxKefuPage from '@/pages/activity/wx-kefu/index'
import KefuPage from '@/pages/account/kefu/index'
import { opener } from '../url-scheme-screen'

const searchBox = () => document.querySelector('input') as HTMLInputElement

describe('help centre', () => {
  it('shows categories; a category narrows; a search finds words in answers; no result says what to do', async () => {
    renderPage(<HelpPage />, 'pages/activity/help/list/index')
    expect(await screen.findByText('观货会门票如何入场？')).toBeInTheDocument()
    fireEvent.click(screen.getByText('鉴定与养护'))
    await waitFor(() => expect(screen.queryByText('观货会门票如何入场？')).not.toBeInTheDocument())
    expect(await screen.findByText('鉴定有争议怎么办？')).toBeInTheDocument()
    fireEvent.input(searchBox(), { target: { value: '截图' } })
    fireEvent.click(screen.getByText('搜索'))
    expect(await screen.findByText('「截图」的搜索结果')).toBeInTheDocument()
    expect(screen.getByText('观货会门票如何入场？')).toBeInTheDocument()
    fireEvent.input(searchBox(), { target: { value: '火星' } })
    fireEvent.click(screen.getByText('搜索'))
    expect(await screen.findByText(/没有找到与「火星」相关的问题/)).toBeInTheDocument()
  })

  it('an answer ends with 仍未解决？联系客服, which opens the kefu page with the question on H5', async () => {
    renderPage(<HelpPage />, 'pages/activity/help/list/index', { query: { id: '402' } })
    expect(await screen.findByText(/入场券在检票前可退/)).toBeInTheDocument()
    expect(screen.getByText('仍未解决？联系客服')).toBeInTheDocument()
    fireEvent.click(screen.getByText('联系客服'))
    await waitFor(() => expect(decodeURIComponent(navigationLog.at(-1)?.url ?? '')).toMatch(/^\/pages\/account\/kefu\/index\?label=问题&value=观货会门票可以退吗？/))
  })
})

describe('kefu page', () => {
  it('shows the phone, a QR code to add and what the dealer asks about', async () => {
    renderPage(<KefuPage />, 'pages/account/kefu/index', { query: { label: '票号', value: 'GH00007102' } })
    expect(await screen.findByText('400-820-8888')).toBeInTheDocument()
    expect(screen.getByText('微信扫一扫，添加客服')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByLabelText('二维码').length).toBeGreaterThan(0))
    expect(screen.getByText('票号 GH00007102')).toBeInTheDocument()
  })

  it('wx-kefu on H5 says a WeChat session opens only in the mini-program, and leads to the kefu page with the order number', async () => {
    renderPage(<WxKefuPage />, 'pages/activity/wx-kefu/index', { query: { orderNo: 'YH20261120001' } })
    expect(await screen.findByText(/微信客服会话只能在小程序内打开/)).toBeInTheDocument()
    expect(screen.getByText('咨询内容：订单号 YH20261120001')).toBeInTheDocument()
    expect(navigationLog).toEqual([])
    fireEvent.click(screen.getByText('联系客服'))
    await waitFor(() => expect(decodeURIComponent(navigationLog.at(-1)?.url ?? '')).toBe('/pages/account/kefu/index?label=订单号&value=YH20261120001'))
  })
})

describe('activity by id', () => {
  it('shows the banner, state, steps and rules, and the action while it runs', async () => {
    renderPage(<CommonPage />, 'pages/activity/common/index', { query: { id: '5001' } })
    expect(await screen.findByText('冬季同行狂欢周')).toBeInTheDocument()
    expect(screen.getByText('进行中')).toBeInTheDocument()
    expect(screen.getByText('怎么参与')).toBeInTheDocument()
    expect(screen.getByText('去发布商品')).toBeInTheDocument()
  })

  it('an activity not started says when, with no action', async () => {
    renderPage(<CommonPage />, 'pages/activity/common/index', { query: { id: '5002' } })
    expect(await screen.findByText('未开始')).toBeInTheDocument()
    expect(screen.queryByText('查看观货会')).not.toBeInTheDocument()
  })
})

describe('url-scheme landing', () => {
  afterEach(() => vi.restoreAllMocks())

  it('tries WeChat once with the server’s link, then offers the button, copy and QR; a hostile ?url= is never used', async () => {
    const open = vi.spyOn(opener, 'open').mockImplementation(() => undefined)
    renderPage(<UrlSchemePage />, 'pages/activity/wx-url-scheme/index', { query: { id: '8001', url: 'https://evil.example/phish', redirect: 'javascript:alert(1)' } })
    expect(await screen.findByText('打开「观货会门票」')).toBeInTheDocument()
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open.mock.calls[0][0]).toMatch(/^weixin:\/\/dl\/business\/\?t=/)
    expect(screen.getByText('复制链接')).toBeInTheDocument()
    expect(screen.getByText(/最长 30 天/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('打开小程序'))
    expect(open).toHaveBeenCalledTimes(2)
    expect(JSON.stringify(open.mock.calls)).not.toContain('evil')
    expect(navigationLog.every((entry) => !entry.url.includes('evil'))).toBe(true)
  })

  it('an id not on the allow-list opens nothing and says so', async () => {
    const open = vi.spyOn(opener, 'open').mockImplementation(() => undefined)
    renderPage(<UrlSchemePage />, 'pages/activity/wx-url-scheme/index', { query: { id: 'https://evil.example' } })
    expect(await screen.findByText('链接无效，请检查链接是否完整')).toBeInTheDocument()
    cleanup()
    renderPage(<UrlSchemePage />, 'pages/activity/wx-url-scheme/index', { query: { id: '9999' } })
    expect(await screen.findByText('链接无效或已下线，请从官方渠道重新打开')).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
  })
})

describe('goo-fish landing', () => {
  it('shows what the app is without login, records the source, one main action, never asks for a WeChat ID or payment', async () => {
    renderPage(<GooFishPage />, 'pages/activity/goo-fish-landing/index', { query: { source: 'xianyu<script>', itemId: '50001' } })
    expect(await screen.findByText('奢易通是什么')).toBeInTheDocument()
    expect(screen.getByText('你正在看的商品')).toBeInTheDocument()
    await waitFor(() => expect(activityPagesState().visits.at(-1)).toMatchObject({ landing: 'goo-fish', source: 'xianyuscript', itemId: 50001, signedIn: false }))
    expect(document.querySelectorAll('.page-layout__footer .nut-button')).toHaveLength(1)
    expect(document.body.textContent).not.toMatch(/微信号|支付|付款/)
    fireEvent.click(screen.getByText('打开小程序查看'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/activity/wx-url-scheme/index?id=8003'))
  })
})
