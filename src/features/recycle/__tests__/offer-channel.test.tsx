import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { consignPiece } from '@test/channel'
import { stockItemByCode } from '@test/stock'
import SellerHomePage from '@/pages/recycle/seller/home/index'

/** Issue 27: a piece consigned to an auction could be published for recycling bids as well. */
const PIECE = 'ZP09998'

async function stockPickerRow(code: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByText('从库存选择'))
  typeIn('搜索名称、品牌、型号、编码', code)
  fireEvent.click(screen.getByText('搜索'))
  return (await screen.findByText(code)).closest('.stock-item') as HTMLElement
}

describe('recycle offer: the from-stock picker shows where each piece is', () => {
  const open = () => renderPage(<SellerHomePage />, 'pages/recycle/seller/home/index', { signedIn: true })

  it('greys out a consigned piece with why, and does not take it', async () => {
    await consignPiece(PIECE)
    open()
    const row = await stockPickerRow(PIECE)
    expect(row).toHaveAttribute('aria-disabled', 'true')
    expect(within(row).getByText('寄拍审核中')).toBeInTheDocument()
    expect(within(row).getByText('该货品已在寄拍（审核中），请先撤回再回收')).toBeInTheDocument()
    fireEvent.click(row)
    expect(uiLog.toasts.at(-1)?.title).toBe('该货品已在寄拍（审核中），请先撤回再回收')
    expect(document.querySelector('.offer-form__chosen')?.textContent ?? '').not.toContain(PIECE)
  })

  it('a free piece is taken as before', async () => {
    open()
    fireEvent.click(await stockPickerRow(PIECE))
    await waitFor(() => expect(document.querySelector('.offer-form__chosen')).toHaveTextContent(`库存 ${stockItemByCode(PIECE).code}`))
  })
})
