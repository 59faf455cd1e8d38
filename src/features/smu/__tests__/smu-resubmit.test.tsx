import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { productCatalogue, shopStocks } from '@mocks/db'
import { smuRecords } from '@mocks/handlers/smu'
import SmuDetailPage from '@/pages/product/smu/detail/index'
import SmuFormPage from '@/pages/product/smu/form/index'
import SmuPricePage from '@/pages/product/smu/setting-price/index'
import { DESCRIPTION_MAX, proceedsPreview, resubmitStep } from '../rules'
import { AMOUNT_MAX_TEXT } from '@/shared/rules/amount'

const demoRecords = () => smuRecords()[20001]
const recordIn = (status: string) => demoRecords().find((record) => record.status === status)!

describe('修改后重新提交 opens the step the rejection names', () => {
  it('a photo rejection opens the form with the photos first and the reason at them, not the prices', async () => {
    const rejected = recordIn('rejected')
    expect(rejected.rejectField).toBe('photos')
    renderPage(<SmuDetailPage />, 'pages/product/smu/detail/index', { signedIn: true, query: { id: String(rejected.id) } })
    fireEvent.click(await screen.findByText('修改后重新提交'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/smu/form/index?id=${rejected.id}&focus=photos`)

    renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true, query: { id: String(rejected.id), focus: 'photos' } })
    const reason = await screen.findByText(`未通过原因：${rejected.rejectReason}`, { selector: '.photo-picker__hint--error' })
    // under the photos field, the one scrolled to
    expect(reason.closest('[id]')?.id).toMatch(/-photos$/)
  })

  it('a rejection of the prices opens the price step; one naming nothing opens the form', () => {
    expect(resubmitStep('prices')).toBe('price')
    expect(resubmitStep('photos')).toBe('form')
    expect(resubmitStep('description')).toBe('form')
    expect(resubmitStep(null)).toBe('form')
  })

  it('opens the prices when the rejection names them', async () => {
    const rejected = recordIn('rejected')
    rejected.rejectField = 'prices'
    renderPage(<SmuDetailPage />, 'pages/product/smu/detail/index', { signedIn: true, query: { id: String(rejected.id) } })
    fireEvent.click(await screen.findByText('修改后重新提交'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/smu/setting-price/index?id=${rejected.id}`)
  })
})

describe('寄拍 form from a SKU and its description counter', () => {
  it('寄拍这款 (?skuId=) opens the form with that SKU chosen', async () => {
    const sku = productCatalogue().skus[7]
    renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true, query: { skuId: String(sku.id) } })
    await waitFor(() => expect(document.querySelector('.smu-chosen')).toHaveTextContent(sku.name))
    expect(document.querySelector('.smu-chosen')).toHaveTextContent('商品库')
  })

  it('counts the description against its limit', async () => {
    renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true })
    expect(await screen.findByText(`0/${DESCRIPTION_MAX}`)).toBeInTheDocument()
    const note = screen.getAllByPlaceholderText('成色细节、购买渠道、使用情况等').at(-1)!
    fireEvent.input(note, { target: { value: '五金有轻微划痕' }, detail: { value: '五金有轻微划痕' } })
    expect(await screen.findByText(`7/${DESCRIPTION_MAX}`)).toBeInTheDocument()
  })
})

describe('the price page', () => {
  const open = (id: number) => renderPage(<SmuPricePage />, 'pages/product/smu/setting-price/index', { signedIn: true, query: { id: String(id) } })

  it('bounds 预计到手: an absurd reserve shows the server’s refusal live, a reserve under the start the rule, never a figure', async () => {
    const draft = demoRecords().find((record) => record.status === 'draft' && record.photos.length > 0)!
    open(draft.id)
    await screen.findByPlaceholderText('不低于¥100')
    typeIn('不低于¥100', '12000')
    typeIn('不低于起拍价', '949999999999.05')
    const line = () => document.querySelector('.smu-price__fee')!
    await waitFor(() => expect(line()).toHaveTextContent(`保留价不能超过${AMOUNT_MAX_TEXT}`))
    expect(line()).toHaveClass('smu-price__fee--refused')
    expect(line().textContent).not.toMatch(/预计到手/)
    typeIn('不低于起拍价', '50')
    await waitFor(() => expect(line()).toHaveTextContent('保留价不能低于起拍价'))
    expect(line().textContent).not.toMatch(/预计到手/)
    typeIn('不低于起拍价', '20000')
    await waitFor(() => expect(line()).toHaveTextContent('服务费 ¥1,000，预计到手 ¥19,000'))
  })

  it('the rule without a start: the lowest start is named', () => {
    expect(proceedsPreview(null, 5000)).toEqual({ text: '保留价不能低于起拍价（起拍价最低¥100）', refused: true })
    expect(proceedsPreview(null, null)).toEqual({ text: '输入保留价后显示', refused: false })
  })

  it('shows 参考价 and 近90天成交 from the catalogue for a SKU', async () => {
    const draft = demoRecords().find((record) => record.status === 'draft' && record.skuId !== null)!
    const sku = productCatalogue().byId.get(draft.skuId!)!
    open(draft.id)
    const ref = await screen.findByText('参考价')
    await waitFor(() => expect(ref.parentElement).toHaveTextContent(`¥${(sku.refPriceCents / 100).toLocaleString('en-US')}`))
    const deals = screen.getByText('近90天成交').parentElement!
    await waitFor(() => expect(deals).toHaveTextContent(sku.dealCount ? `${sku.dealCount}笔` : '暂无成交'))
  })

  it('shows 成本 from stock for a piece from stock', async () => {
    const fromStock = recordIn('in_review')
    // the seeded one from stock, made editable for the try
    fromStock.status = 'draft'
    const item = shopStocks()[20001].items.find((entry) => entry.id === fromStock.stockItemId)!
    open(fromStock.id)
    const cost = await screen.findByText('成本')
    await waitFor(() => expect(cost.parentElement).toHaveTextContent(`¥${((item.costCents ?? 0) / 100).toLocaleString('en-US')}`))
    expect(screen.queryByText('参考价')).not.toBeInTheDocument()
  })
})
