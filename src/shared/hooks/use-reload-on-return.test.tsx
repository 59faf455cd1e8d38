import { act, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent } from '@test/taro'
import { useMarkPageShown, useReloadOnReturn } from './use-reload-on-return'

describe('useReloadOnReturn', () => {
  afterEach(() => vi.restoreAllMocks())

  it("skips the page's opening, reloads on each return, and a list mounted later reloads on its first return", async () => {
    const page = {}
    vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page, router: { path: '/pages/x/index', params: {} } } as never)
    const header = vi.fn()
    const list = vi.fn()
    renderHook(() => useReloadOnReturn(header))
    renderHook(() => useReloadOnReturn(list))
    await act(() => firePageEvent('didShow'))
    expect(header).not.toHaveBeenCalled()
    expect(list).not.toHaveBeenCalled()
    await act(() => firePageEvent('didShow'))
    expect(header).toHaveBeenCalledTimes(1)
    expect(list).toHaveBeenCalledTimes(1)
    // another tab's list, mounted in the page already shown: its first show is a return
    const otherTab = vi.fn()
    renderHook(() => useReloadOnReturn(otherTab))
    await act(() => firePageEvent('didShow'))
    expect(otherTab).toHaveBeenCalledTimes(1)
  })

  it('a list mounted after the page showed (a search) reloads on its first return, with nothing else reloading there', async () => {
    const page = {}
    vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page, router: { path: '/pages/y/index', params: {} } } as never)
    // PageLayout marks every page
    renderHook(() => useMarkPageShown())
    await act(() => firePageEvent('didShow'))
    const results = vi.fn()
    renderHook(() => useReloadOnReturn(results))
    await act(() => firePageEvent('didShow'))
    expect(results).toHaveBeenCalledTimes(1)
  })

  it('outside a known page, takes the first show for the opening', async () => {
    vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({} as never)
    const reload = vi.fn()
    renderHook(() => useReloadOnReturn(reload))
    await act(() => firePageEvent('didShow'))
    expect(reload).not.toHaveBeenCalled()
    await act(() => firePageEvent('didShow'))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
