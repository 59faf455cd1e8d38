import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { firePageEvent, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import { failPath, failWithEnvelope } from '@test/server'
import { shopStocks } from '@mocks/db'
import { flitCatalogues } from '@mocks/db/seed-flit'
import { mockServer } from '@mocks/node'
import FlitPage from '@/pages/stock/flit/disanfangs/index'
import { FLIT_PAGE_SIZE } from '../flit-items'
import { demoStock } from '@test/stock'

// Seed the demo shop before a page starts waiting for it (or its clock).
beforeEach(() => void shopStocks())

const PATH = 'pages/stock/flit/disanfangs/index'
const listings = (platform: number) => flitCatalogues(20001, '臻品名包汇')[platform].listings
const rows = () => [...document.querySelectorAll('.flit__item')] as HTMLElement[]

/** Let the polling timers run for `ms` of (fake) time. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** The polling tests drive the clock; the rest run on real time. */
function withFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
}

describe('move-in (搬家)', () => {
  afterEach(() => vi.useRealTimers())

  it('lists the platforms with store, item and imported counts', async () => {
    renderPage(<FlitPage />, PATH, { signedIn: true })
    expect(await screen.findByText('闲鱼')).toBeInTheDocument()
    expect(screen.getByText('臻品名包汇的闲鱼小店')).toBeInTheDocument()
    expect(screen.getByText('共60件商品')).toBeInTheDocument()
    expect(screen.getByText('已导入3件')).toBeInTheDocument()
    for (const name of ['红布林', '小红书', '得物']) expect(screen.getByText(name)).toBeInTheDocument()
    expect(screen.getByText('共24件商品')).toBeInTheDocument()
  })

  it("shows a platform's listings with the imported ones disabled, selects all and pages on", async () => {
    renderPage(<FlitPage />, PATH, { signedIn: true })
    fireEvent.click(await screen.findByText('闲鱼'))
    await waitFor(() => expect(rows()).toHaveLength(FLIT_PAGE_SIZE))
    expect(screen.getByText('闲鱼搬家')).toBeInTheDocument()
    expect(screen.getByText('共60件，已导入3件')).toBeInTheDocument()
    expect(screen.getAllByText('已导入')).toHaveLength(3)
    expect(rows()[0]).toHaveTextContent(listings(0)[0].title)

    // an imported listing cannot be picked
    fireEvent.click(rows()[0])
    expect(screen.getByText('导入所选(0)')).toBeInTheDocument()
    fireEvent.click(rows()[3])
    expect(screen.getByText('导入所选(1)')).toBeInTheDocument()
    fireEvent.click(rows()[3])
    expect(screen.getByText('导入所选(0)')).toBeInTheDocument()

    fireEvent.click(screen.getByText('全选'))
    expect(screen.getByText(`导入所选(${FLIT_PAGE_SIZE - 3})`)).toBeInTheDocument()
    fireEvent.click(screen.getByText('全选'))
    expect(screen.getByText('导入所选(0)')).toBeInTheDocument()

    await firePageEvent('reachBottom')
    await waitFor(() => expect(rows()).toHaveLength(FLIT_PAGE_SIZE * 2))
    fireEvent.click(screen.getByText('全选'))
    expect(screen.getByText(`导入所选(${FLIT_PAGE_SIZE * 2 - 3})`)).toBeInTheDocument()

    fireEvent.click(screen.getByText('更换平台'))
    expect(await screen.findByText('臻品名包汇的红布林小店')).toBeInTheDocument()
  })

  it('imports the picked listings with progress, skips those imported meanwhile and ends with the counts', async () => {
    withFakeClock()
    const itemsBefore = demoStock().items.length
    renderPage(<FlitPage />, PATH, { signedIn: true, query: { platformId: 'xiaohongshu' } })
    await waitFor(() => expect(rows()).toHaveLength(FLIT_PAGE_SIZE))
    for (const row of rows().slice(0, 6)) fireEvent.click(row)
    expect(screen.getByText('导入所选(6)')).toBeInTheDocument()
    // Another device moves one of them in while this page is open.
    demoStock().flit.importedIds.push(listings(2)[5].externalId)

    fireEvent.click(screen.getByText('导入所选(6)'))
    expect(await screen.findByText('正在导入 2/6')).toBeInTheDocument()
    expect(screen.getByText('正在从小红书导入商品')).toBeInTheDocument()
    expect(screen.getByText('1 件之前已导入，将自动跳过')).toBeInTheDocument()

    await elapse(500)
    await waitFor(() => expect(screen.getByText(/正在导入 [3-6]\/6/)).toBeInTheDocument())
    await elapse(1500)
    await waitFor(() => expect(screen.getByText('成功导入 5 件，跳过 1 件（已导入）')).toBeInTheDocument())

    // The listings are stock items now, in the warehouse, priced from the listing.
    expect(demoStock().items.length).toBe(itemsBefore + 5)
    for (const listing of listings(2).slice(0, 5)) {
      const item = demoStock().items.find((candidate) => candidate.note.includes(listing.externalId))
      expect(item).toMatchObject({ title: listing.title, status: 'IN_STOCK', location: '仓库A区', peerPriceCents: listing.priceCents })
      expect(demoStock().flit.importedIds).toContain(listing.externalId)
    }
    const skipped = listings(2)[5].externalId
    expect(demoStock().items.filter((candidate) => candidate.note.includes(skipped))).toHaveLength(0)
    expect(
      demoStock()
        .logs.slice(0, 5)
        .every((entry) => entry.action === 'IMPORT'),
    ).toBe(true)
    fireEvent.click(screen.getByText('查看库存'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/stock/inventory/stock/list/index' })
    fireEvent.click(screen.getByText('继续搬家'))
    expect(await screen.findByText('已导入6件')).toBeInTheDocument()
  })

  it('stops polling when the page closes', async () => {
    withFakeClock()
    const polls: string[] = []
    mockServer.events.on('request:start', ({ request }) => {
      if (/\/stock\/flit\/imports\/\d+$/.test(new URL(request.url).pathname)) polls.push(request.url)
    })
    const page = renderPage(<FlitPage />, PATH, { signedIn: true, query: { platformId: 'dewu' } })
    await waitFor(() => expect(rows()).toHaveLength(FLIT_PAGE_SIZE))
    fireEvent.click(screen.getByText('全选'))
    fireEvent.click(screen.getByText(`导入所选(${FLIT_PAGE_SIZE})`))
    await screen.findByText(/正在导入 \d+\/20/)
    await elapse(1000)
    expect(polls.length).toBeGreaterThanOrEqual(1)
    page.unmount()
    const count = polls.length
    await elapse(3000)
    expect(polls).toHaveLength(count)
    mockServer.events.removeAllListeners()
  })

  it('keeps the selection when the import cannot start', async () => {
    renderPage(<FlitPage />, PATH, { signedIn: true, query: { platformId: 'dewu' } })
    await waitFor(() => expect(rows()).toHaveLength(FLIT_PAGE_SIZE))
    fireEvent.click(rows()[0])
    failPath('/stock/flit/imports', 500)
    fireEvent.click(screen.getByText('导入所选(1)'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试'))
    await new Promise((done) => setTimeout(done, 100))
    expect(screen.queryByText(/正在导入/)).not.toBeInTheDocument()
    expect(screen.getByText('导入所选(1)')).toBeInTheDocument()
  })

  it('offers a retry when the progress cannot be read', async () => {
    withFakeClock()
    renderPage(<FlitPage />, PATH, { signedIn: true, query: { platformId: 'dewu' } })
    await waitFor(() => expect(rows()).toHaveLength(FLIT_PAGE_SIZE))
    fireEvent.click(rows()[0])
    fireEvent.click(rows()[1])
    fireEvent.click(screen.getByText('导入所选(2)'))
    await screen.findByText('正在导入 1/2')
    failPath('/stock/flit/imports/:id', 500)
    await elapse(2000)
    await waitFor(() => expect(screen.getByText('获取导入进度失败，请检查网络')).toBeInTheDocument())
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重试'))
    await elapse(600)
    await waitFor(() => expect(screen.getByText('成功导入 2 件，跳过 0 件（已导入）')).toBeInTheDocument())
  })

  it('says when a platform store has no listings', async () => {
    mockServer.use(
      http.get('*/stock/flit/platforms/:platformId/items', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { list: [], total: 0, page: 1, pageSize: FLIT_PAGE_SIZE, hasMore: false } }),
      ),
    )
    renderPage(<FlitPage />, PATH, { signedIn: true, query: { platformId: 'dewu' } })
    expect(await screen.findByText('该平台店铺暂无在售商品')).toBeInTheDocument()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/flit/platforms', 500)
    renderPage(<FlitPage />, PATH, { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText('闲鱼')).toBeInTheDocument()
  })

  it('leaves the maintenance notice alone when an import meets it', async () => {
    renderPage(<FlitPage />, PATH, { signedIn: true, query: { platformId: 'xiaohongshu' } })
    await waitFor(() => expect(rows()).toHaveLength(FLIT_PAGE_SIZE))
    fireEvent.click(rows()[0])
    failWithEnvelope('/stock/flit/imports', 60001, '预计10分钟后恢复')
    fireEvent.click(screen.getByText('导入所选(1)'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('系统维护中，预计10分钟后恢复'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(uiLog.toasts.at(-1)?.title).toBe('系统维护中，预计10分钟后恢复')
    expect(screen.getByText('导入所选(1)')).toBeInTheDocument()
  })

  it("says when a platform is unknown (the server's 404: not found)", async () => {
    renderPage(<FlitPage />, PATH, { signedIn: true, query: { platformId: 'taobao' } })
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument()
  })
})
