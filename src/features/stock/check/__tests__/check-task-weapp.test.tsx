import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import CheckItemsPage from '@/pages/stock/inventory/check-task/items/index'
import { demoStock, stockItem } from '@test/stock'

vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))
// The title bar's geometry would ask for WeChat's capsule button, which the H5 double lacks.
vi.mock('@/core/platform/nav-metrics', () => ({ getNavMetrics: () => ({ statusBarHeight: 20, navHeight: 44, capsuleWidth: 88 }) }))

const ITEMS = 'pages/stock/inventory/check-task/items/index'

function addTask() {
  demoStock().checkTasks.unshift({
    id: 990001,
    name: '橱窗盘点',
    scopeType: 'location',
    scopeValue: '门店橱窗',
    status: 'RUNNING',
    itemIds: [109998, 109999, 110000],
    found: {},
    createdAt: new Date().toISOString(),
    finishedAt: null,
  })
}

describe('stock-taking in the mini-program', () => {
  // The scanner is a build-time branch (core/native/scan.ts): the mini-program build's.
  beforeEach(() => vi.stubEnv('TARO_ENV', 'weapp'))
  afterEach(() => vi.unstubAllEnvs())

  it("scans with WeChat's scanCode and marks the scanned item found", async () => {
    addTask()
    const scan = vi.spyOn(Taro, 'scanCode').mockResolvedValue({ result: 'ZP10000', scanType: 'CODE_128', charSet: 'utf-8', path: '', rawData: '', errMsg: 'scanCode:ok' })
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText('ZP10000')
    expect(screen.getByPlaceholderText('或输入商品编码')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('扫码盘点'))
    await waitFor(() => expect(demoStock().checkTasks[0].found[110000]).toBeTruthy())
    expect(scan).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(`已盘：${stockItem(110000).title}`))
    await waitFor(() => expect(screen.queryByText('ZP10000')).not.toBeInTheDocument())
    expect(await screen.findByText('已盘 1 / 共 3')).toBeInTheDocument()

    // The same code again: counted once, said so.
    fireEvent.click(screen.getByLabelText('扫码盘点'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(`${stockItem(110000).title} 已盘过`))
    expect(screen.getByText('已盘 1 / 共 3')).toBeInTheDocument()
    scan.mockRestore()
  })

  it('says nothing when the scan is cancelled and marks nothing', async () => {
    addTask()
    const scan = vi.spyOn(Taro, 'scanCode').mockRejectedValue({ errMsg: 'scanCode:fail cancel' })
    renderPage(<CheckItemsPage />, ITEMS, { signedIn: true, query: { id: '990001' } })
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByLabelText('扫码盘点'))
    await waitFor(() => expect(scan).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(uiLog.toasts).toEqual([])
    expect(demoStock().checkTasks[0].found).toEqual({})
    expect(screen.getByText('已盘 0 / 共 3')).toBeInTheDocument()
    scan.mockRestore()
  })
})
