import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import Taro from '@tarojs/taro'
import { eventCenter } from '@tarojs/runtime'
import { initTabbar, type TabBarAppConfig } from '../navigation/h5-tabbar'
import { TAB_COLORS, tabIconSvg } from '../navigation/tab-icons'
import { TABS } from '../routes'
import { COLOR } from '@/core/theme'

const config: TabBarAppConfig = {
  pages: ['pages/home/post/index'],
  router: { basename: '/' },
  tabBar: {
    color: TAB_COLORS.normal,
    selectedColor: TAB_COLORS.selected,
    backgroundColor: COLOR.surface,
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/home/post/index', text: '同行圈', iconPath: '/post.png', selectedIconPath: '/post-on.png' },
      { pagePath: 'pages/home/stock/index', text: '库存', iconPath: '/stock.png', selectedIconPath: '/stock-on.png' },
    ],
  },
}

function mount(pathname: string, appConfig = config) {
  document.body.innerHTML = '<div id="container"></div>'
  initTabbar(structuredClone(appConfig), { location: { pathname } })
  return document.querySelector('.taro-tabbar__tabbar') as HTMLElement
}

const link = (text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === text) as HTMLAnchorElement

describe('the H5 tab bar (in place of Taro’s web component)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('shows every tab as a link, the current one marked and in its selected colours', () => {
    const bar = mount('/')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
    expect(link('同行圈').getAttribute('href')).toBe('/pages/home/post/index')
    expect(link('同行圈').getAttribute('aria-current')).toBe('page')
    const icon = (text: string) => decodeURIComponent(link(text).querySelector('img')?.getAttribute('src') ?? '')
    expect(icon('同行圈')).toBe(`data:image/svg+xml,${tabIconSvg('post', true)}`)
    expect(link('库存').getAttribute('aria-current')).toBeNull()
    expect(icon('库存')).toBe(`data:image/svg+xml,${tabIconSvg('stock', false)}`)
    expect((link('库存').lastChild as HTMLElement).style.color).toBe('rgb(107, 100, 92)')
  })

  it('follows the router: another tab is selected, a page that is not a tab hides the bar', () => {
    const bar = mount('/pages/home/post/index')
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/home/stock/index' } })
    expect(link('库存').getAttribute('aria-current')).toBe('page')
    expect(link('同行圈').getAttribute('aria-current')).toBeNull()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/recycle/guide/index' } })
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/home/post/index' } })
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
  })

  it('switches tab through Taro on a tap (the link itself is not followed), not onto the tab shown', () => {
    const switchTab = vi.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    mount('/pages/home/post/index')
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    link('库存').dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/home/stock/index' })
    link('同行圈').click()
    expect(switchTab).toHaveBeenCalledTimes(1)
  })

  it('leaves a ctrl/cmd tap to the browser (a new tab), and survives an address that does not decode', () => {
    const switchTab = vi.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
    const bar = mount('/a%E0%A4%A')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    // What the tab bar decided, read before jsdom (which cannot open a tab) is stopped.
    let prevented: boolean | undefined
    document.body.addEventListener('click', (click) => {
      prevented = click.defaultPrevented
      click.preventDefault()
    })
    link('库存').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }))
    expect(prevented).toBe(false)
    expect(switchTab).not.toHaveBeenCalled()
  })

  it('keeps a basename in its links and reads paths under it', () => {
    mount('/shop/pages/home/stock/index', { ...config, router: { basename: '/shop/' } })
    expect(link('库存').getAttribute('href')).toBe('/shop/pages/home/stock/index')
    expect(link('库存').getAttribute('aria-current')).toBe('page')
  })

  it('draws nothing for a custom tab bar', () => {
    mount('/', { ...config, tabBar: { ...config.tabBar!, custom: true } })
    expect(document.querySelector('.taro-tabbar__tabbar')).toBeNull()
  })
})

describe('the H5 tab icons', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('are the drawings as inline SVG, in the selected colours on the tab shown (no image request)', () => {
    document.body.innerHTML = '<div id="container"></div>'
    initTabbar(
      { tabBar: { list: TABS.map((tab) => ({ pagePath: tab.path, text: tab.text, iconPath: `/${tab.icon}.png` })) } },
      { location: { pathname: '/pages/home/trade/index' } },
    )
    const icons = [...document.querySelectorAll('img')].map((img) => decodeURIComponent(img.getAttribute('src') ?? ''))
    expect(icons).toHaveLength(4)
    icons.forEach((src) => expect(src.startsWith('data:image/svg+xml,<svg')).toBe(true))
    expect(icons[2]).toBe(`data:image/svg+xml,${tabIconSvg('trade', true)}`)
    expect(icons[2]).toContain(TAB_COLORS.selected)
    expect(icons[0]).toBe(`data:image/svg+xml,${tabIconSvg('post', false)}`)
  })
})

describe('the H5 tab bar’s stylesheet', () => {
  const source = readFileSync(resolve(__dirname, '../navigation/h5-tabbar.less'), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')

  it('names taro-tabbar-height in no value: Taro’s H5 build rewrites that text to 50PX (var(--50PX), a bar 0 px high)', () => {
    const values = [...source.matchAll(/[\w-]+\s*:\s*([^;{}]+);/g)].map((match) => match[1])
    expect(values.length).toBeGreaterThan(10)
    expect(values.filter((value) => value.includes('taro-tabbar-height'))).toEqual([])
  })

  it('gives the bar a box as high as its row and the home indicator’s inset, which the panel above ends at', () => {
    const nav = /\.taro-tabbar__tabbar\s*\{([^}]*)\}/.exec(source)?.[1] ?? ''
    expect(nav).toMatch(/height:\s*calc\(var\(--app-tab-row-height\) \+ env\(safe-area-inset-bottom\)\)/)
    expect(nav).toMatch(/flex-shrink:\s*0/)
    expect(source).toMatch(/--app-tab-row-height:\s*50px/)
  })
})
