import { useState } from 'react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import Taro from '@tarojs/taro'
import { firePageEvent, navigationLog, uiLog } from '@test/taro'
import { mockServer } from '@mocks/node'
import { defineCall, pageOf, params } from '@/core/api/define'
import { logout } from '@/core/session/auth'
import { setUserToken } from '@/core/session/store'
import { ListFooter } from '@/shared/ui/list-footer'
import { page as pageFile } from '@/shared/ui/page-boundary'
import { FRESH_ON_MOUNT_MS, invalidateCalls, prefetchApiQuery, prefetchPagedQuery, QUERY_RETRIES, SERVER_FAILURE_RETRIES, useApiQuery, usePagedQuery, usePageFocus } from '.'
import { REFRESH_MAX_PAGES } from './hooks'
import { ok } from '@test/server'

const shopCall = defineCall('GET', '/test/shop', v.object({ name: v.string() }), params<{ id: number }>())
const rowsCall = defineCall('GET', '/test/rows', pageOf(v.object({ id: v.number() })), params<{ page?: number; pageSize?: number }>())

/** /test/shop answers with `reply` (a function of the request count), counting requests. */
function serveShop(reply: (count: number) => Response) {
  const seen = { count: 0 }
  mockServer.use(http.get('*/test/shop', () => reply(++seen.count)))
  return seen
}

function Shop({ id = 1 }: { id?: number }) {
  const shop = useApiQuery(shopCall, { id })
  return (
    <div>
      <span data-testid={`status-${id}`}>{shop.status}</span>
      {shop.data && <span>{shop.data.name}</span>}
      {shop.error && <span>{shop.error}</span>}
      <button onClick={() => void shop.reload()}>reload-{id}</button>
    </div>
  )
}

describe('useApiQuery', () => {
  it('shows the data of its call', async () => {
    serveShop(() => ok({ name: '臻品名包汇' }))
    render(<Shop />)
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
    expect(screen.getByTestId('status-1')).toHaveTextContent('ready')
  })

  it('retries a network failure with backoff, then shows the error once', async () => {
    const seen = serveShop(() => HttpResponse.error())
    render(<Shop />)
    expect(await screen.findByText('网络连接失败，请稍后重试')).toBeInTheDocument()
    expect(seen.count).toBe(1 + QUERY_RETRIES)
    // The error state says it: no toast on top.
    expect(uiLog.toasts).toEqual([])
  })

  it("retries a gateway's 5xx page once, then shows 服务繁忙 once", async () => {
    const seen = serveShop(() => new HttpResponse('bad gateway', { status: 502 }))
    render(<Shop />)
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(seen.count).toBe(1 + SERVER_FAILURE_RETRIES)
    expect(uiLog.toasts).toEqual([])
  })

  it.each([
    ['a business refusal', () => HttpResponse.json({ code: 500123, msg: '店铺已关闭', data: null }), '店铺已关闭'],
    ['a reply of the wrong shape', () => ok([{ name: 'x' }]), '服务返回数据异常，请稍后重试'],
    ['not found', () => HttpResponse.json({ code: 404, msg: '店铺不存在', data: null }), '内容不存在或已删除'],
  ])('does not retry %s', async (_, reply, text) => {
    const seen = serveShop(reply)
    render(<Shop />)
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(seen.count).toBe(1)
  })

  it('keeps the data when a refresh fails, and says so once', async () => {
    serveShop((count) => (count === 1 ? ok({ name: '臻品名包汇' }) : HttpResponse.json({ code: 500123, msg: '刷新太频繁', data: null })))
    render(<Shop />)
    await screen.findByText('臻品名包汇')
    fireEvent.click(screen.getByText('reload-1'))
    await waitFor(() => expect(uiLog.toasts.map((toast) => toast.title)).toEqual(['刷新太频繁']))
    expect(screen.getByText('臻品名包汇')).toBeInTheDocument()
    expect(screen.getByTestId('status-1')).toHaveTextContent('ready')
  })

  it('asks again after an invalidation and when the session changes', async () => {
    const seen = serveShop((count) => ok({ name: `第${count}次` }))
    render(<Shop />)
    await screen.findByText('第1次')
    await act(() => invalidateCalls(shopCall))
    expect(await screen.findByText('第2次')).toBeInTheDocument()
    act(() => setUserToken('another-account'))
    expect(await screen.findByText('第3次')).toBeInTheDocument()
    expect(seen.count).toBe(3)
  })
})

