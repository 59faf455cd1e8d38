import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { consignPiece, recyclePiece } from '@test/channel'
import { stockItemByCode } from '@test/stock'
import LockCreatePage from '@/pages/stock/order/lock/create/index'
import DeliveryDetailPage from '@/pages/stock/order/delivery/detail/index'
import ItemDetailPage from '@/pages/stock/inventory/stock/detail/index'

/** Issue 27: stock piece ZP09998 was consigned and recycled at once while every picker showed 在库. */
const PIECE = 'ZP09998'

/** The picker's row of `code`, searched for. */
async function pickerRow(code: string, status?: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByText('添加商品'))
  if (status) fireEvent.click(within(document.querySelector('.stock-item-picker__statuses') as HTMLElement).getByText(status))
  typeIn('搜索名称、品牌、型号、编码', code)
  fireEvent.click(screen.getByText('搜索'))
  return (await screen.findByText(code)).closest('.stock-item') as HTMLElement
}

describe('one channel per piece: the stock order item picker', () => {
  it('greys out a consigned piece with where it is, and does not pick it', async () => {
    await consignPiece(PIECE)
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true })
    const row = await pickerRow(PIECE)
    expect(row).toHaveAttribute('aria-disabled', 'true')
    expect(row).toHaveClass('stock-item--disabled')
    expect(within(row).getByText('寄拍审核中')).toHaveClass('stock-channel--consign_review')
    expect(within(row).getByText('该货品已在寄拍（审核中），请先撤回再锁单')).toBeInTheDocument()
    fireEvent.click(row)
    expect(uiLog.toasts.at(-1)?.title).toBe('该货品已在寄拍（审核中），请先撤回再锁单')
    expect(screen.getByText('完成')).toBeInTheDocument()
    expect(screen.queryByText('完成（已选1件）')).not.toBeInTheDocument()
  })

  it('picks a free piece as before, its state shown', async () => {
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true })
    const row = await pickerRow(PIECE)
    expect(row).not.toHaveAttribute('aria-disabled')
    expect(within(row).getByText('在库')).toBeInTheDocument()
    fireEvent.click(row)
    expect(screen.getByText('完成（已选1件）')).toBeInTheDocument()
  })

  it('a delivery may take a sold piece but not one out for recycling', async () => {
    await recyclePiece(PIECE)
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true })
    const row = await pickerRow(PIECE, '在库')
    expect(within(row).getByText('该货品已在回收中，请先取消回收再发货')).toBeInTheDocument()
    expect(within(row).getByText('回收中')).toBeInTheDocument()
  })

  it('a piece opened with the page (?itemIds=) and consigned meanwhile is named for removal, the server not asked', async () => {
    const item = stockItemByCode(PIECE)
    await consignPiece(PIECE)
    renderPage(<LockCreatePage />, 'pages/stock/order/lock/create/index', { signedIn: true, query: { itemIds: String(item.id) } })
    await screen.findByText(item.title)
    typeIn('请输入买家姓名', '孙先生')
    typeIn('请输入买家手机号', '13712345678')
    typeIn('请输入定金，无定金填0', '0')
    fireEvent.click(screen.getByText('确认锁单'))
    expect(await screen.findByText(`「${item.title}」该货品已在寄拍（审核中），请先撤回再锁单，请移除`)).toBeInTheDocument()
    expect(item.status).toBe('IN_STOCK')
  })
})

describe('one channel per piece: the item page says where the piece is', () => {
  const open = () => renderPage(<ItemDetailPage />, 'pages/stock/inventory/stock/detail/index', { signedIn: true, query: { id: String(stockItemByCode(PIECE).id) } })
  const channelCard = async () => (await screen.findByText('当前去向')).closest('.detail-card') as HTMLElement

  it('a consigned piece links to its consignment, and offers no lock, sale, delivery or deletion', async () => {
    const id = await consignPiece(PIECE)
    open()
    const card = await channelCard()
    expect(within(card).getByText('寄拍审核中')).toBeInTheDocument()
    expect(within(card).getByText('寄拍')).toBeInTheDocument()
    fireEvent.click(within(card).getByText('查看'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/product/smu/detail/index?id=${id}`))
    expect(screen.queryByText('锁单')).not.toBeInTheDocument()
    expect(screen.queryByText('线下开单')).not.toBeInTheDocument()
    expect(screen.getByText('查看拍品')).toBeInTheDocument()
    fireEvent.click(screen.getByText('更多'))
    expect(await screen.findByRole('menuitem', { name: '全部操作记录' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '删除' })).not.toBeInTheDocument()
  })

  it('a piece out for recycling links to the recycling order', async () => {
    const id = await recyclePiece(PIECE)
    open()
    const card = await channelCard()
    expect(within(card).getByText('回收中')).toBeInTheDocument()
    fireEvent.click(within(card).getByText('查看'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/recycle/seller/bidding/detail/index?id=${id}`))
  })

  it('a free piece says 在库 and keeps its lock, delivery and sale buttons', async () => {
    open()
    const card = await channelCard()
    expect(within(card).getByText('在库')).toBeInTheDocument()
    expect(screen.getByText('锁单')).toBeInTheDocument()
    expect(screen.getByText('线下开单')).toBeInTheDocument()
  })
})
