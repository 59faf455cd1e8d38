import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { MAINTAIN_PENDING_STORAGE, MAINTAIN_SCREENS } from '@test/maintain-screens'
import { failWithEnvelope } from '@test/server'
import { shopStocks } from '@mocks/db'
import { maintainState } from '@mocks/db/maintain'
import { yuan } from '@/shared/format/money'
import { readDraft } from '@/shared/hooks/use-draft'
import HomePage from '@/pages/maintain/home/index'
import SpuSkuPage from '@/pages/maintain/spu-sku/index'
import CreatePage from '@/pages/maintain/order/create/index'
import ConfirmPage from '@/pages/maintain/order/confirm/index'
import SuccessPage from '@/pages/maintain/order/confirm-success/index'
import { maintainApi } from '../api'
import { estimateText, LIABILITY_ACK_TEXT, SERVICES } from '../machine'
import { CREATE_DRAFT_KEY, readPending, savePending } from '../shared'

const footerButton = (text: string) =>
  [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].find((button) => button.textContent?.startsWith(text)) as HTMLElement
const photoCount = () => document.querySelectorAll('.photo-picker__image').length
const ITEM = { source: 'catalogue', category: '箱包', brandName: '爱马仕', model: 'Kelly 28' }

async function typeArea(placeholder: string, value: string) {
  const area = await waitFor(() => {
    const found = screen.getAllByPlaceholderText(placeholder).find((element) => element.tagName === 'TEXTAREA')
    if (!found) throw new Error('the textarea is not mounted yet')
    return found
  })
  fireEvent.input(area, { target: { value }, detail: { value } })
}

describe('care home', () => {
  it('shows what can be cared for, prices from and turnaround as ranges, and the order counts', async () => {
    renderPage(<HomePage />, 'pages/maintain/home/index', { signedIn: true })
    expect(screen.getByText('清洁')).toBeInTheDocument()
    expect(screen.getAllByText('周期 7–15 天（以工坊诊断为准）').length).toBeGreaterThan(0)
    expect(screen.getAllByText('周期 2–6 周（以工坊诊断为准）').length).toBe(2)
    expect(screen.getByText(`${yuan(SERVICES[0].lowCents)} 起`)).toBeInTheDocument()
    await waitFor(() => expect(document.querySelector('.cell')?.textContent).toContain('1'))
    fireEvent.click(footerButton('立即下单'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/maintain/spu-sku/index'))
  })
})

describe('spu-sku', () => {
  it('asks for the category, brand and model; a catalogue model is picked; then create opens with them', async () => {
    renderPage(<SpuSkuPage />, 'pages/maintain/spu-sku/index', { signedIn: true })
    fireEvent.click(footerButton('下一步'))
    expect(await screen.findByText('请选择养护品类')).toBeInTheDocument()
    expect(screen.getByText('请选择品牌')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: '箱包' }))
    await waitFor(() => expect(screen.queryByText('请选择养护品类')).not.toBeInTheDocument())
    fireEvent.click(screen.getByText('从品牌列表选择'))
    typeIn('搜索品牌，中英文均可', '爱马仕')
    const row = await waitFor(() => {
      const found = [...document.querySelectorAll('.brand-index__row')].find((candidate) => candidate.querySelector('.brand-index__name')?.textContent === '爱马仕')
      if (!found) throw new Error('no brand row')
      return found
    })
    fireEvent.click(row)
    const models = await screen.findByRole('radiogroup', { name: '目录款式' })
    const first = models.querySelector('[role="radio"]') as HTMLElement
    const model = first.textContent!
    fireEvent.click(first)
    fireEvent.click(footerButton('下一步'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/maintain\/order\/create\/index\?source=catalogue&category=/))
    expect(decodeURIComponent(navigationLog.at(-1)!.url)).toContain(`model=${model}`)
  })
})

describe('spu-sku from stock', () => {
  it('a stock piece carries its brand, model and cost (the declared value) into create', async () => {
    const item = shopStocks()[20001].items.find((candidate) => candidate.status === 'IN_STOCK' && candidate.category === '箱包' && (candidate.costCents ?? 0) > 0)!
    // A cost with fen over half a yuan: the declared value is whole yuan, never above the cost.
    item.costCents = 1_234_567
    renderPage(<SpuSkuPage />, 'pages/maintain/spu-sku/index', { signedIn: true })
    fireEvent.click(screen.getByText('选择库存商品 ›'))
    typeIn('搜索名称、品牌、型号、编码', item.code)
    fireEvent.click(screen.getByText('搜索'))
    fireEvent.click(await screen.findByText(item.code))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/maintain\/order\/create\/index\?source=stock&stockItemId=/))
    const query = new URLSearchParams(navigationLog.at(-1)!.url.split('?')[1])
    expect(query.get('stockCode')).toBe(item.code)
    expect(query.get('brandName')).toBe(item.brand)
    expect(query.get('declared')).toBe('12345')
  })
})