describe('a logout', () => {
  it('asks nothing for the pages on their way out (no trip to the login page)', async () => {
    const signedInCall = defineCall('GET', '/test/mine', v.object({ name: v.string() }))
    let asked = 0
    mockServer.use(http.get('*/test/mine', () => (++asked, ok({ name: '王经理' }))))
    function Mine() {
      const mine = useApiQuery(signedInCall, undefined, { signedIn: true })
      return <span>{mine.data?.name ?? mine.status}</span>
    }
    act(() => setUserToken('t-1'))
    render(<Mine />)
    await screen.findByText('王经理')
    await act(() => logout())
    await new Promise((done) => setTimeout(done, 50))
    expect(asked).toBe(1)
    expect(navigationLog.map((entry) => entry.url)).toEqual(['/pages/home/post/index'])
  })
})

describe('refetch when a page shows again', () => {
  const below = { id: 'below' }
  const top = { id: 'top' }
  function onPage<T>(page: object, run: () => T): T {
    const spy = vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page } as never)
    try {
      return run()
    } finally {
      spy.mockRestore()
    }
  }
  function PageShow() {
    usePageFocus()
    return null
  }

  it("asks again for the shown page's queries only, not for those of pages underneath", async () => {
    const asked: string[] = []
    mockServer.use(
      http.get('*/test/shop', ({ request }) => {
        const id = new URL(request.url).searchParams.get('id')!
        asked.push(id)
        return ok({ name: `店${id}-${asked.filter((seen) => seen === id).length}` })
      }),
    )
    onPage(below, () => render(<Shop id={1} />))
    await screen.findByText('店1-1')
    onPage(top, () =>
      render(
        <>
          <Shop id={2} />
          <PageShow />
        </>,
      ),
    )
    await screen.findByText('店2-1')
    // The top page shows again (back from a page above it, or the app from the background).
    await act(() => onPage(top, () => firePageEvent('didShow')))
    expect(await screen.findByText('店2-2')).toBeInTheDocument()
    expect(screen.getByText('店1-1')).toBeInTheDocument()
    // Back on the page below: now its query asks again.
    await act(() => onPage(below, () => firePageEvent('didShow')))
    expect(await screen.findByText('店1-2')).toBeInTheDocument()
    expect(asked.sort()).toEqual(['1', '1', '2', '2'])
  })
})

describe('a query mounted after its page opened', () => {
  it("belongs to its page file's page, not to the page on top when it mounted", async () => {
    const tab = { id: 'stock-tab' }
    const login = { id: 'login' }
    let asked = 0
    mockServer.use(http.get('*/test/shop', () => ok({ name: `第${++asked}次` })))
    const onPage = (page: object) => vi.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page } as never)
    let signIn = () => {}
    function Tab() {
      const [signedIn, setSignedIn] = useState(false)
      signIn = () => setSignedIn(true)
      usePageFocus()
      return signedIn ? <Shop /> : null
    }
    const TabPage = pageFile(Tab)
    onPage(tab)
    render(<TabPage />)
    // Signed in on the login page, which is on top: the tab's overview mounts underneath.
    onPage(login)
    act(() => signIn())
    await screen.findByText('第1次')
    // Back on the tab: its overview asks again.
    onPage(tab)
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText('第2次')).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})

