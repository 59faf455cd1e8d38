import Taro from '@tarojs/taro'
import { navigationLog, setRoute } from '@test/taro'
import { BACK_DELAY_MS, MAX_STACK, NAVIGATE_DEBOUNCE_MS, fallbackTarget, goBack, navigate, navigateUrl, resetNavigationDebounce } from '../navigation'
import { replaceClearingHistory, stockHostRedirect, type HistoryWindow } from '../navigation/web'
import { SKIP_ROUTES, openSkipEntry } from '../navigation/skip'

const pages = (n: number) => Array.from({ length: n }, (_, i) => `/pages/post/detail/index?id=${i}`)

describe('navigate', () => {
  it('switches tabs, relaunching when replace is asked', async () => {
    await navigate('pages/home/stock/index')
    resetNavigationDebounce()
    await navigate('pages/home/trade/index', { replace: true })
    expect(navigationLog).toEqual([
      { method: 'switchTab', url: '/pages/home/stock/index' },
      { method: 'reLaunch', url: '/pages/home/trade/index' },
    ])
  })

  it('pushes or replaces other pages', async () => {
    await navigate('pages/post/list/index', { query: { shopId: 3 } })
    resetNavigationDebounce()
    await navigate('pages/post/detail/index', { query: { id: 1 }, replace: true })
    expect(navigationLog).toEqual([
      { method: 'navigateTo', url: '/pages/post/list/index?shopId=3' },
      { method: 'redirectTo', url: '/pages/post/detail/index?id=1' },
    ])
  })

  it('opens one page for a double tap (300 ms debounce)', async () => {
    vi.useFakeTimers()
    try {
      await navigate('pages/post/list/index')
      await navigate('pages/post/list/index')
      vi.advanceTimersByTime(NAVIGATE_DEBOUNCE_MS - 1)
      await navigate('pages/post/detail/index')
      expect(navigationLog).toHaveLength(1)
      vi.advanceTimersByTime(2)
      await navigate('pages/post/detail/index')
      expect(navigationLog).toHaveLength(2)
      expect(NAVIGATE_DEBOUNCE_MS).toBe(300)
    } finally {
      vi.useRealTimers()
    }
  })

  it('never lets the stack pass 10 pages: a push on a full stack replaces', async () => {
    setRoute('pages/post/detail/index', { id: '9' }, pages(MAX_STACK - 2))
    expect(Taro.getCurrentPages()).toHaveLength(9)
    await navigate('pages/post/list/index')
    expect(navigationLog.at(-1)?.method).toBe('navigateTo')
    expect(Taro.getCurrentPages()).toHaveLength(10)
    resetNavigationDebounce()
    await navigate('pages/post/detail/index', { query: { id: 11 } })
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/post/detail/index?id=11' })
    expect(Taro.getCurrentPages()).toHaveLength(10)
  })

  it('falls back when the platform refuses a page', async () => {
    const spy = vi.spyOn(Taro, 'navigateTo').mockRejectedValueOnce(new Error('navigateTo:fail page not found'))
    await navigate('pages/post/list/index', { query: { a: 1 } })
    expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/post/index?a=1' })
    spy.mockRestore()
  })
})

describe('failure fallback', () => {
  it('sends app-only pages to the to-app guide', () => {
    expect(fallbackTarget('/app-only/pages/deposit/index?amount=5')).toEqual({ path: 'pages/guide/to-app/index', query: { amount: '5' } })
  })

  it('redirects old pages, keeping the query', () => {
    expect(fallbackTarget('/pages/center/index?from=share')).toEqual({ path: 'pages/home/account/index', query: { from: 'share' } })
    expect(fallbackTarget('pages/wx-url-scheme/index?scheme=x')).toEqual({ path: 'pages/activity/wx-url-scheme/index', query: { scheme: 'x' } })
    expect(fallbackTarget('/pages/gone/index?id=3')).toEqual({ path: 'pages/home/post/index', query: { id: '3' } })
  })

  it('navigateUrl opens unknown urls through the fallback', async () => {
    await navigateUrl('/pages/wx-url-scheme/index?scheme=abc')
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/activity/wx-url-scheme/index?scheme=abc' })
    resetNavigationDebounce()
    await navigateUrl('/pages/center/index?tab=2')
    expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/account/index?tab=2' })
  })
})

