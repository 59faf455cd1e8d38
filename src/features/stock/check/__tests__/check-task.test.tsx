import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope } from '@test/server'
import type { CheckRecord } from '@mocks/db/seed-stock'
import { resetNavigationDebounce } from '@/core/navigation'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { scanCode } from '@/core/native/actions'
import CheckListPage from '@/pages/stock/inventory/check-task/list/index'
import CheckFormPage from '@/pages/stock/inventory/check-task/form/index'
import CheckItemsPage from '@/pages/stock/inventory/check-task/items/index'
import CheckLossPage from '@/pages/stock/inventory/check-task/loss/index'
import RecycleBinPage from '@/pages/stock/inventory/recycle-bin/index'
import { defaultTaskName } from '../check-rules'
import { typeIn } from '@test/dom'
import { demoStock, stockItem } from '@test/stock'

vi.mock('@/core/native/actions', async (original) => ({ ...(await original<typeof import('@/core/native/actions')>()), scanCode: vi.fn() }))

const WINDOW_IDS = [109998, 109999, 110000]

function addTask(overrides: Partial<CheckRecord> = {}): CheckRecord {
  const task: CheckRecord = {
    id: 990001,
    name: '橱窗盘点',
    scopeType: 'location',
    scopeValue: '门店橱窗',
    status: 'RUNNING',
    itemIds: [...WINDOW_IDS],
    found: {},
    createdAt: new Date().toISOString(),
    finishedAt: null,
    ...overrides,
  }
  demoStock().checkTasks.unshift(task)
  return task
}

const ITEMS = 'pages/stock/inventory/check-task/items/index'
const LOSS = 'pages/stock/inventory/check-task/loss/index'

