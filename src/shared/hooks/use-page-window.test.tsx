import { act, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, setRoute } from '@test/taro'
import { usePageWindow } from './use-page-window'

const LIST = 'pages/stock/inventory/stock/list/index'
const DETAIL = 'pages/stock/inventory/stock/detail/index'

describe('usePageWindow', () => {
  afterEach(() => vi.restoreAllMocks())

  function mountOn(route: string) {
    setRoute(route)
    vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: `/${route}`, params: {} } } as never)
    const query = vi.spyOn(Taro, 'createSelectorQuery')
    const hook = renderHook(() => usePageWindow(500, 96, '.rows'))
    return { hook, query }
  }

  it('renders a window of rows around the viewport, not all of them', async () => {
    const { hook } = mountOn(LIST)
    expect(hook.result.current.start).toBe(0)
    expect(hook.result.current.end).toBeLessThan(40)
    await act(() => firePageEvent('pageScroll', { scrollTop: 96 * 200 }))
    expect(hook.result.current.start).toBeGreaterThan(150)
    expect(hook.result.current.end - hook.result.current.start).toBeLessThan(40)
    expect(hook.result.current.before).toBe(hook.result.current.start * 96)
  })

  it('does not measure while another page covers the list, and measures when it shows again', async () => {
    const { hook, query } = mountOn(LIST)
    await act(() => new Promise((done) => setTimeout(done, 5)))
    expect(query).toHaveBeenCalledTimes(1)
    // a detail opened on top: the list reloading behind it must not query the detail page
    setRoute(DETAIL, {}, [`/${LIST}`])
    act(() => hook.result.current.remeasure())
    expect(query).toHaveBeenCalledTimes(1)
    setRoute(LIST)
    await act(() => firePageEvent('didShow'))
    expect(query).toHaveBeenCalledTimes(2)
  })
})
