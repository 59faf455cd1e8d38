import { fireEvent, screen, waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import { firePageEvent, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import { shopStocks } from '@mocks/db'
import { mockServer } from '@mocks/node'
import LogListPage from '@/pages/stock/shop/log/list/index'
import { LOG_PAGE_SIZE, MAIN_ACTIONS } from '../log-list'
import { LOG_ACTION_TEXT } from '../../api'

// Seed the demo shop before a page starts waiting for it.
beforeEach(() => void shopStocks())

const PATH = 'pages/stock/shop/log/list/index'
const logs = () => shopStocks()[20001].logs
const entries = () => document.querySelectorAll('.shop-log__entry')

describe('operation log', () => {
  it('lists the newest entries with action, item, detail, operator and time, and pages on', async () => {
    renderPage(<LogListPage />, PATH, { signedIn: true })
    await waitFor(() => expect(entries()).toHaveLength(LOG_PAGE_SIZE))
    const first = logs()[0]
    const row = entries()[0] as HTMLElement
    expect(row).toHaveTextContent(first.itemTitle)
    expect(row).toHaveTextContent(first.detail)
    expect(row).toHaveTextContent(`操作人：${first.operator}`)
    expect(row).toHaveTextContent(dayjs(first.at).format('YYYY-MM-DD HH:mm'))
    expect(row.querySelector('.shop-log__tag')).toHaveTextContent(LOG_ACTION_TEXT[first.action])

    await firePageEvent('reachBottom')
    await waitFor(() => expect(entries()).toHaveLength(LOG_PAGE_SIZE * 2))
  })

  it("opens the entry's item", async () => {
    renderPage(<LogListPage />, PATH, { signedIn: true })
    await waitFor(() => expect(entries().length).toBeGreaterThan(0))
    fireEvent.click(entries()[0].querySelector('.shop-log__item')!)
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/stock/inventory/stock/detail/index?id=${logs()[0].itemId}` })
  })

  it('filters by action, keyword and date range', async () => {
    const queries = recordQueries('/stock/logs')
    renderPage(<LogListPage />, PATH, { signedIn: true })
    await waitFor(() => expect(entries()).toHaveLength(LOG_PAGE_SIZE))

    fireEvent.click(screen.getByText('锁单'))
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('LOCK'))
    await waitFor(() => expect(entries()).toHaveLength(logs().filter((entry) => entry.action === 'LOCK').length))
    for (const row of entries()) expect(row.querySelector('.shop-log__tag')).toHaveTextContent('锁单')

    const buyer = logs().find((entry) => entry.action === 'LOCK')!.detail
    const input = screen.getByPlaceholderText('搜索商品名称、操作人、内容')
    fireEvent.input(input, { target: { value: buyer }, detail: { value: buyer } })
    fireEvent.click(screen.getByText('搜索'))
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe(buyer))
    await waitFor(() => expect(entries()).toHaveLength(logs().filter((entry) => entry.action === 'LOCK' && entry.detail.includes(buyer)).length))

    fireEvent.click(screen.getByText('开始日期'))
    fireEvent.click(screen.getAllByText('确定')[0])
    const today = dayjs().format('YYYY-MM-DD')
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(today))
    expect(queries.at(-1)?.get('action')).toBe('LOCK')
    expect(queries.at(-1)?.get('keyword')).toBe(buyer)
    expect(screen.getByText(today)).toBeInTheDocument()

    fireEvent.click(screen.getByText('清除日期'))
    await waitFor(() => expect(queries.at(-1)?.has('from')).toBe(false))
    fireEvent.click(screen.getByText('全部'))
    await waitFor(() => expect(queries.at(-1)?.has('action')).toBe(false))
  })

  it('offers the most used actions first, wrapping, and the rest behind 更多', async () => {
    const queries = recordQueries('/stock/logs')
    renderPage(<LogListPage />, PATH, { signedIn: true })
    await waitFor(() => expect(entries()).toHaveLength(LOG_PAGE_SIZE))
    const chips = () => [...document.querySelectorAll('.shop-log__chip:not(.shop-log__chip--toggle)')].map((chip) => chip.textContent)
    expect(chips()).toEqual(['全部', ...MAIN_ACTIONS.map((action) => LOG_ACTION_TEXT[action])])
    expect(chips()).toEqual(expect.arrayContaining(['锁单', '线下售出', '出库发货']))
    expect(screen.queryByText('彻底删除')).not.toBeInTheDocument()

    fireEvent.click(screen.getByText('更多'))
    expect(chips()).toHaveLength(Object.keys(LOG_ACTION_TEXT).length + 1)
    fireEvent.click(screen.getByText('彻底删除'))
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('PURGE'))
    // folded again, the chosen one stays in view and chosen
    fireEvent.click(screen.getByText('收起'))
    expect(chips()).toEqual(['全部', ...MAIN_ACTIONS.map((action) => LOG_ACTION_TEXT[action]), '彻底删除'])
    expect(screen.getByText('彻底删除')).toHaveClass('chip--on')
    expect(screen.queryByText('盘亏')).not.toBeInTheDocument()
    expect(screen.getByText('更多')).toBeInTheDocument()
  })

  it("shows one item's log with a hint when opened with itemId", async () => {
    const entry = logs().find((candidate) => candidate.action === 'LOCK')!
    const queries = recordQueries('/stock/logs')
    renderPage(<LogListPage />, PATH, { signedIn: true, query: { itemId: String(entry.itemId) } })
    expect(await screen.findByText(`仅显示「${entry.itemTitle}」的操作记录`)).toBeInTheDocument()
    expect(queries[0].get('itemId')).toBe(String(entry.itemId))
    const expected = logs().filter((candidate) => candidate.itemId === entry.itemId)
    expect(entries()).toHaveLength(expected.length)
    expect(screen.getByText('商品操作日志')).toBeInTheDocument()
    fireEvent.click(screen.getByText('查看全部'))
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/stock/shop/log/list/index' })
  })

  it('says so when there is nothing to show', async () => {
    shopStocks()[20001].logs = []
    renderPage(<LogListPage />, PATH, { signedIn: true })
    expect(await screen.findByText('还没有操作记录')).toBeInTheDocument()
    fireEvent.click(screen.getByText('更多'))
    fireEvent.click(screen.getByText('盘亏'))
    expect(await screen.findByText('没有符合条件的操作记录')).toBeInTheDocument()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/logs', 500)
    renderPage(<LogListPage />, PATH, { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    await waitFor(() => expect(entries()).toHaveLength(LOG_PAGE_SIZE))
  })

  it('sends a signed-out visitor to the login page', async () => {
    renderPage(<LogListPage />, PATH)
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index\?backUrl=/))
  })
})