describe('back', () => {
  it('goes back when there is a page below', async () => {
    setRoute('pages/post/detail/index', {}, ['/pages/home/post/index'])
    await goBack()
    expect(navigationLog).toEqual([{ method: 'navigateBack', url: '' }])
  })

  it('goes home with nothing to go back to', async () => {
    setRoute('pages/post/detail/index')
    await goBack()
    expect(navigationLog).toEqual([{ method: 'reLaunch', url: '/pages/home/post/index' }])
  })

  it('goes home when going back fails', async () => {
    setRoute('pages/post/detail/index', {}, ['/pages/home/post/index'])
    const spy = vi.spyOn(Taro, 'navigateBack').mockRejectedValueOnce(new Error('fail'))
    await goBack()
    expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/post/index' })
    spy.mockRestore()
  })

  it('can wait 0.35 s first', async () => {
    vi.useFakeTimers()
    try {
      setRoute('pages/post/detail/index', {}, ['/pages/home/post/index'])
      const back = goBack({ delay: true })
      await vi.advanceTimersByTimeAsync(BACK_DELAY_MS - 10)
      expect(navigationLog).toEqual([])
      await vi.advanceTimersByTimeAsync(20)
      await back
      expect(navigationLog).toEqual([{ method: 'navigateBack', url: '' }])
      expect(BACK_DELAY_MS).toBe(350)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('stock host', () => {
  it('sends every page but not-found and the stock detail to not-found', () => {
    expect(stockHostRedirect('stock.luxtrade.cn', 'pages/home/post/index')).toBe('pages/guide/not-found/index')
    expect(stockHostRedirect('mystock-share.cn', 'pages/account/login/index')).toBe('pages/guide/not-found/index')
    expect(stockHostRedirect('stock.luxtrade.cn', 'pages/stock/inventory/stock/detail/index')).toBeNull()
    expect(stockHostRedirect('stock.luxtrade.cn', 'pages/guide/not-found/index')).toBeNull()
    expect(stockHostRedirect('h5.luxtrade.cn', 'pages/home/post/index')).toBeNull()
  })
})

describe('skipUrl entries', () => {
  it('opens an H5 entry in the web-view', async () => {
    expect(await openSkipEntry({ type: 'h5', skipUrl: 'https://luxtrade.cn/rules', title: '规则' })).toBe(true)
    expect(navigationLog.at(-1)).toEqual({
      method: 'navigateTo',
      url: `/pages/web-view/index?src=${encodeURIComponent('https://luxtrade.cn/rules')}&title=${encodeURIComponent('规则')}`,
    })
  })

  it('opens a mini entry at its path', async () => {
    expect(await openSkipEntry({ type: 'mini', skipUrl: '/pages/post/detail/index?id=5' })).toBe(true)
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/post/detail/index?id=5' })
  })

  it.each(Object.entries(SKIP_ROUTES))('opens the %s list', async (type, route) => {
    expect(await openSkipEntry({ type })).toBe(true)
    expect(navigationLog.at(-1)?.url.startsWith(`/${route.path}`)).toBe(true)
  })

  it('covers every named list of the spec', () => {
    expect(Object.keys(SKIP_ROUTES).sort()).toEqual(
      [
        'pledgeGoods',
        'inDepot',
        'sellGoods',
        'operationLog',
        'evaluateOrder',
        'maintainOrder',
        'identityRecord',
        'b2bAddress',
        'recycleQuoteList',
        'smuList',
        'setting',
        'suggestion',
        'helpCenter',
        'shopShareQr',
        'auctionArea',
        'liveArea',
        'livePick',
      ].sort(),
    )
  })

  it('does nothing for an unknown type or a missing url', async () => {
    expect(await openSkipEntry({ type: 'lottery' })).toBe(false)
    expect(await openSkipEntry({ type: 'h5' })).toBe(false)
    expect(await openSkipEntry({ type: 'toString' })).toBe(false)
    expect(navigationLog).toEqual([])
  })
})

describe('history-clearing replace (H5)', () => {
  it('steps back to the first entry, then replaces it', async () => {
    const calls: string[] = []
    let onPop: () => void = () => {}
    const win: HistoryWindow = {
      history: { length: 4, go: (delta) => (calls.push(`go ${delta}`), setTimeout(() => onPop())) },
      location: { replace: (url) => calls.push(`replace ${url}`) },
      addEventListener: (_, listener) => (onPop = listener),
    }
    setRoute('pages/order/pay/index', {}, pages(3))
    await replaceClearingHistory('pages/order/cash/result/index', { orderId: 8 }, win)
    expect(calls).toEqual(['go -3', 'replace /pages/order/cash/result/index?orderId=8'])
  })

  it("never steps past the app's own entries (pages before it in the browser's history stay)", async () => {
    const calls: string[] = []
    let onPop: () => void = () => {}
    const win: HistoryWindow = {
      history: { length: 9, go: (delta) => (calls.push(`go ${delta}`), setTimeout(() => onPop())) },
      location: { replace: (url) => calls.push(`replace ${url}`) },
      addEventListener: (_, listener) => (onPop = listener),
    }
    // Opened from a chat link after six pages elsewhere: the app holds 3 entries of the 9.
    setRoute('pages/order/pay/index', {}, pages(2))
    await replaceClearingHistory('pages/order/cash/result/index', { orderId: 8 }, win)
    expect(calls).toEqual(['go -2', 'replace /pages/order/cash/result/index?orderId=8'])
  })

  it('replaces at once when there is no history', async () => {
    const calls: string[] = []
    const win: HistoryWindow = {
      history: { length: 1, go: () => calls.push('go') },
      location: { replace: (url) => calls.push(url) },
      addEventListener: () => {},
    }
    await replaceClearingHistory('pages/home/post/index', {}, win)
    expect(calls).toEqual(['/pages/home/post/index'])
  })
})