describe('usePagedQuery', () => {
  /** 25 rows in pages of 10; page 2 fails while `failing` is set. */
  function serveRows() {
    const state = { failing: false, asked: [] as number[] }
    mockServer.use(
      http.get('*/test/rows', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        state.asked.push(page)
        if (page > 1 && state.failing) return HttpResponse.json({ code: 500123, msg: '第二页出错', data: null })
        const list = Array.from({ length: page < 3 ? 10 : 5 }, (_, index) => ({ id: (page - 1) * 10 + index + 1 }))
        return ok({ list, total: 25, page, pageSize: 10, hasMore: page < 3 })
      }),
    )
    return state
  }
  function Rows() {
    const list = usePagedQuery(rowsCall, { pageSize: 10 })
    return (
      <>
        <div data-testid="count">{list.items.length}</div>
        <div data-testid="status">{list.status}</div>
        <button onClick={() => void list.reload()}>reload</button>
        <ListFooter list={list} />
      </>
    )
  }

  it('loads the next page at the bottom, says a failed next page in the footer and retries it on tap', async () => {
    const server = serveRows()
    render(<Rows />)
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'))
    server.failing = true
    await act(() => firePageEvent('reachBottom'))
    expect(await screen.findByText('加载失败，点击重试')).toBeInTheDocument()
    // The footer says it, not a toast; the rows stay.
    expect(uiLog.toasts).toEqual([])
    expect(screen.getByTestId('count')).toHaveTextContent('10')
    server.failing = false
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('20'))
    await act(() => firePageEvent('reachBottom'))
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('25'))
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  it('refreshes in place: every loaded page asked again, the rows stay meanwhile', async () => {
    const server = serveRows()
    render(<Rows />)
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'))
    await act(() => firePageEvent('reachBottom'))
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('20'))
    server.asked.splice(0)
    fireEvent.click(screen.getByText('reload'))
    expect(screen.getByTestId('count')).toHaveTextContent('20')
    await waitFor(() => expect(server.asked).toEqual([1, 2]))
    expect(screen.getByTestId('count')).toHaveTextContent('20')
    expect(screen.getByTestId('status')).toHaveTextContent('ready')
  })

  it('a refresh of a long list asks the first REFRESH_MAX_PAGES pages again and keeps the rows further down', async () => {
    const asked: number[] = []
    mockServer.use(
      http.get('*/test/rows', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        asked.push(page)
        const list = Array.from({ length: 10 }, (_, index) => ({ id: (page - 1) * 10 + index + 1 }))
        return ok({ list, total: 200, page, pageSize: 10, hasMore: page < 20 })
      }),
    )
    render(<Rows />)
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'))
    for (let next = 2; next <= REFRESH_MAX_PAGES + 2; next++) {
      await act(() => firePageEvent('reachBottom'))
      await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent(String(next * 10)))
    }
    asked.splice(0)
    fireEvent.click(screen.getByText('reload'))
    await waitFor(() => expect(asked).toEqual(Array.from({ length: REFRESH_MAX_PAGES }, (_, index) => index + 1)))
    await new Promise((done) => setTimeout(done, 50))
    expect(asked).toHaveLength(REFRESH_MAX_PAGES)
    expect(screen.getByTestId('count')).toHaveTextContent(String((REFRESH_MAX_PAGES + 2) * 10))
    // The next page after the kept ones is asked as usual.
    await act(() => firePageEvent('reachBottom'))
    await waitFor(() => expect(asked.at(-1)).toBe(REFRESH_MAX_PAGES + 3))
  })

  it('pull-down asks again', async () => {
    const server = serveRows()
    render(<Rows />)
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('10'))
    await act(() => firePageEvent('pullDownRefresh'))
    await waitFor(() => expect(server.asked).toEqual([1, 1]))
  })
})

describe('data asked ahead of its screen (start-up prefetch)', () => {
  it('the screen shows the prefetched answer without asking again; a later mount asks as usual', async () => {
    const seen = serveShop((count) => ok({ name: `第${count}次` }))
    void prefetchApiQuery(shopCall, { id: 1 })
    await waitFor(() => expect(seen.count).toBe(1))
    const first = render(<Shop />)
    expect(await screen.findByText('第1次')).toBeInTheDocument()
    await new Promise((done) => setTimeout(done, 50))
    expect(seen.count).toBe(1)
    first.unmount()
    // Only the first mount uses it: a screen opened again asks for fresh data.
    render(<Shop />)
    await screen.findByText('第2次')
    expect(seen.count).toBe(2)
  })

  it('a screen mounting while the prefetch is on its way waits for it (one call)', async () => {
    const seen = serveShop((count) => ok({ name: `第${count}次` }))
    void prefetchApiQuery(shopCall, { id: 1 })
    render(<Shop />)
    expect(await screen.findByText('第1次')).toBeInTheDocument()
    await new Promise((done) => setTimeout(done, 50))
    expect(seen.count).toBe(1)
  })

  it(`an answer older than ${FRESH_ON_MOUNT_MS / 1000} s, or invalidated, is asked again on mount`, async () => {
    const seen = serveShop((count) => ok({ name: `第${count}次` }))
    await prefetchApiQuery(shopCall, { id: 1 })
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + FRESH_ON_MOUNT_MS + 1)
    render(<Shop />)
    await screen.findByText('第2次')
    clock.mockRestore()
    cleanup()

    await prefetchApiQuery(shopCall, { id: 2 })
    await invalidateCalls(shopCall)
    const asked = seen.count
    render(<Shop id={2} />)
    await waitFor(() => expect(seen.count).toBe(asked + 1))
  })

  it('a paged list prefetched ahead shows its first page with one call', async () => {
    const asked: number[] = []
    mockServer.use(
      http.get('*/test/rows', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        asked.push(page)
        return ok({ list: [{ id: page }], total: 1, page, pageSize: 10, hasMore: false })
      }),
    )
    void prefetchPagedQuery(rowsCall, { pageSize: 10 })
    function Rows() {
      const list = usePagedQuery(rowsCall, { pageSize: 10 })
      return <div data-testid="count">{list.items.length}</div>
    }
    render(<Rows />)
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'))
    await new Promise((done) => setTimeout(done, 50))
    expect(asked).toEqual([1])
  })
})