describe('create', () => {
  const open = () => renderPage(<CreatePage />, 'pages/maintain/order/create/index', { signedIn: true, query: ITEM })

  it('says what is missing, shows the estimate as a 预估 range; the next step keeps the order for confirm', async () => {
    open()
    expect(screen.getByText('爱马仕 Kelly 28')).toBeInTheDocument()
    fireEvent.click(footerButton('下一步'))
    expect(await screen.findByText('请选择养护项目')).toBeInTheDocument()
    expect(screen.getByText('请上传至少1张问题部位的照片')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '清洁' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '补色' }))
    await waitFor(() => expect(screen.queryByText('请选择养护项目')).not.toBeInTheDocument())
    expect(screen.getByText(estimateText(['clean', 'recolor']))).toBeInTheDocument()
    await typeArea('如：四角磨损褪色、提手边油开裂、五金划痕', '四角褪色')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    typeIn('整数元，用于保价与赔付', '80000.5')
    fireEvent.click(footerButton('下一步'))
    expect(await screen.findByText('声明价值请填写整数元')).toBeInTheDocument()
    typeIn('整数元，用于保价与赔付', '80000')
    await waitFor(() => expect(screen.queryByText('声明价值请填写整数元')).not.toBeInTheDocument())
    fireEvent.click(footerButton('下一步'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/maintain/order/confirm/index'))
    expect(readPending()).toMatchObject({ brandName: '爱马仕', model: 'Kelly 28', services: ['clean', 'recolor'], declaredValueCents: 8_000_000 })
  })

  it('keeps what was typed as a draft (back and reopen)', async () => {
    const first = open()
    fireEvent.click(screen.getByRole('checkbox', { name: '定型' }))
    await waitFor(() => expect(readDraft<{ services: string[] }>(CREATE_DRAFT_KEY)?.services).toEqual(['reshape']))
    first.unmount()
    open()
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '定型' })).toHaveAttribute('aria-checked', 'true')
  })

  it('a kept draft under another item: its problem, photos and declared value do not carry over; the same item keeps them', async () => {
    const first = open()
    await typeArea('如：四角磨损褪色、提手边油开裂、五金划痕', '四角褪色')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    typeIn('整数元，用于保价与赔付', '80000')
    fireEvent.click(screen.getByRole('checkbox', { name: '清洁' }))
    await waitFor(() => expect(readDraft<{ declared: string; photos: string[] }>(CREATE_DRAFT_KEY)).toMatchObject({ declared: '80000', photos: [expect.any(String)] }))
    first.unmount()

    // The same item again (back and in): what was typed for it stays.
    const again = open()
    expect(await screen.findByDisplayValue('四角褪色')).toBeInTheDocument()
    expect(screen.getByDisplayValue('80000')).toBeInTheDocument()
    expect(photoCount()).toBe(1)
    again.unmount()

    // Back to spu-sku and another piece picked: create opens with it, nothing of the other piece.
    renderPage(<CreatePage />, 'pages/maintain/order/create/index', {
      signedIn: true,
      query: { source: 'catalogue', category: '鞋履', brandName: '古驰', model: 'Horsebit 乐福鞋' },
    })
    expect(await screen.findByText('古驰 Horsebit 乐福鞋')).toBeInTheDocument()
    expect(screen.queryByDisplayValue('四角褪色')).not.toBeInTheDocument()
    expect(screen.queryByDisplayValue('80000')).not.toBeInTheDocument()
    expect(photoCount()).toBe(0)
  })
})

