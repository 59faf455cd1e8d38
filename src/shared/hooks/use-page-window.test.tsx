import { act, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, setRoute } from '@test/taro'
import { usePageWindow } from './use-page-window'

const LIST = 'pages/stock/inventory/stock/list/index'
const DETAIL = 'pages/stock/inventory/stock/detail/index'
const ROW = 96
const HEADER = ROW * 10

/** The list's anchor in the DOM, shown (with client rects) or hidden under another page. */
function placeAnchor(top: number) {
  const anchor = document.createElement('div')
  anchor.className = 'rows'
  document.body.appendChild(anchor)
  const state = { shown: true, top }
  vi.spyOn(anchor, 'getClientRects').mockImplementation(() => (state.shown ? [{}] : []) as unknown as DOMRectList)
  vi.spyOn(anchor, 'getBoundingClientRect').mockImplementation(() => ({ top: state.top }) as DOMRect)
  return state
}

describe('usePageWindow', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  function mountOn(route: string) {
    setRoute(route)
    vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: `/${route}`, params: {} } } as never)
    const query = vi.spyOn(Taro, 'createSelectorQuery')
    const hook = renderHook(() => usePageWindow(500, ROW, '.rows'))
    return { hook, query }
  }

  const settle = () => act(() => new Promise((done) => setTimeout(done, 5)))
  const scrollTo = (scrollTop: number) => act(() => firePageEvent('pageScroll', { scrollTop }))

  it('renders a window of rows around the viewport, not all of them', async () => {
    const { hook } = mountOn(LIST)
    expect(hook.result.current.start).toBe(0)
    expect(hook.result.current.end).toBeLessThan(40)
    await scrollTo(ROW * 200)
    expect(hook.result.current.start).toBeGreaterThan(150)
    expect(hook.result.current.end - hook.result.current.start).toBeLessThan(40)
    expect(hook.result.current.before).toBe(hook.result.current.start * ROW)
  })

  it('counts rows from where the list starts below its header, read from the DOM on H5', async () => {
    placeAnchor(HEADER)
    const { hook, query } = mountOn(LIST)
    await settle()
    await scrollTo(HEADER + ROW * 100)
    expect(hook.result.current.start).toBe(100 - 8)
    // never Taro's query on H5: it runs a tick later and throws if a navigation came between
    expect(query).not.toHaveBeenCalled()
  })

  it('does not measure while another page covers the list, and measures when it shows again', async () => {
    const anchor = placeAnchor(HEADER)
    const { hook } = mountOn(LIST)
    await settle()
    // a detail opened on top: the list reloading behind it keeps its measure
    setRoute(DETAIL, {}, [`/${LIST}`])
    anchor.shown = false
    anchor.top = 0
    act(() => hook.result.current.remeasure())
    await scrollTo(HEADER + ROW * 100)
    expect(hook.result.current.start).toBe(100 - 8)
    // back on the list with a taller header: measured again when the page shows
    setRoute(LIST)
    anchor.shown = true
    anchor.top = HEADER + ROW * 10 // jsdom's window.scrollY stays 0: viewport top = page top
    await act(() => firePageEvent('didShow'))
    expect(hook.result.current.start).toBe(90 - 8)
  })
})
