import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdUploads, recordQueries } from '@test/server'
import { shopStocks } from '@mocks/db'
import { bringDue, recycleState } from '@mocks/db/recycle'
import { mockClock } from '@mocks/lib/clock'
import { TRACKING_REFRESH_MS } from '@/features/express'
import { shipRecycle } from '@test/express'
import { returnChosenAddress } from '@/features/account'
import { yuan } from '@/shared/format/money'
import SellerHomePage from '@/pages/recycle/seller/home/index'
import GuidePage from '@/pages/recycle/guide/index'
import ExpressPage from '@/pages/recycle/seller/bidding/express-progress/index'
import ReturnPage from '@/pages/recycle/seller/bidding/return/index'
import RecheckPage from '@/pages/recycle/seller/bidding/recheck-inquiry/index'
import { FEE_MIN_CENTS, feeCents, payoutCents, RECHECK_ANSWER_HOURS } from '../machine'
import { typeIn } from '@test/dom'

/** A multi-line field (Taro's web component holds the real textarea, mounted a moment later). */
const textArea = (placeholder: string) =>
  waitFor(() => {
    const found = screen.getAllByPlaceholderText(placeholder).find((element) => element.tagName === 'TEXTAREA')
    if (!found) throw new Error('the textarea is not mounted yet')
    return found
  })
const typeArea = async (placeholder: string, value: string) => fireEvent.input(await textArea(placeholder), { target: { value }, detail: { value } })
const order = (id: number) => recycleState().orders.find((candidate) => candidate.id === id)!
const photoCount = () => document.querySelectorAll('.photo-picker__image').length
const radio = (name: string) => screen.getByRole('radio', { name })
const modalTitles = () => uiLog.modals.map((modal) => modal.title)
const DRAFT_NOTE = '已恢复上次未提交的内容'
/** The brand from the platform's list: the 品牌 row opens the list, searched, one row tapped. */
async function pickBrand(name: string) {
  fireEvent.click(screen.getByText('品牌', { selector: '.form-field__label, .form-field__label *' }).closest('.form-field__row')!)
  typeIn('搜索品牌，中英文均可', name)
  const row = await waitFor(() => {
    const found = [...document.querySelectorAll('.brand-index__row')].find((candidate) => candidate.querySelector('.brand-index__name')?.textContent === name)
    if (!found) throw new Error(`no brand row ${name}`)
    return found
  })
  fireEvent.click(row)
}
const brandShown = () => screen.getByText('品牌', { selector: '.form-field__label, .form-field__label *' }).closest('.form-field__row')!.querySelector('.form-field__value')!

async function addPhotos(count: number) {
  for (let n = 0; n < count; n += 1) {
    const before = photoCount()
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(before + 1))
  }
}