describe('check-task list', () => {
  it('lists the tasks with scope, status and progress, and opens each by its state', async () => {
    addTask({ id: 990002, name: '保险柜复盘', status: 'FINISHED', found: { 109998: new Date().toISOString() }, lostIds: [109999, 110000] })
    addTask({ name: '橱窗盘点', found: { 109999: new Date().toISOString() } })
    renderPage(<CheckListPage />, 'pages/stock/inventory/check-task/list/index', { signedIn: true })
    const running = (await screen.findByText('橱窗盘点')).closest('.check-card') as HTMLElement
    expect(within(running).getByText('盘点中')).toBeInTheDocument()
    expect(within(running).getByText('库位：门店橱窗')).toBeInTheDocument()
    expect(within(running).getByText('已盘 1 / 共 3')).toBeInTheDocument()
    expect(within(running).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33')
    expect(screen.getByText('待确认盘亏')).toBeInTheDocument()
    expect(screen.getByText('保险柜月度盘点')).toBeInTheDocument()
    expect(screen.getByText('已完成')).toBeInTheDocument()

    fireEvent.click(running)
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${ITEMS}?id=990001` })
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('保险柜复盘'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${LOSS}?id=990002` })
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('保险柜月度盘点'))
    expect(navigationLog.at(-1)?.url).toMatch(new RegExp(`^/${ITEMS}\\?id=`))
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('新建盘点'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/stock/inventory/check-task/form/index' })
  })

  it('reloads on pull-down and on return', async () => {
    renderPage(<CheckListPage />, 'pages/stock/inventory/check-task/list/index', { signedIn: true })
    await screen.findByText('保险柜月度盘点')
    addTask({ name: '新加的盘点' })
    await firePageEvent('didShow')
    expect(await screen.findByText('新加的盘点')).toBeInTheDocument()
    addTask({ id: 990003, name: '下拉出来的盘点' })
    await firePageEvent('pullDownRefresh')
    expect(await screen.findByText('下拉出来的盘点')).toBeInTheDocument()
  })

  it('shows a server failure', async () => {
    failPath('/stock/check-tasks', 500)
    renderPage(<CheckListPage />, 'pages/stock/inventory/check-task/list/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })

  it('shows the empty list with the way to start', async () => {
    demoStock().checkTasks = []
    renderPage(<CheckListPage />, 'pages/stock/inventory/check-task/list/index', { signedIn: true })
    expect(await screen.findByText('还没有盘点任务，点击下方按钮开始第一次盘点')).toBeInTheDocument()
    expect(screen.getByText('新建盘点')).toBeInTheDocument()
  })
})

describe('check-task form', () => {
  it("suggests today's name and checks the name and the scope under the fields", async () => {
    renderPage(<CheckFormPage />, 'pages/stock/inventory/check-task/form/index', { signedIn: true })
    expect(screen.getByDisplayValue(defaultTaskName())).toBeInTheDocument()
    expect(defaultTaskName(Date.parse('2026-11-22T10:00:00+08:00'))).toBe('11月22日盘点')
    fireEvent.input(screen.getByDisplayValue(defaultTaskName()), { target: { value: '盘' }, detail: { value: '盘' } })
    fireEvent.click(screen.getByText('按库位'))
    fireEvent.click(screen.getByText('开始盘点'))
    expect(await screen.findByText('盘点名称应为2-30个字')).toBeInTheDocument()
    expect(screen.getByText('请选择库位')).toBeInTheDocument()
    expect(screen.getByDisplayValue('盘')).toBeInTheDocument()
    expect(demoStock().checkTasks).toHaveLength(1)
  })

  it('shows the server refusal of an empty scope, keeping the choices', async () => {
    renderPage(<CheckFormPage />, 'pages/stock/inventory/check-task/form/index', { signedIn: true })
    fireEvent.click(screen.getByText('按品类'))
    fireEvent.click(screen.getByText('鞋履'))
    fireEvent.click(screen.getByText('开始盘点'))
    expect(await screen.findByText('范围内没有在库商品')).toBeInTheDocument()
    expect(screen.getByText('鞋履')).toHaveClass('chip--on')
    expect(navigationLog).toEqual([])
  })

  it('shows a server failure without losing the input', async () => {
    failPath('/stock/check-tasks', 500)
    renderPage(<CheckFormPage />, 'pages/stock/inventory/check-task/form/index', { signedIn: true })
    fireEvent.input(screen.getByDisplayValue(defaultTaskName()), { target: { value: '年终大盘点' }, detail: { value: '年终大盘点' } })
    fireEvent.click(screen.getByText('开始盘点'))
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByDisplayValue('年终大盘点')).toBeInTheDocument()
  })
})

describe('check-task items', () => {
  it('shows a server failure', async () => {
    failPath('/stock/check-tasks/990001', 500)
    addTask()
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('shows the empty tabs: nothing found yet, then nothing left', async () => {
    addTask({ found: { 109998: new Date().toISOString(), 109999: new Date().toISOString(), 110000: new Date().toISOString() } })
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    expect(await screen.findByText('全部商品已盘到，可以完成盘点了')).toBeInTheDocument()
    demoStock().checkTasks[0].found = {}
    fireEvent.click(screen.getByText(/^已盘（/))
    expect(await screen.findByText('还没有已盘商品，扫码或点击“标记已盘”')).toBeInTheDocument()
  })

  it('rolls a tapped item back when the server refuses', async () => {
    addTask()
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText('ZP09998')
    failWithEnvelope('/stock/check-tasks/990001/mark', 500, '盘点服务繁忙')
    fireEvent.click(screen.getAllByText('标记已盘')[0])
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('盘点服务繁忙'))
    expect(screen.getByText('ZP09998')).toBeInTheDocument()
    expect(screen.getByText('已盘 0 / 共 3')).toBeInTheDocument()
  })

  it('loads the next pending items once every loaded one is marked', async () => {
    const ids = demoStock()
      .items.filter((candidate) => candidate.status === 'IN_STOCK')
      .slice(0, 21)
      .map((candidate) => candidate.id)
    addTask({ itemIds: ids })
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText(stockItem(ids[0]).code)
    expect(screen.getAllByText('标记已盘')).toHaveLength(20)
    for (const button of screen.getAllByText('标记已盘')) fireEvent.click(button)
    await waitFor(() => expect(Object.keys(demoStock().checkTasks[0].found)).toHaveLength(20), { timeout: 10_000 })
    expect(await screen.findByText(stockItem(ids[20]).code, undefined, { timeout: 5_000 })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('已盘 20 / 共 21')).toBeInTheDocument())
  }, 20_000)

  it("counts a new code as found and a repeated one as 已盘过 whatever the phone's clock says", async () => {
    addTask({ found: { 109998: new Date().toISOString() } })
    const realNow = Date.now.bind(Date)
    // The phone's clock a minute fast: the server's foundAt looks old next to it.
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000)
    try {
      renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
      await screen.findByText('ZP09999')
      typeIn('输入商品编码，如 ZP00001', 'ZP09999')
      fireEvent.click(screen.getByText('确认'))
      await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(`已盘：${stockItem(109999).title}`))
      expect(await screen.findByText('已盘 2 / 共 3')).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByText('ZP09999')).not.toBeInTheDocument())

      // The phone's clock a minute slow: a code found just now still counts once.
      clock.mockImplementation(() => realNow() - 60_000)
      typeIn('输入商品编码，如 ZP00001', 'ZP09998')
      fireEvent.click(screen.getByText('确认'))
      await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(`${stockItem(109998).title} 已盘过`))
      expect(screen.getByText('已盘 2 / 共 3')).toBeInTheDocument()
    } finally {
      clock.mockRestore()
    }
  })

  it('on plain H5 offers the typed code instead of a camera scan', async () => {
    addTask()
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText('ZP09998')
    expect(screen.queryByLabelText('扫码盘点')).not.toBeInTheDocument()
    expect(screen.getByText('浏览器中无法扫码，请输入商品编码后确认')).toBeInTheDocument()
    fireEvent.click(screen.getByText('确认'))
    expect(await screen.findByText('请输入商品编码')).toBeInTheDocument()
  })

  it('in the native app scans a code and marks it, showing a refusal of a code out of scope', async () => {
    const win = window as Window & { __nativeAppUserAgent?: string }
    win.__nativeAppUserAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) LuxTradeIOS/3.22.0'
    try {
      addTask()
      vi.mocked(scanCode).mockResolvedValueOnce('ZP10000').mockResolvedValueOnce('LUX-POST-5488')
      renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
      await screen.findByText('ZP10000')
      fireEvent.click(screen.getByLabelText('扫码盘点'))
      await waitFor(() => expect(demoStock().checkTasks[0].found[110000]).toBeTruthy())
      expect(uiLog.toasts.at(-1)?.title).toBe(`已盘：${stockItem(110000).title}`)
      await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
      expect(await screen.findByText('已盘 1 / 共 3')).toBeInTheDocument()
      fireEvent.click(screen.getByLabelText('扫码盘点'))
      expect(await screen.findByText('编码 LUX-POST-5488 不在本次盘点范围内')).toBeInTheDocument()
      expect(uiLog.toasts.at(-1)?.title).toBe('编码 LUX-POST-5488 不在本次盘点范围内')
    } finally {
      delete win.__nativeAppUserAgent
    }
  })

  it('is read-only for a closed task', async () => {
    addTask({ status: 'CLOSED', found: { 109998: new Date().toISOString() }, lostIds: [109999, 110000], finishedAt: new Date().toISOString() })
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    expect(await screen.findByText('盘点已结束，以下为盘点结果')).toBeInTheDocument()
    await screen.findByText('ZP09999')
    expect(screen.queryByText('标记已盘')).not.toBeInTheDocument()
    expect(screen.queryByText('完成盘点')).not.toBeInTheDocument()
    expect(screen.queryByPlaceholderText(/商品编码/)).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('2 件盘亏，查看 ›'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${LOSS}?id=990001` })
  })

  it('offers no losses for a closed task whose unfound items were sold during the count', async () => {
    addTask({ status: 'CLOSED', found: { 109998: new Date().toISOString(), 109999: new Date().toISOString() }, lostIds: [], finishedAt: new Date().toISOString() })
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    expect(await screen.findByText('盘点已结束，以下为盘点结果')).toBeInTheDocument()
    await screen.findByText('已盘 2 / 共 3')
    expect(screen.queryByText(/盘亏，查看/)).not.toBeInTheDocument()
  })

  it('shows the seeded closed task with its two unfound pieces', async () => {
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '193001' } })
    expect(await screen.findByText('ZP03873')).toBeInTheDocument()
    expect(screen.getByText('ZP08135')).toBeInTheDocument()
    expect(screen.getByText('未盘（2）')).toBeInTheDocument()
  })

  it('完成盘点 on a task ended elsewhere is refused in the server’s words and the page shows it ended', async () => {
    addTask()
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText('ZP09998')
    demoStock().checkTasks[0].status = 'CLOSED'
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('完成盘点'))
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ content: '盘点已结束' }))
    expect(await screen.findByText('盘点已结束，以下为盘点结果')).toBeInTheDocument()
    expect(screen.queryByText('完成盘点')).not.toBeInTheDocument()
    expect(screen.queryByPlaceholderText('输入商品编码，如 ZP00001')).not.toBeInTheDocument()
  })

  it('a typed code refused because the task ended: the server’s words, then the ended task', async () => {
    addTask()
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText('ZP09998')
    demoStock().checkTasks[0].status = 'CLOSED'
    typeIn('输入商品编码，如 ZP00001', 'ZP09999')
    fireEvent.click(screen.getByText('确认'))
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ content: '盘点已结束' }))
    expect(await screen.findByText('盘点已结束，以下为盘点结果')).toBeInTheDocument()
  })

  it('an invalid link says so', async () => {
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: 'x' } })
    expect(await screen.findByText(INVALID_LINK_TEXT)).toBeInTheDocument()
  })

  it('finishing with everything found goes back to the list', async () => {
    addTask({ found: { 109998: new Date().toISOString(), 109999: new Date().toISOString(), 110000: new Date().toISOString() } })
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' }, below: ['/pages/stock/inventory/check-task/list/index'] })
    await screen.findByText('已盘 3 / 共 3')
    fireEvent.click(screen.getByText('完成盘点'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
    expect(uiLog.modals[0].content).toBe('所有商品均已盘到，确定完成盘点吗？')
    expect(uiLog.toasts.at(-1)?.title).toBe('盘点完成，没有盘亏')
    expect(demoStock().checkTasks[0].status).toBe('CLOSED')
  })
})

describe('stock-taking over the shop window, end to end', () => {
  it('creates the task, marks by tap and by typed code, finishes and confirms the loss into the recycle bin', async () => {
    renderPage(<CheckFormPage />, 'pages/stock/inventory/check-task/form/index', { signedIn: true, below: ['/pages/stock/inventory/check-task/list/index'] })
    fireEvent.input(screen.getByDisplayValue(defaultTaskName()), { target: { value: '橱窗周盘' }, detail: { value: '橱窗周盘' } })
    fireEvent.click(screen.getByText('按库位'))
    fireEvent.click(screen.getByText('门店橱窗'))
    fireEvent.click(screen.getByText('开始盘点'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('redirectTo'))
    const id = demoStock().checkTasks[0].id
    expect(demoStock().checkTasks[0]).toMatchObject({ name: '橱窗周盘', itemIds: WINDOW_IDS, status: 'RUNNING' })
    expect(navigationLog.at(-1)?.url).toBe(`/${ITEMS}?id=${id}`)
    cleanup()

    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: String(id) }, below: ['/pages/stock/inventory/check-task/list/index'] })
    expect(await screen.findByText('已盘 0 / 共 3')).toBeInTheDocument()
    expect(screen.getByText('未盘（3）')).toBeInTheDocument()
    await screen.findByText('ZP09998')
    // a tap moves the item to the found side at once
    fireEvent.click(within(screen.getByText('ZP09998').closest('.stock-item') as HTMLElement).getByText('标记已盘'))
    expect(screen.queryByText('ZP09998')).not.toBeInTheDocument()
    expect(screen.getByText('已盘 1 / 共 3')).toBeInTheDocument()
    await waitFor(() => expect(demoStock().checkTasks[0].found[109998]).toBeTruthy())
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(`已盘：${stockItem(109998).title}`))

    // a typed code, in any case
    typeIn('输入商品编码，如 ZP00001', 'zp09999')
    fireEvent.click(screen.getByText('确认'))
    await waitFor(() => expect(demoStock().checkTasks[0].found[109999]).toBeTruthy())
    await waitFor(() => expect(screen.queryByText('ZP09999')).not.toBeInTheDocument())
    expect(await screen.findByText('已盘 2 / 共 3')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('输入商品编码，如 ZP00001')).toHaveValue('')

    // a code marked before is not counted twice
    demoStock().checkTasks[0].found[109999] = new Date(Date.now() - 60_000).toISOString()
    typeIn('输入商品编码，如 ZP00001', 'ZP09999')
    fireEvent.click(screen.getByText('确认'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(`${stockItem(109999).title} 已盘过`))
    expect(screen.getByText('已盘 2 / 共 3')).toBeInTheDocument()

    // an unknown code: the server's message, and the typed text stays
    typeIn('输入商品编码，如 ZP00001', 'ZP00001')
    fireEvent.click(screen.getByText('确认'))
    expect(await screen.findByText('编码 ZP00001 不在本次盘点范围内')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('输入商品编码，如 ZP00001')).toHaveValue('ZP00001')

    // the found tab
    fireEvent.click(screen.getByText('已盘（2）'))
    expect(await screen.findByText('ZP09999')).toBeInTheDocument()
    expect(screen.getByText('ZP09998')).toBeInTheDocument()
    expect(screen.queryByText('ZP10000')).not.toBeInTheDocument()

    modalAnswers.push(true)
    fireEvent.click(screen.getByText('完成盘点'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/${LOSS}?id=${id}` }))
    expect(uiLog.modals.at(-1)?.content).toContain('还有 1 件商品未盘到')
    expect(demoStock().checkTasks[0].status).toBe('FINISHED')
    cleanup()

    renderPage(<CheckLossPage />, LOSS, { signedIn: true, query: { id: String(id) }, below: ['/pages/stock/inventory/check-task/list/index'] })
    expect(await screen.findByText('ZP10000')).toBeInTheDocument()
    expect(screen.queryByText('ZP09998')).not.toBeInTheDocument()
    expect(screen.getByText('盘亏件数').previousSibling).toHaveTextContent('1')
    const cost = stockItem(110000).costCents! * stockItem(110000).quantity
    expect(screen.getByText('盘亏成本').previousSibling).toHaveTextContent(`¥${(cost / 100).toLocaleString('en-US')}`)
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('确认盘亏'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
    expect(uiLog.modals.at(-1)?.content).toContain('移入「最近删除」')
    expect(uiLog.toasts.at(-1)?.title).toBe('已确认盘亏 1 件')
    expect(stockItem(110000)).toMatchObject({ status: 'DELETED', deleteReason: '盘亏' })
    expect(demoStock().checkTasks[0].status).toBe('CLOSED')
    cleanup()

    renderPage(<RecycleBinPage />, 'pages/stock/inventory/recycle-bin/index', { signedIn: true })
    const card = (await screen.findByText('ZP10000')).closest('.stock-item') as HTMLElement
    expect(within(card).getByText(/盘亏/)).toBeInTheDocument()
  }, 20_000)
})