describe('confirm', () => {
  const pending = {
    source: 'catalogue' as const,
    stockItemId: null,
    stockCode: '',
    skuId: null,
    category: '箱包',
    brandName: '爱马仕',
    model: 'Kelly 28',
    problem: '四角褪色',
    photos: ['/mock-images/goods-0.svg'],
    services: ['clean'],
    declaredValueCents: 8_000_000,
  }

  it('will not confirm before the liability rule is accepted; then makes the order and opens confirm-success', async () => {
    savePending(pending)
    renderPage(<ConfirmPage />, 'pages/maintain/order/confirm/index', { signedIn: true })
    expect(screen.getByText(/按商品养护前的成色与您填写的声明价值/)).toBeInTheDocument()
    const before = maintainState().orders.length
    fireEvent.click(footerButton('确认下单'))
    expect(await screen.findByText(LIABILITY_ACK_TEXT)).toBeInTheDocument()
    expect(maintainState().orders.length).toBe(before)
    fireEvent.click(screen.getByRole('checkbox'))
    await waitFor(() => expect(screen.queryByText(LIABILITY_ACK_TEXT)).not.toBeInTheDocument())
    fireEvent.click(footerButton('确认下单'))
    await waitFor(() => expect(maintainState().orders.length).toBe(before + 1))
    const made = maintainState().orders.at(-1)!
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/maintain/order/confirm-success/index?id=${made.id}` }))
    expect(readPending()).toBeNull()
  })

  it('a server refusal is said and what was entered stays', async () => {
    savePending(pending)
    failWithEnvelope(maintainApi.create.path, 400, '声明价值不超过¥2,000,000.00')
    renderPage(<ConfirmPage />, 'pages/maintain/order/confirm/index', { signedIn: true })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(footerButton('确认下单'))
    expect(await screen.findByText('声明价值不超过¥2,000,000.00')).toBeInTheDocument()
    expect(uiLog.toasts.map((toast) => toast.title)).toContain('声明价值不超过¥2,000,000.00')
    expect(readPending()).not.toBeNull()
  })

  it('opens on the order as the weapp check stores it (MAINTAIN_PENDING_STORAGE)', async () => {
    for (const [key, value] of Object.entries(MAINTAIN_PENDING_STORAGE)) Taro.setStorageSync(key, value)
    renderPage(<ConfirmPage />, 'pages/maintain/order/confirm/index', { signedIn: true })
    const screenOf = MAINTAIN_SCREENS.find((entry) => entry.route === 'pages/maintain/order/confirm/index' && entry.storage)!
    for (const text of screenOf.shows) expect(document.body.textContent).toContain(text)
  })

  it("the liability rule is ticked with the form kit's check field", async () => {
    savePending(pending)
    renderPage(<ConfirmPage />, 'pages/maintain/order/confirm/index', { signedIn: true })
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意：按养护前成色与声明价值核定赔付' })
    expect(box.closest('.form-check')).not.toBeNull()
    fireEvent.click(footerButton('确认下单'))
    expect(await screen.findByText(LIABILITY_ACK_TEXT, { selector: '.form-check .form-field__error' })).toBeInTheDocument()
  })

  it('opened cold, without an order to confirm: says what to do, with the way to fill one in and back to the care home', async () => {
    renderPage(<ConfirmPage />, 'pages/maintain/order/confirm/index', { signedIn: true })
    expect(screen.getByText('没有待确认的养护订单')).toBeInTheDocument()
    expect(screen.getByText(/请先选择商品并填写养护信息。已提交的订单在「我的养护订单」中查看/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '去填写' }))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/maintain/spu-sku/index' }))
  })

  it('opened cold: the way back to the care home', async () => {
    renderPage(<ConfirmPage />, 'pages/maintain/order/confirm/index', { signedIn: true })
    fireEvent.click(screen.getByRole('button', { name: '养护首页' }))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/maintain/home/index'))
  })

  it('opened cold with a create draft kept: offers to go on filling it in', async () => {
    const typed = renderPage(<CreatePage />, 'pages/maintain/order/create/index', { signedIn: true, query: ITEM })
    fireEvent.click(screen.getByRole('checkbox', { name: '定型' }))
    await waitFor(() => expect(readDraft(CREATE_DRAFT_KEY)).toBeDefined())
    typed.unmount()
    renderPage(<ConfirmPage />, 'pages/maintain/order/confirm/index', { signedIn: true })
    expect(screen.getByText(/上次填写的内容还在/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '继续填写' }))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/maintain/order/create/index' }))
  })
})

describe('confirm-success', () => {
  it('shows the order number and the way on: 去寄出', async () => {
    renderPage(<SuccessPage />, 'pages/maintain/order/confirm-success/index', { signedIn: true, query: { id: '9101' } })
    expect(await screen.findByText('下单成功')).toBeInTheDocument()
    fireEvent.click(await screen.findByText('去寄出'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/maintain/order/send/index?id=9101'))
  })
})
