import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { firePageEvent, modalAnswers, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope, recordQueries, pagesOf } from '@test/server'
import RecycleBinPage from '@/pages/stock/inventory/recycle-bin/index'
import { purgeText } from '../recycle-bin'
import { demoStock } from '@test/stock'

const DAY = 24 * 3600 * 1000
const PATH = 'pages/stock/inventory/recycle-bin/index'
const binned = () =>
  demoStock()
    .items.filter((item) => item.status === 'DELETED')
    .sort((a, b) => Date.parse(b.deletedAt!) - Date.parse(a.deletedAt!))
const byId = (id: number) => demoStock().items.find((item) => item.id === id)
const cardOf = (code: string) => screen.getByText(code).closest('.stock-item') as HTMLElement

describe('recycle bin', () => {
  it('lists deleted items newest first with the reason, the purge countdown and the 30-day note', async () => {
    const newest = binned()[0]
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    expect(await screen.findByText(newest.code)).toBeInTheDocument()
    expect(screen.getByText('删除的商品保留30天，到期自动彻底删除')).toBeInTheDocument()
    const card = cardOf(newest.code)
    expect(within(card).getByText('手动删除')).toBeInTheDocument()
    expect(within(card).getByText(purgeText(new Date(Date.parse(newest.deletedAt!) + 30 * DAY).toISOString()))).toBeInTheDocument()
    // the deletion date instead of a stock age still counting, and no status tag repeated on every row
    expect(within(card).getByText(`删除于 ${dayjs(newest.deletedAt!).format('MM-DD')}`)).toBeInTheDocument()
    expect(within(card).queryByText(/^库龄/)).not.toBeInTheDocument()
    expect(within(card).queryByText('已删除')).not.toBeInTheDocument()
    expect(card.querySelector('.stock-status')).toBeNull()
    // restore and the irreversible purge are bordered buttons, the purge in the danger colour
    const restore = within(card).getByText('恢复').closest('.nut-button')
    const purge = within(card).getByText('彻底删除').closest('.nut-button')
    expect(restore).toHaveClass('recycle-bin__action', 'nut-button-small', 'nut-button-primary-outline')
    expect(purge).toHaveClass('recycle-bin__action', 'nut-button-small', 'nut-button-danger-outline')
    const codes = [...document.querySelectorAll('.stock-item__meta > :first-child')].map((node) => node.textContent)
    expect(codes[0]).toBe(newest.code)
  })

  it('shows the losses confirmed by the seeded stock-taking with their reason', async () => {
    const losses = binned().filter((item) => item.deleteReason === '盘亏')
    expect(losses.map((item) => item.code)).toEqual(['ZP03873', 'ZP08135'])
    // newest deletion first: they are on the first page of 20
    expect(binned().findIndex((item) => item.id === losses[1].id)).toBeLessThan(20)
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    await screen.findByText('ZP03873')
    const card = cardOf('ZP03873')
    expect(within(card).getByText('盘亏')).toHaveClass('recycle-bin__reason--loss')
    expect(within(card).getByText(`删除于 ${dayjs(losses[0].deletedAt!).format('MM-DD')}`)).toBeInTheDocument()
  })

  it('purges items deleted more than 30 days ago when the bin is read', async () => {
    const [fresh, old] = binned()
    fresh.deletedAt = new Date(Date.now() - 29 * DAY - 3600 * 1000).toISOString()
    old.deletedAt = new Date(Date.now() - 31 * DAY).toISOString()
    // the seed has deletions 1 to 34 days before its date: the oldest are due as well
    const due = binned()
      .filter((item) => Date.now() - Date.parse(item.deletedAt!) > 30 * DAY)
      .map((item) => item.id)
    expect(due.length).toBeGreaterThanOrEqual(2)
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    const card = (await screen.findByText(fresh.code)).closest('.stock-item') as HTMLElement
    expect(within(card).getByText('1天后自动清除')).toBeInTheDocument()
    expect(screen.queryByText(old.code)).not.toBeInTheDocument()
    for (const id of due) expect(byId(id)).toBeUndefined()
    expect(byId(fresh.id)?.status).toBe('DELETED')
    expect(purgeText(new Date(Date.now() + 1000).toISOString())).toBe('1天后自动清除')
    expect(purgeText(new Date(Date.now() - 1000).toISOString())).toBe('即将自动清除')
  })

  it('restores one item and deletes another for good after confirming', async () => {
    const [first, second] = binned()
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    await screen.findByText(first.code)
    fireEvent.click(within(cardOf(first.code)).getByText('恢复'))
    await waitFor(() => expect(byId(first.id)).toMatchObject({ status: 'IN_STOCK', deletedAt: null }))
    expect(uiLog.toasts.at(-1)?.title).toBe('已恢复 1 件商品')
    await waitFor(() => expect(screen.queryByText(first.code)).not.toBeInTheDocument())

    modalAnswers.push(false)
    fireEvent.click(within(cardOf(second.code)).getByText('彻底删除'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(uiLog.modals[0].content).toContain('无法恢复')
    expect(byId(second.id)).toBeDefined()
    modalAnswers.push(true)
    fireEvent.click(within(cardOf(second.code)).getByText('彻底删除'))
    await waitFor(() => expect(byId(second.id)).toBeUndefined())
    expect(uiLog.toasts.at(-1)?.title).toBe('已彻底删除 1 件')
    await waitFor(() => expect(screen.queryByText(second.code)).not.toBeInTheDocument())
  })

  it('selects items to restore together, and all of them to delete for good', async () => {
    const [first, second, third] = binned()
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    await screen.findByText(first.code)
    fireEvent.click(screen.getByText('选择'))
    expect(document.querySelectorAll('.recycle-bin__actions')).toHaveLength(0)
    fireEvent.click(cardOf(first.code))
    fireEvent.click(cardOf(third.code))
    expect(screen.getByText('已选 2 件')).toBeInTheDocument()
    fireEvent.click(cardOf(third.code))
    fireEvent.click(cardOf(second.code))
    fireEvent.click(screen.getByText('恢复'))
    await waitFor(() => expect(byId(first.id)?.status).toBe('IN_STOCK'))
    expect(byId(second.id)?.status).toBe('IN_STOCK')
    expect(byId(third.id)?.status).toBe('DELETED')
    expect(uiLog.toasts.at(-1)?.title).toBe('已恢复 2 件商品')
    await waitFor(() => expect(screen.queryByText(first.code)).not.toBeInTheDocument())

    fireEvent.click(screen.getByText('选择'))
    fireEvent.click(screen.getByText('全选'))
    const left = binned().length
    expect(screen.getByText(`已选 ${left} 件`)).toBeInTheDocument()
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('彻底删除'))
    await waitFor(() => expect(binned()).toHaveLength(0))
    expect(uiLog.modals.at(-1)?.content).toBe(`选中的 ${left} 件商品彻底删除后无法恢复，确定删除吗？`)
    expect(await screen.findByText('最近没有删除的商品')).toBeInTheDocument()
  })

  it('shows the refusal of a restore and reloads on pull-down', async () => {
    const [first] = binned()
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    await screen.findByText(first.code)
    failWithEnvelope('/stock/recycle-bin/restore', 409, `编码 ${first.code} 已被其他商品使用`)
    fireEvent.click(within(cardOf(first.code)).getByText('恢复'))
    // A refusal (409): the server's words in a dialog, the bin asked again.
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe(`编码 ${first.code} 已被其他商品使用`))
    expect(byId(first.id)?.status).toBe('DELETED')
    first.status = 'IN_STOCK'
    await firePageEvent('pullDownRefresh')
    await waitFor(() => expect(screen.queryByText(first.code)).not.toBeInTheDocument())
  })

  it('loads once on opening and, back from another page, refreshes in place', async () => {
    // More than a page: items deleted two days ago, one a minute apart.
    demoStock()
      .items.filter((item) => item.status === 'IN_STOCK')
      .slice(0, 20)
      .forEach((item, index) => Object.assign(item, { status: 'DELETED', deletedAt: new Date(Date.now() - 2 * DAY - index * 60_000).toISOString(), deleteReason: '手动删除' }))
    const shown = binned().filter((item) => Date.now() - Date.parse(item.deletedAt!) < 30 * DAY)
    expect(shown.length).toBeGreaterThan(23)
    const asked = recordQueries('/stock/recycle-bin')
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    // The page's first show comes with its opening, while the bin is on its way: not asked twice.
    await act(() => firePageEvent('didShow'))
    await screen.findByText(shown[0].code)
    await act(() => firePageEvent('reachBottom'))
    await screen.findByText(shown[20].code)
    expect(pagesOf(asked)).toEqual(['1', '2'])
    // Meanwhile an item of the second page is restored elsewhere and another one deleted.
    byId(shown[21].id)!.status = 'IN_STOCK'
    const deleted = demoStock().items.find((item) => item.status === 'IN_STOCK' && item.id !== shown[21].id)!
    Object.assign(deleted, { status: 'DELETED', deletedAt: new Date().toISOString(), deleteReason: '手动删除' })
    asked.splice(0)
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText(deleted.code)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(shown[21].code)).not.toBeInTheDocument())
    // Both loaded pages asked again: the rows down where the dealer was are still there.
    expect(pagesOf(asked).sort()).toEqual(['1', '2'])
    expect(screen.getByText(shown[20].code)).toBeInTheDocument()
    expect(screen.getByText(shown[22].code)).toBeInTheDocument()
  })

  it('leaves the maintenance notice alone when a restore meets it', async () => {
    const [first] = binned()
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    await screen.findByText(first.code)
    failWithEnvelope('/stock/recycle-bin/restore', 60001, '预计10分钟后恢复')
    fireEvent.click(within(cardOf(first.code)).getByText('恢复'))
    await waitFor(() => expect(uiLog.toasts.some((toast) => toast.title.startsWith('系统维护中'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(uiLog.toasts.at(-1)?.title).toBe('系统维护中，预计10分钟后恢复')
    expect(byId(first.id)?.status).toBe('DELETED')
  })

  it('shows a server failure', async () => {
    failPath('/stock/recycle-bin', 500)
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('shows the empty bin', async () => {
    demoStock().items = demoStock().items.filter((item) => item.status !== 'DELETED')
    renderPage(<RecycleBinPage />, PATH, { signedIn: true })
    expect(await screen.findByText('最近没有删除的商品')).toBeInTheDocument()
    expect(screen.queryByText('选择')).not.toBeInTheDocument()
  })
})