describe('check-task loss', () => {
  it('does not confirm when the dialog is cancelled', async () => {
    addTask({ status: 'FINISHED', lostIds: [110000], finishedAt: new Date().toISOString() })
    renderPage(<CheckLossPage />, LOSS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText('ZP10000')
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('确认盘亏'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(stockItem(110000).status).toBe('IN_STOCK')
  })

  it('shows the seeded closed task read-only with its confirmed losses', async () => {
    renderPage(<CheckLossPage />, LOSS, { signedIn: true, query: { id: '193001' } })
    expect(await screen.findByText('ZP03873')).toBeInTheDocument()
    expect(screen.getByText('ZP08135')).toBeInTheDocument()
    expect(screen.getByText('盘亏已确认，以下商品已移入「最近删除」')).toBeInTheDocument()
    // in the bin: no live stock age, no 已删除 tag on each row
    expect(screen.getAllByText('已移入最近删除')).toHaveLength(2)
    expect(screen.queryByText(/^库龄/)).not.toBeInTheDocument()
    expect(screen.queryByText('已删除')).not.toBeInTheDocument()
    expect(screen.getByText('盘亏件数').previousSibling).toHaveTextContent('2')
    const total = demoStock().checkTasks[0].itemIds.length
    expect(screen.getByText('已盘/应盘').previousSibling).toHaveTextContent(`${total - 2}/${total}`)
    expect(screen.queryByText('没有盘亏商品')).not.toBeInTheDocument()
    expect(screen.queryByText('确认盘亏')).not.toBeInTheDocument()
  })

  it('says there is no loss, without the confirmed banner, for a task closed with everything found', async () => {
    addTask({ status: 'CLOSED', found: Object.fromEntries(WINDOW_IDS.map((id) => [id, new Date().toISOString()])), lostIds: [], finishedAt: new Date().toISOString() })
    renderPage(<CheckLossPage />, LOSS, { signedIn: true, query: { id: '990001' } })
    expect(await screen.findByText('没有盘亏商品')).toBeInTheDocument()
    expect(screen.queryByText('盘亏已确认，以下商品已移入「最近删除」')).not.toBeInTheDocument()
    expect(screen.queryByText('确认盘亏')).not.toBeInTheDocument()
  })

  it('shows a server failure', async () => {
    addTask({ status: 'FINISHED', lostIds: [110000] })
    failPath('/stock/check-tasks/990001/losses', 500)
    renderPage(<CheckLossPage />, LOSS, { signedIn: true, query: { id: '990001' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})
