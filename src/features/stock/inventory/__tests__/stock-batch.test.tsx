import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import StockListPage from '@/pages/stock/inventory/stock/list/index'
import { typeIn } from '@test/dom'
import { demoStock, stockItemByCode } from '@test/stock'

const sheet = () => document.querySelector('.stock-sheet') as HTMLElement

/** The list in selection mode with these items chosen. */
async function choose(...codes: string[]) {
  renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
  await screen.findByText('ZP10000')
  fireEvent.click(screen.getByText('批量'))
  for (const code of codes) fireEvent.click(screen.getByText(code))
  expect(screen.getByText(`已选 ${codes.length} 件`)).toBeInTheDocument()
}

async function openSheet(action: '改价' | '移库位') {
  fireEvent.click(screen.getByText(action))
  await waitFor(() => expect(sheet()).not.toBeNull())
}

describe('batch actions on the inventory list', () => {
  it('全选 takes the loaded rows (saying so while more are to load), and again clears them', async () => {
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index', { signedIn: true })
    await screen.findByText('ZP10000')
    fireEvent.click(screen.getByText('批量'))
    fireEvent.click(screen.getByText('全选'))
    expect(screen.getByText('已选 50 件')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('已选中已加载的 50 件，继续下滑可加载更多')
    expect(screen.getByRole('checkbox', { name: '全选' })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByText('全选'))
    expect(screen.getByText('已选 0 件')).toBeInTheDocument()
  })

  it('sets the peer price of the chosen items, shows them repriced in place and ends the selection', async () => {
    await choose('ZP10000', 'ZP09999')
    await openSheet('改价')
    fireEvent.click(within(sheet()).getByText('确定改价'))
    expect(await within(sheet()).findByText('请输入同行价或零售价')).toBeInTheDocument()
    typeIn('新的同行价，单位：元', '12.345')
    fireEvent.click(within(sheet()).getByText('确定改价'))
    expect(await within(sheet()).findByText('金额格式不正确，最多两位小数')).toBeInTheDocument()
    const retail = stockItemByCode('ZP10000').retailCents
    typeIn('新的同行价，单位：元', '128000')
    fireEvent.click(within(sheet()).getByText('确定改价'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('已将 2 件改为同行价 ¥128,000'))
    expect(stockItemByCode('ZP10000').peerPriceCents).toBe(12800000)
    expect(stockItemByCode('ZP09999').peerPriceCents).toBe(12800000)
    // the other price stays
    expect(stockItemByCode('ZP10000').retailCents).toBe(retail)
    expect(demoStock().logs[0]).toMatchObject({ action: 'UPDATE', detail: '批量改价：同行价 ¥128,000' })
    await waitFor(() => expect(screen.getByText('ZP10000').closest('.stock-item')!.querySelector('.stock-price--peer')).toHaveTextContent('同行价¥128,000'))
    expect(screen.getByText('批量')).toBeInTheDocument()
  })

  it('says why the server refused a price change (an item sold meanwhile), changes nothing and keeps the selection', async () => {
    await choose('ZP10000', 'ZP09999')
    const before = stockItemByCode('ZP10000').retailCents
    // sold on another phone meanwhile
    stockItemByCode('ZP09999').status = 'SOLD'
    await openSheet('改价')
    typeIn('新的零售价，单位：元', '150000')
    fireEvent.click(within(sheet()).getByText('确定改价'))
    const refusal = `「${stockItemByCode('ZP09999').title}」当前状态不可操作（已售出）`
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(refusal))
    expect(within(sheet()).getByText(refusal)).toBeInTheDocument()
    expect(stockItemByCode('ZP10000').retailCents).toBe(before)
    // the rows show what the server holds: the sold one leaves the selection
    await waitFor(() => expect(screen.getByText('已选 1 件')).toBeInTheDocument())
  })

  it('moves the chosen items to a usual location or one typed', async () => {
    await choose('ZP10000', 'ZP09999')
    await openSheet('移库位')
    fireEvent.click(within(sheet()).getByText('确定移动'))
    expect(await within(sheet()).findByText('请选择或输入库位')).toBeInTheDocument()
    typeIn('如 仓库C区，12字以内', '仓库C区')
    fireEvent.click(within(sheet()).getByText('确定移动'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('已将 2 件移至仓库C区'))
    expect(stockItemByCode('ZP10000').location).toBe('仓库C区')
    expect(stockItemByCode('ZP09999').location).toBe('仓库C区')
    await waitFor(() => expect(screen.getByText('ZP10000').closest('.stock-item')!.querySelector('.stock-item__location')).toHaveTextContent('仓库C区'))

    fireEvent.click(screen.getByText('批量'))
    fireEvent.click(screen.getByText('ZP10000'))
    await openSheet('移库位')
    fireEvent.click(within(sheet()).getByText('保险柜'))
    fireEvent.click(within(sheet()).getByText('确定移动'))
    await waitFor(() => expect(stockItemByCode('ZP10000').location).toBe('保险柜'))
    expect(demoStock().logs[0]).toMatchObject({ action: 'UPDATE', detail: '移库位：仓库C区 → 保险柜' })
  })

  it('says why the server refused a move, and moves nothing', async () => {
    await choose('ZP10000')
    stockItemByCode('ZP10000').status = 'DELETED'
    await openSheet('移库位')
    fireEvent.click(within(sheet()).getByText('仓库B区'))
    fireEvent.click(within(sheet()).getByText('确定移动'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('商品不存在或已删除'))
    expect(stockItemByCode('ZP10000').location).not.toBe('仓库B区')
  })

  it('asks for a choice before a sheet opens', async () => {
    await choose()
    fireEvent.click(screen.getByText('改价'))
    expect(uiLog.toasts.at(-1)?.title).toBe('请先选择商品')
    expect(sheet()).toBeNull()
  })
})
