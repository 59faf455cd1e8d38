import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ALL_ROUTES, HOME_PATH, ROUTE_TABLE, TABS, groupOf, isRoutePath, isTabPath, mainPackagePages, pageConfigOf, routeUrl, stripPath, subPackages } from '@/core/routes'

const root = resolve(__dirname, '..', '..')
const specRoutes = readFileSync(resolve(root, 'tests/fixtures/spec-routes.txt'), 'utf8').split('\n').filter(Boolean)

describe('route table', () => {
  it('holds every path of routes.txt exactly once, and nothing else', () => {
    expect(specRoutes).toHaveLength(129)
    expect(ALL_ROUTES).toHaveLength(129)
    expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length)
    expect([...ALL_ROUTES].sort()).toEqual([...specRoutes].sort())
  })

  it('matches the spec copy in ../shared when it is there', () => {
    const shared = resolve(root, '..', 'shared', 'routes.txt')
    if (!existsSync(shared)) return
    expect(readFileSync(shared, 'utf8').split('\n').filter(Boolean)).toEqual(specRoutes)
  })

  it('gives every page a non-empty Chinese title', () => {
    for (const path of ALL_ROUTES) {
      expect(ROUTE_TABLE[path].title, path).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  it('has a page file and a page config at every path', () => {
    for (const path of ALL_ROUTES) {
      expect(existsSync(resolve(root, 'src', `${path}.tsx`)), path).toBe(true)
      expect(existsSync(resolve(root, 'src', `${path}.config.ts`)), path).toBe(true)
    }
  })
})

describe('packages', () => {
  it('keeps the four tabs and the web-view in the main package', () => {
    expect(mainPackagePages()).toEqual(['pages/home/post/index', 'pages/home/stock/index', 'pages/home/trade/index', 'pages/home/account/index', 'pages/web-view/index'])
    expect(TABS.map((tab) => tab.text)).toEqual(['同行圈', '库存', '交易', '我的'])
    expect(HOME_PATH).toBe('pages/home/post/index')
  })

  it('makes every other group a subpackage rooted at pages/<group>/', () => {
    const packages = subPackages()
    expect(packages.map((pkg) => pkg.root)).toEqual([
      'pages/account/',
      'pages/product/',
      'pages/order/',
      'pages/post/',
      'pages/stock/',
      'pages/recycle/',
      'pages/quality/',
      'pages/maintain/',
      'pages/evaluate/',
      'pages/check-code/',
      'pages/activity/',
      'pages/express/',
      'pages/live/',
      'pages/guide/',
      'pages/member/',
    ])
    for (const pkg of packages) {
      for (const page of pkg.pages) {
        const full = pkg.root + page
        expect(isRoutePath(full), full).toBe(true)
        expect(groupOf(full)).toBe(pkg.name)
      }
    }
    const inPackages = packages.reduce((sum, pkg) => sum + pkg.pages.length, 0)
    expect(inPackages + mainPackagePages().length).toBe(129)
  })
})

describe('page config', () => {
  it('derives title and flags from the config file location', () => {
    expect(pageConfigOf('/x/src/pages/stock/inventory/stock/list/index.config.ts')).toEqual({
      navigationBarTitleText: '库存列表',
      navigationStyle: 'custom',
      enablePullDownRefresh: true,
      backgroundTextStyle: 'dark',
    })
    expect(pageConfigOf('C:\\app\\src\\pages\\web-view\\index.config.ts')).toEqual({
      navigationBarTitleText: '网页',
      enableShareAppMessage: true,
    })
  })

  it('refuses a config file that is not a route', () => {
    expect(() => pageConfigOf('/x/src/pages/nowhere/index.config.ts')).toThrow(/not a route/)
  })
})

describe('urls', () => {
  it('builds a url and drops empty query values', () => {
    expect(routeUrl('pages/post/detail/index', { id: 5488, from: '', x: undefined, y: null, ok: true })).toBe('/pages/post/detail/index?id=5488&ok=true')
    expect(routeUrl(HOME_PATH)).toBe('/pages/home/post/index')
  })

  it('normalises paths and recognises tabs', () => {
    expect(stripPath('/pages/home/stock/index?a=1#top')).toBe('pages/home/stock/index')
    expect(isTabPath('pages/home/stock/index')).toBe(true)
    expect(isTabPath('pages/web-view/index')).toBe(false)
  })
})