describe('seller home: 发布回收', () => {
  const open = () => renderPage(<SellerHomePage />, 'pages/recycle/seller/home/index', { signedIn: true })
  const fillNew = async () => {
    typeIn('如：爱马仕 Birkin 30 金扣', '爱马仕 Kelly 28 金扣')
    await pickBrand('爱马仕')
    fireEvent.click(radio('箱包'))
    fireEvent.click(radio('95新'))
    fireEvent.click(screen.getByRole('checkbox', { name: '防尘袋' }))
    await addPhotos(3)
  }
  const newest = () => recycleState().orders.reduce((last, candidate) => (candidate.id > last.id ? candidate : last))

  it('shows the counts as figures opening their list tab, and the entries', async () => {
    open()
    const figure = (label: string) => screen.getByText(label, { selector: '.seller-home__label' }).parentElement!
    await waitFor(() => expect(figure('待确认验货价')).toHaveTextContent(/^1待确认验货价$/))
    expect(figure('估价中')).toHaveTextContent(/^1估价中$/)
    expect(figure('竞价中')).toHaveTextContent(/^2竞价中$/)
    fireEvent.click(figure('待确认验货价'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/order/list/index?tab=inspected')
    await act(() => new Promise((done) => setTimeout(done, 350)))
    fireEvent.click(figure('估价中'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/bidding/list/index?tab=estimating')
    for (const entry of ['竞价订单', '回收订单', '回收指南', '回收专区']) expect(screen.getByText(entry)).toBeInTheDocument()

    // Pull-down asks the counts again.
    const asked = recordQueries('/recycle/seller/counts')
    await act(() => firePageEvent('pullDownRefresh'))
    expect(asked).toHaveLength(1)
  })

  it('says what is wrong under each field, clears a message once fixed, and opens the new order on success', async () => {
    open()
    fireEvent.click(await screen.findByText('发布竞价'))
    expect(await screen.findByText('请填写商品名称')).toBeInTheDocument()
    expect(screen.getByText('请选择品牌')).toBeInTheDocument()
    expect(screen.getByText('请选择品类')).toBeInTheDocument()
    expect(screen.getByText('请选择成色')).toBeInTheDocument()
    expect(screen.getByText('请至少上传3张图片（正面、背面、细节）')).toBeInTheDocument()
    typeIn('选填，单位：元', '0')
    expect(await screen.findByText('期望价格需大于0')).toBeInTheDocument()

    typeIn('如：爱马仕 Birkin 30 金扣', '爱马仕 Kelly 28 金扣')
    expect(screen.queryByText('请填写商品名称')).not.toBeInTheDocument()
    expect(screen.getByText('请选择品牌')).toBeInTheDocument()
    await fillNew()
    for (const message of ['请选择品牌', '请选择品类', '请选择成色', '请至少上传3张图片（正面、背面、细节）']) expect(screen.queryByText(message)).not.toBeInTheDocument()
    typeIn('选填，单位：元', '12000')
    expect(screen.queryByText('期望价格需大于0')).not.toBeInTheDocument()

    const before = newest().id
    fireEvent.click(screen.getByText('发布竞价'))
    await waitFor(() => expect(newest().id).toBeGreaterThan(before))
    const created = newest()
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/recycle/seller/bidding/detail/index?id=${created.id}`))
    expect(created).toMatchObject({ status: 'bidding', expectedPriceCents: 1200000 })
    expect(created.item).toMatchObject({ source: 'new', title: '爱马仕 Kelly 28 金扣', brandName: '爱马仕', category: '箱包', grade: '95新', accessories: ['防尘袋'] })
    expect(created.item.photos).toHaveLength(3)
    // The form is empty again for the next offer.
    expect(screen.getByPlaceholderText('如：爱马仕 Birkin 30 金扣')).toHaveValue('')
  })

  it('refuses a title naming a fake before sending, and the brand is picked from the platform list', async () => {
    open()
    const asked = recordQueries('/recycle/seller/offer')
    await screen.findByText('发布竞价')
    await fillNew()
    expect(brandShown()).toHaveTextContent('爱马仕')
    typeIn('如：爱马仕 Birkin 30 金扣', '爱马仕 Kelly 28 原单')
    fireEvent.click(screen.getByText('发布竞价'))
    expect(await screen.findByText('商品名称含有违禁词「原单」，平台不接受仿品')).toBeInTheDocument()
    expect(asked).toHaveLength(0)
  })

  it('takes an item from stock: its photos and fields carry over, with the stock code shown', async () => {
    const item = shopStocks()[20001].items.find((candidate) => candidate.status === 'IN_STOCK' && candidate.photos.length >= 3 && candidate.accessories.length > 0)!
    open()
    fireEvent.click(await screen.findByText('从库存选择'))
    typeIn('搜索名称、品牌、型号、编码', item.code)
    fireEvent.click(screen.getByText('搜索'))
    fireEvent.click(await screen.findByText(item.code))
    await waitFor(() => expect(document.querySelector('.offer-form__chosen')).toHaveTextContent(`库存 ${item.code}`))
    expect(screen.getByPlaceholderText('如：爱马仕 Birkin 30 金扣')).toHaveValue(item.title)
    expect(brandShown()).toHaveTextContent(item.brand)
    await waitFor(() => expect(photoCount()).toBe(Math.min(9, item.photos.length)))
    // A category or grade outside the platform's lists is left to pick.
    if (!document.querySelector('[aria-label="品类"] [aria-checked="true"]')) fireEvent.click(radio('箱包'))
    if (!document.querySelector('[aria-label="成色"] [aria-checked="true"]')) fireEvent.click(radio('95新'))
    fireEvent.click(screen.getByText('发布竞价'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/recycle\/seller\/bidding\/detail\/index\?id=\d+$/))
    const created = order(Number(navigationLog.at(-1)!.url.split('id=')[1]))
    expect(created.item).toMatchObject({ source: 'stock', stockItemId: item.id, title: item.title, brandName: item.brand })
    expect(created.item.photos).toHaveLength(Math.min(9, item.photos.length))
    expect(created.item.accessories.length).toBeGreaterThan(0)
  })

  it('keeps what was typed on the device: back and in again, and after the server refuses', async () => {
    const first = open()
    typeIn('如：爱马仕 Birkin 30 金扣', '百达翡丽 5711')
    await pickBrand('百达翡丽')
    fireEvent.click(radio('腕表'))
    first.unmount()

    const second = open()
    expect(await screen.findByText(DRAFT_NOTE)).toBeInTheDocument()
    expect(screen.getByPlaceholderText('如：爱马仕 Birkin 30 金扣')).toHaveValue('百达翡丽 5711')
    expect(radio('腕表')).toHaveAttribute('aria-checked', 'true')

    failWithEnvelope('/recycle/seller/offer', 500, '回收服务维护中')
    fireEvent.click(radio('99新'))
    await addPhotos(3)
    fireEvent.click(screen.getByText('发布竞价'))
    expect(await screen.findByText('回收服务维护中', { selector: '.offer-form__error' })).toBeInTheDocument()
    expect(brandShown()).toHaveTextContent('百达翡丽')
    expect(photoCount()).toBe(3)
    second.unmount()

    open()
    expect(await screen.findByText(DRAFT_NOTE)).toBeInTheDocument()
    expect(screen.getByPlaceholderText('如：爱马仕 Birkin 30 金扣')).toHaveValue('百达翡丽 5711')
    expect(radio('99新')).toHaveAttribute('aria-checked', 'true')
    await waitFor(() => expect(photoCount()).toBe(3))
  })

  it('先估价 sends it for estimates first', async () => {
    open()
    await fillNew()
    fireEvent.click(screen.getByText('先估价'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/recycle\/seller\/bidding\/detail\/index\?id=\d+$/))
    expect(order(Number(navigationLog.at(-1)!.url.split('id=')[1])).status).toBe('estimating')
  })

  it('waits for photos still uploading', async () => {
    const release = holdUploads('https://img.example.com/held.jpg')
    open()
    fireEvent.click(await screen.findByLabelText('添加图片'))
    await screen.findByLabelText('图片上传中')
    fireEvent.click(screen.getByText('发布竞价'))
    expect(uiLog.toasts.at(-1)?.title).toBe('图片上传中，请稍候')
    act(release)
  })
})

describe('寄送进度 and the ship form', () => {
  const open = (id: number) => renderPage(<ExpressPage />, 'pages/recycle/seller/bidding/express-progress/index', { signedIn: true, query: { id: String(id) } })
  const ADDRESS = { id: 31001, name: '王经理', phone: '13800138000', province: '广东省', city: '深圳市', district: '福田区', detail: '华强北路1002号', isDefault: true }

  it('ships 8104 with the express form: sender from the address book, self-shipped; the order is in transit and its tracking shows', async () => {
    open(8104)
    fireEvent.click(await screen.findByText('预约上门取件', { selector: '.nut-button *, .nut-button' }))
    expect(await screen.findByText('请选择寄件人')).toBeInTheDocument()
    expect(screen.getByText('请选择取件时段')).toBeInTheDocument()
    // Freight collect, and where it goes is the server's: the accepted buyer's receiving address, not editable.
    expect(screen.getByText('寄出运费：买家承担（到付）', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('李记名表回收仓', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('收件地址由订单确定，不可修改')).toBeInTheDocument()

    fireEvent.click(screen.getByLabelText('选择寄件人'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/account/address/list/index?addressId=0&mode=check')
    act(() => returnChosenAddress(ADDRESS))
    expect(await screen.findByText('王经理 13800138000')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('请选择寄件人')).not.toBeInTheDocument())
    fireEvent.click(radio('我已自行寄出'))
    fireEvent.click(radio('顺丰速运'))
    typeIn('按快递面单填写', 'SF1234567890')
    fireEvent.click(screen.getByText('提交寄件信息', { selector: '.nut-button *, .nut-button' }))

    await waitFor(() => expect(order(8104).status).toBe('in_transit'))
    expect(order(8104).shipment).toMatchObject({
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
      senderName: '王经理',
      senderPhone: '13800138000',
      senderAddress: '广东省深圳市福田区华强北路1002号',
      parcelId: expect.any(Number) as number,
    })
    expect(await screen.findByText('顺丰速运 SF1234567890')).toBeInTheDocument()
    expect(screen.getByText('寄往买家')).toBeInTheDocument()
    expect(screen.queryByText('提交寄件信息')).not.toBeInTheDocument()

    // Signed for by the buyer (the parcel's course brought near); the carrier is asked again once
    // 30 minutes have passed since the last pull, so pull-down shows it then.
    expect(screen.queryByText('刷新物流')).not.toBeInTheDocument()
    bringDue(8104)
    mockClock.advance(TRACKING_REFRESH_MS)
    await firePageEvent('pullDownRefresh')
    await waitFor(() => expect(screen.getAllByText('已签收').length).toBeGreaterThan(0))
    expect(screen.getAllByText('待验货').length).toBeGreaterThan(0)
  })

  it('is titled 寄出货品, defaults the declared value to the accepted price with its fee and the proportional rule', async () => {
    open(8104)
    await screen.findByText('寄件人与收件人')
    expect(screen.getAllByText('寄出货品').length).toBeGreaterThan(0)
    expect(screen.queryByText('寄送进度')).not.toBeInTheDocument()
    const price = order(8104).quotes.find((quote) => quote.id === order(8104).acceptedQuoteId)!.priceCents
    const declared = Math.min(price, 2_000_000)
    expect(screen.getByDisplayValue(String(declared / 100))).toBeInTheDocument()
    expect(screen.getByText(`保价费 ${yuan(Math.ceil(declared * 0.005))}`)).toBeInTheDocument()
    expect(screen.getByRole('note', { name: '保价规则' })).toHaveTextContent(declared < price ? '未足额保价' : '足额保价')
  })

  it('返回订单 after shipping from 竞价详情 lands on the order (回收订单详情), and goes back when the order is below', async () => {
    renderPage(<ExpressPage />, 'pages/recycle/seller/bidding/express-progress/index', {
      signedIn: true,
      query: { id: '8105' },
      below: ['/pages/recycle/seller/bidding/detail/index?id=8105'],
    })
    fireEvent.click(await screen.findByText('返回订单'))
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/recycle/seller/order/detail/index?id=8105' })
  })

  it('返回订单 goes back to the order detail it was opened from', async () => {
    renderPage(<ExpressPage />, 'pages/recycle/seller/bidding/express-progress/index', {
      signedIn: true,
      query: { id: '8105' },
      below: ['/pages/recycle/seller/order/detail/index?id=8105'],
    })
    fireEvent.click(await screen.findByText('返回订单'))
    expect(navigationLog.at(-1)?.method).toBe('navigateBack')
  })

  it('a municipality from the address book is written once (上海市黄浦区…, not 上海市上海市…)', async () => {
    open(8104)
    fireEvent.click(await screen.findByLabelText('选择寄件人'))
    act(() => returnChosenAddress({ ...ADDRESS, province: '上海市', city: '上海市', district: '黄浦区', detail: '南京东路299号' }))
    expect(await screen.findByText('上海市黄浦区南京东路299号')).toBeInTheDocument()
  })

  it('says why when the order moved on meanwhile, and shows it as it is now', async () => {
    open(8104)
    fireEvent.click(await screen.findByLabelText('选择寄件人'))
    act(() => returnChosenAddress(ADDRESS))
    expect(await screen.findByText('王经理 13800138000')).toBeInTheDocument()
    // Shipped meanwhile from another phone.
    expect((await shipRecycle(8104, 'JD0012345678', '京东快递')).code).toBe(200)

    fireEvent.click(radio('我已自行寄出'))
    typeIn('按快递面单填写', 'SF1234567890')
    fireEvent.click(screen.getByText('提交寄件信息', { selector: '.nut-button *, .nut-button' }))
    await waitFor(() => expect(modalTitles()).toContain('操作未完成'))
    expect(uiLog.modals.at(-1)?.content).toBe('该订单已寄出，请查看寄件进度')
    expect(await screen.findByText('京东快递 JD0012345678')).toBeInTheDocument()
    expect(order(8104).shipment?.trackingNo).toBe('JD0012345678')
  })

  it('shows a parcel on its way with the copy button, and an order not sent yet as such', async () => {
    const view = open(8105)
    const tracking = order(8105).shipment!.trackingNo
    expect(await screen.findByText(`顺丰速运 ${tracking}`)).toBeInTheDocument()
    expect(screen.getByText('寄往买家')).toBeInTheDocument()
    const { default: Taro } = await import('@tarojs/taro')
    const copied = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    fireEvent.click(screen.getByText('复制'))
    expect(copied).toHaveBeenCalledWith({ data: tracking })
    view.unmount()

    open(8102)
    expect(await screen.findByText('尚未寄出')).toBeInTheDocument()
    expect(screen.queryByText('确认寄出')).not.toBeInTheDocument()
  })

  it('an item asked back: the return leg is an express parcel too, beside the one sent', async () => {
    open(8110)
    expect(await screen.findByText('退回给我')).toBeInTheDocument()
    expect(screen.getByText('寄往买家')).toBeInTheDocument()
    expect(await screen.findByText(`顺丰速运 ${order(8110).returnRequest!.trackingNo}`)).toBeInTheDocument()
    expect(screen.getAllByText('物流详情')).toHaveLength(2)
  })
})

describe('申请退回', () => {
  const open = (id: number, query: Record<string, string> = {}) =>
    renderPage(<ReturnPage />, 'pages/recycle/seller/bidding/return/index', { signedIn: true, query: { id: String(id), ...query } })

  it('asks 8107 back for 不接受验货价, the buyer paying the shipping as the price was revised down', async () => {
    open(8107, { reason: '不接受验货价' })
    expect(await screen.findByText('退回运费：买家承担')).toBeInTheDocument()
    expect(radio('不接受验货价')).toHaveAttribute('aria-checked', 'true')
    // 其他 needs a word.
    fireEvent.click(radio('其他'))
    fireEvent.click(screen.getByText('申请退回', { selector: '.nut-button *' }))
    expect(await screen.findByText('请说明具体原因')).toBeInTheDocument()
    fireEvent.click(radio('不接受验货价'))
    expect(screen.queryByText('请说明具体原因')).not.toBeInTheDocument()

    fireEvent.click(screen.getByText('申请退回', { selector: '.nut-button *' }))
    await waitFor(() => expect(order(8107).status).toBe('returning'))
    expect(uiLog.modals[0]).toMatchObject({ title: '确认申请退回？' })
    expect(order(8107).returnRequest).toMatchObject({ reason: '不接受验货价', shippingPaidBy: 'buyer' })
    expect(await screen.findByText('已申请退回', { selector: '.result-panel__title' })).toBeInTheDocument()
    fireEvent.click(screen.getByText('查看寄送进度', { selector: '.nut-button *' }))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/bidding/express-progress/index?id=8107')
  })

  it('preselects the reason of a link as weapp passes it (percent-encoded)', async () => {
    open(8107, { reason: encodeURIComponent('不接受验货价') })
    expect(await screen.findByText('退回运费：买家承担')).toBeInTheDocument()
    expect(radio('不接受验货价')).toHaveAttribute('aria-checked', 'true')
  })

  it('asks nothing when the dealer cancels the confirmation', async () => {
    open(8107)
    fireEvent.click(await screen.findByRole('radio', { name: '不想卖了' }))
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('申请退回', { selector: '.nut-button *' }))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(order(8107).status).toBe('inspected')
  })

  it('says a settled order (8109) cannot be asked back; one asked back (8110) shows its return', async () => {
    const view = open(8109)
    expect(await screen.findByText('当前状态「已成交」不可申请退回')).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: '不接受验货价' })).not.toBeInTheDocument()
    view.unmount()

    open(8110)
    expect(await screen.findByText('退回申请')).toBeInTheDocument()
    expect(screen.getByText(order(8110).returnRequest!.reason)).toBeInTheDocument()
  })
})

describe('复检申诉', () => {
  const open = (id: number) => renderPage(<RecheckPage />, 'pages/recycle/seller/bidding/recheck-inquiry/index', { signedIn: true, query: { id: String(id) } })

  it('disputes 8107 with a reason and a photo; the stated time shows, then the answer', async () => {
    open(8107)
    expect(await screen.findByText('验货结果')).toBeInTheDocument()
    expect(screen.getByText('缺少配件').nextElementSibling).toHaveTextContent('防尘袋')
    expect(screen.getAllByText(`平台将在${RECHECK_ANSWER_HOURS}小时内答复，每笔订单仅可申请一次复检`).length).toBeGreaterThan(0)
    fireEvent.click(screen.getByText('提交复检'))
    expect(await screen.findByText('请选择原因')).toBeInTheDocument()
    expect(screen.getByText('请上传至少1张凭证图片')).toBeInTheDocument()
    fireEvent.click(radio('配件齐全未被认可'))
    await typeArea('选填，说明与验货结论不符之处', '防尘袋随包寄出，见图')
    await addPhotos(1)
    expect(screen.queryByText('请上传至少1张凭证图片')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('提交复检'))

    await waitFor(() => expect(order(8107).status).toBe('rechecking'))
    expect(order(8107).recheck).toMatchObject({ reason: '配件齐全未被认可', note: '防尘袋随包寄出，见图' })
    expect(await screen.findByText('待答复')).toBeInTheDocument()
    expect(screen.getByText(`${RECHECK_ANSWER_HOURS}小时内`, { exact: false })).toBeInTheDocument()
    expect(screen.queryByText('提交复检')).not.toBeInTheDocument()

    // The platform answers (accessories not recognised, price below the quote: revised).
    bringDue(8107)
    await act(() => firePageEvent('pullDownRefresh'))
    expect(await screen.findByText('已答复')).toBeInTheDocument()
    expect(screen.getByText(/^改价为 ¥/)).toBeInTheDocument()
  })

  it('offers no second recheck: 8108 shows the one pending', async () => {
    open(8108)
    expect(await screen.findByText('待答复')).toBeInTheDocument()
    expect(screen.getByText(order(8108).recheck!.reason)).toBeInTheDocument()
    expect(screen.queryByText('提交复检')).not.toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: '成色判定有误' })).not.toBeInTheDocument()
  })

  it('says why it is not available before inspection', async () => {
    open(8106)
    expect(await screen.findByText('当前状态「待验货」不可申请复检')).toBeInTheDocument()
  })
})

describe('回收指南', () => {
  it('states the fees with examples computed from the rules, without asking the server', async () => {
    const asked = recordQueries('', 'GET')
    const posted = recordQueries('', 'POST')
    renderPage(<GuidePage />, 'pages/recycle/guide/index')
    const card = screen.getByText('费用').closest('.detail-card') as HTMLElement
    expect(within(card).getByText(`成交价 ${yuan(1_000_000)}：服务费 ${yuan(feeCents(1_000_000))}`, { exact: false })).toHaveTextContent(`到账 ${yuan(payoutCents(1_000_000))}`)
    expect(within(card).getByText(`按最低${yuan(FEE_MIN_CENTS)}收取`, { exact: false })).toBeInTheDocument()
    expect(screen.getByText('寄出运费：买家承担（到付）', { exact: false })).toBeInTheDocument()
    expect(screen.getByText(`平台在${RECHECK_ANSWER_HOURS}小时内答复`, { exact: false })).toBeInTheDocument()
    fireEvent.click(screen.getByText('去发布'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/home/index')
    await act(() => new Promise((done) => setTimeout(done, 50)))
    expect([...asked, ...posted]).toHaveLength(0)
  })
})
