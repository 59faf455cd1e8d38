import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { recyclePiece } from '@test/channel'
import { demoStock, stockItemByCode } from '@test/stock'
import SmuFormPage from '@/pages/product/smu/form/index'

/** Issue 27: a piece out for recycling could be consigned too, the picker showing it 在库. */
const PIECE = 'ZP09998'

async function stockPickerRow(code: string, status?: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByText('从库存选择'))
  if (status) fireEvent.click(within(document.querySelector('.stock-item-picker__statuses') as HTMLElement).getByText(status))
  typeIn('搜索名称、品牌、型号、编码', code)
  fireEvent.click(screen.getByText('搜索'))
  return (await screen.findByText(code)).closest('.stock-item') as HTMLElement
}

describe('smu form: the stock picker shows where each piece is', () => {
  it('greys out a piece out for recycling with why, and leaves the form without it', async () => {
    await recyclePiece(PIECE)
    renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true })
    const row = await stockPickerRow(PIECE)
    expect(row).toHaveAttribute('aria-disabled', 'true')
    expect(within(row).getByText('回收中')).toBeInTheDocument()
    expect(within(row).getByText('该货品已在回收中，请先取消回收再寄拍')).toBeInTheDocument()
    fireEvent.click(row)
    expect(uiLog.toasts.at(-1)?.title).toBe('该货品已在回收中，请先取消回收再寄拍')
    expect(document.querySelector('.smu-chosen')).toBeNull()
  })

  it('lists locked pieces too, greyed out', async () => {
    const locked = demoStock().items.find((item) => item.status === 'LOCKED')!
    renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true })
    const row = await stockPickerRow(locked.code, '已锁单')
    expect(within(row).getByText('该货品已在锁单中，请先释放锁单再寄拍')).toBeInTheDocument()
  })

  it('a free piece is picked as before', async () => {
    renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true })
    fireEvent.click(await stockPickerRow(PIECE))
    await waitFor(() => expect(document.querySelector('.smu-chosen')).toHaveTextContent(`库存 ${stockItemByCode(PIECE).code}`))
  })
})
