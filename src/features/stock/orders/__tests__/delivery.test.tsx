import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import DeliveryListPage from '@/pages/stock/order/delivery/list/index'
import DeliveryDetailPage from '@/pages/stock/order/delivery/detail/index'
import { returnChosenAddress } from '@/features/account'
import { typeIn } from '@test/dom'
import { demoStock, stockItem } from '@test/stock'

const delivery = (id: number) => demoStock().deliveries.find((candidate) => candidate.id === id)!

/** The address box (Taro's web component holds the real textarea, mounted a moment later). */
const addressBox = () =>
  waitFor(() => {
    const found = screen.getAllByPlaceholderText('省市区、街道、门牌号').find((element) => element.tagName === 'TEXTAREA')
    if (!found) throw new Error('the address textarea is not mounted yet')
    return found
  })

/** A parcel of one sold item on its way. */
function seedDelivery() {
  const id = 999001
  stockItem(100030).status = 'SHIPPED'
  demoStock().deliveries.push({
    id,
    deliveryNo: 'CK20261122999',
    itemIds: [100030],
    carrier: '顺丰速运',
    trackingNo: 'SF1234567890',
    receiverName: '孙先生',
    receiverPhone: '13712345678',
    receiverAddress: '广东省深圳市南山区科技园10号',
    status: 'SHIPPED',
    createdAt: new Date().toISOString(),
    signedAt: null,
  })
  return id
}

describe('delivery list', () => {
  it('shows the parcels in transit and opens one', async () => {
    seedDelivery()
    renderPage(<DeliveryListPage />, 'pages/stock/order/delivery/list/index', { signedIn: true })
    expect(await screen.findByText('顺丰速运 SF1234567890')).toBeInTheDocument()
    expect(screen.getByText('寄往 孙先生 广东省深圳市南山区科技园10号')).toHaveClass('stock-order-item__who')
    expect(screen.getAllByText('运输中').length).toBeGreaterThanOrEqual(2)
    fireEvent.click(screen.getByText('顺丰速运 SF1234567890'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/order/delivery/detail/index?id=999001')
  })

  it('counts each tab; signing for a parcel on its page moves a count on the list underneath', async () => {
    const id = seedDelivery()
    const list = renderPage(<DeliveryListPage />, 'pages/stock/order/delivery/list/index', { signedIn: true })
    const tab = (label: string) => within(list.container).getByRole('tab', { name: new RegExp(`^${label}`) })
    const count = (status: string) => demoStock().deliveries.filter((entry) => entry.status === status).length
    const [shipped, signed] = [count('SHIPPED'), count('SIGNED')]
    await waitFor(() => expect(tab('运输中').textContent).toBe(`运输中${shipped}`))
    expect(tab('已签收').textContent).toBe(`已签收${signed}`)
    expect(tab('全部').textContent).toBe(`全部${shipped + signed}`)
    // The parcel opened over the list and signed for there.
    const detail = renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', {
      signedIn: true,
      query: { id: String(id) },
      below: ['/pages/stock/order/delivery/list/index'],
    })
    modalAnswers.push(true)
    fireEvent.click(await within(detail.container).findByText('确认签收'))
    await waitFor(() => expect(tab('运输中').textContent).toBe(`运输中${shipped - 1}`))
    expect(tab('已签收').textContent).toBe(`已签收${signed + 1}`)
  })

  it('switches to signed parcels and to all', async () => {
    seedDelivery()
    renderPage(<DeliveryListPage />, 'pages/stock/order/delivery/list/index', { signedIn: true })
    await screen.findByText('顺丰速运 SF1234567890')
    fireEvent.click(screen.getByText('已签收'))
    await waitFor(() => expect(screen.queryByText('顺丰速运 SF1234567890')).not.toBeInTheDocument())
    expect(await screen.findByText('顺丰速运 SF1400218867321')).toBeInTheDocument()
    fireEvent.click(screen.getByText('全部'))
    expect(await screen.findByText('顺丰速运 SF1234567890')).toBeInTheDocument()
    expect(screen.getByText('顺丰速运 SF1400218867321')).toBeInTheDocument()
    expect(screen.getByText('新建发货单').closest('.page-layout__footer .create-bar')).not.toBeNull()
    fireEvent.click(screen.getByText('新建发货单'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/stock/order/delivery/detail/index')
  })

  it('shows the empty state', async () => {
    demoStock().deliveries = []
    renderPage(<DeliveryListPage />, 'pages/stock/order/delivery/list/index', { signedIn: true })
    expect(await screen.findByText('没有运输中的包裹')).toBeInTheDocument()
  })

  it('shows a server failure', async () => {
    failPath('/stock/deliveries', 500)
    renderPage(<DeliveryListPage />, 'pages/stock/order/delivery/list/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})

describe('delivery detail', () => {
  it('shows the parcel, copies the tracking number and calls the receiver', async () => {
    const id = seedDelivery()
    const clipboard = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    const call = vi.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText('SF1234567890')).toBeInTheDocument()
    expect(screen.getByText(stockItem(100030).title)).toBeInTheDocument()
    expect(screen.getByText('广东省深圳市南山区科技园10号')).toBeInTheDocument()
    fireEvent.click(screen.getByText('复制'))
    await waitFor(() => expect(clipboard).toHaveBeenCalledWith({ data: 'SF1234567890' }))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('内容已复制'))
    fireEvent.click(screen.getByText('137 1234 5678'))
    expect(call).toHaveBeenCalledWith({ phoneNumber: '13712345678' })
  })

  it('confirms the receipt after asking', async () => {
    const id = seedDelivery()
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { id: String(id) } })
    modalAnswers.push(false)
    fireEvent.click(await screen.findByText('确认签收'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(delivery(id).status).toBe('SHIPPED')
    fireEvent.click(screen.getByText('确认签收'))
    await waitFor(() => expect(delivery(id).status).toBe('SIGNED'))
    expect(await screen.findByText('签收时间')).toBeInTheDocument()
    expect(screen.queryByText('确认签收')).not.toBeInTheDocument()
    expect(uiLog.toasts.some((toast) => toast.title === '已确认签收')).toBe(true)
  })

  it('shows a missing delivery as gone, with the way back', async () => {
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { id: '1' } })
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(screen.getByText('返回')).toBeInTheDocument()
  })

  it('shows a server failure', async () => {
    failPath('/stock/deliveries/999001', 500)
    const id = seedDelivery()
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { id: String(id) } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})

describe('delivery form', () => {
  it('checks every field under it', async () => {
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100030' } })
    expect(await screen.findByText(stockItem(100030).title)).toBeInTheDocument()
    expect(screen.getByText('新建发货单')).toBeInTheDocument()
    typeIn('请输入快递单号', 'SF-12')
    typeIn('请输入收货人姓名', '孙')
    fireEvent.click(screen.getByText('确认发货'))
    expect(await screen.findByText('请选择快递公司')).toBeInTheDocument()
    expect(screen.getByText('快递单号应为8–30位字母或数字')).toBeInTheDocument()
    expect(screen.getByText('收货人姓名应为2-20个字')).toBeInTheDocument()
    expect(screen.getByText('请输入收货人手机号')).toBeInTheDocument()
    expect(screen.getByText('请输入收货地址')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入快递单号')).toHaveValue('SF-12')
  })

  it('marks the required fields, scrolls to the first wrong one and names it in the toast', async () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100030' } })
    expect(await screen.findByText(stockItem(100030).title)).toBeInTheDocument()
    for (const label of ['快递公司', '快递单号', '姓名', '手机号', '地址']) expect(screen.getByText(label)).toHaveClass('form-field__label--required')
    fireEvent.click(screen.getByText('顺丰速运'))
    typeIn('请输入快递单号', 'SF1234567890')
    fireEvent.click(screen.getByText('确认发货'))
    expect(await screen.findByText('请输入收货人姓名')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('请输入收货人姓名')
    expect(document.querySelector(scrolled.mock.lastCall![0].selector!)).toHaveTextContent('姓名')
    scrolled.mockRestore()
  })

  it('clears a message the moment its field is right; an address from the book clears the receiver', async () => {
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100030' } })
    expect(await screen.findByText(stockItem(100030).title)).toBeInTheDocument()
    fireEvent.click(screen.getByText('确认发货'))
    expect(await screen.findByText('请选择快递公司')).toBeInTheDocument()
    fireEvent.click(screen.getByText('顺丰速运'))
    expect(screen.queryByText('请选择快递公司')).not.toBeInTheDocument()
    typeIn('请输入快递单号', 'SF12')
    expect(screen.getByText('快递单号应为8–30位字母或数字')).toBeInTheDocument()
    typeIn('请输入快递单号', 'SF1234567890')
    expect(screen.queryByText('快递单号应为8–30位字母或数字')).not.toBeInTheDocument()
    expect(screen.getByText('请输入收货人手机号')).toBeInTheDocument()
    await addressBox()
    fireEvent.click(screen.getByText('从地址簿选择'))
    act(() =>
      returnChosenAddress({ id: 31001, name: '王经理', phone: '13800138000', province: '广东省', city: '深圳市', district: '福田区', detail: '华强北路1002号', isDefault: true }),
    )
    expect(await screen.findByDisplayValue('王经理')).toBeInTheDocument()
    expect(screen.queryByText('请输入收货人姓名')).not.toBeInTheDocument()
    expect(screen.queryByText('请输入收货人手机号')).not.toBeInTheDocument()
    expect(screen.queryByText('请输入收货地址')).not.toBeInTheDocument()
  })

  it('keeps what was typed for these items until shipped, and brings it back on the next open', async () => {
    const query = { itemIds: '100030' }
    const view = renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query })
    expect(await screen.findByText(stockItem(100030).title)).toBeInTheDocument()
    fireEvent.click(screen.getByText('顺丰速运'))
    typeIn('请输入快递单号', 'SF1234567890')
    typeIn('请输入收货人姓名', '孙先生')
    view.unmount()

    // Not for other items.
    const other = renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100031' } })
    expect(await screen.findByText(stockItem(100031).title)).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入快递单号')).toHaveValue('')
    other.unmount()

    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query })
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入快递单号')).toHaveValue('SF1234567890')
    expect(screen.getByPlaceholderText('请输入收货人姓名')).toHaveValue('孙先生')
    expect(screen.getByText('顺丰速运')).toHaveClass('chip--on')
    typeIn('请输入收货人手机号', '13712345678')
    const address = await addressBox()
    fireEvent.input(address, { target: { value: '广东省深圳市南山区科技园10号' }, detail: { value: '广东省深圳市南山区科技园10号' } })
    fireEvent.click(screen.getByText('确认发货'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('redirectTo'))
    expect(demoStock().deliveries.at(-1)).toMatchObject({ trackingNo: 'SF1234567890', receiverName: '孙先生' })
    cleanup()

    // Shipped: the next delivery of these items starts empty.
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query })
    await screen.findByText('新建发货单')
    await waitFor(() => expect(screen.getByPlaceholderText('请输入快递单号')).toHaveValue(''))
    expect(screen.queryByText('已恢复上次未提交的内容')).not.toBeInTheDocument()
  })

  it('ships the items with an address from the address book, then opens the delivery', async () => {
    stockItem(100031).status = 'SOLD'
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100030,100031' } })
    expect(await screen.findByText('发货商品（2件）')).toBeInTheDocument()
    fireEvent.click(screen.getByText('京东快递'))
    typeIn('请输入快递单号', 'jd0012345678')
    await addressBox()
    fireEvent.click(screen.getByText('从地址簿选择'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/account/address/list/index?addressId=0&mode=check')
    act(() =>
      returnChosenAddress({ id: 31001, name: '王经理', phone: '13800138000', province: '广东省', city: '深圳市', district: '福田区', detail: '华强北路1002号', isDefault: true }),
    )
    expect(await screen.findByDisplayValue('王经理')).toBeInTheDocument()
    // (Taro's H5 textarea takes a new value a moment after the input beside it.)
    expect(await screen.findByDisplayValue('广东省深圳市福田区华强北路1002号')).toBeInTheDocument()
    fireEvent.click(screen.getByText('确认发货'))
    await waitFor(() => expect(stockItem(100030).status).toBe('SHIPPED'))
    expect(stockItem(100031).status).toBe('SHIPPED')
    const created = demoStock().deliveries.at(-1)!
    expect(created).toMatchObject({ carrier: '京东快递', trackingNo: 'JD0012345678', receiverName: '王经理', receiverPhone: '13800138000', status: 'SHIPPED' })
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/stock/order/delivery/detail/index?id=${created.id}` }))
    // Said on the delivery it opens, where it can be read, not on the form as it goes.
    expect(uiLog.toasts.some((toast) => toast.title === '发货成功')).toBe(false)
    cleanup()
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { id: String(created.id) } })
    expect(uiLog.toasts.filter((toast) => toast.title === '发货成功')).toEqual([expect.objectContaining({ duration: expect.any(Number) })])
    expect(uiLog.toasts.at(-1)!.duration).toBeGreaterThanOrEqual(1500)
    expect(await screen.findByText('JD0012345678')).toBeInTheDocument()
  })

  it('adds sold items from the picker', async () => {
    stockItem(100040).status = 'SOLD'
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true })
    fireEvent.click(await screen.findByText('添加商品'))
    typeIn('搜索名称、品牌、型号、编码', stockItem(100040).code)
    fireEvent.click(screen.getByText('搜索'))
    fireEvent.click(await screen.findByText(stockItem(100040).code))
    fireEvent.click(screen.getByText('完成（已选1件）'))
    expect(screen.getByText('发货商品（1件）')).toBeInTheDocument()
  })

  it('asks to remove a chosen item that cannot be shipped', async () => {
    stockItem(100030).status = 'LOCKED'
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100030' } })
    await screen.findByText(stockItem(100030).title)
    fireEvent.click(screen.getByText('确认发货'))
    expect(await screen.findByText(`「${stockItem(100030).title}」当前状态不可操作，请移除`)).toBeInTheDocument()
  })

  it('keeps the form when the server refuses', async () => {
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100030' } })
    await screen.findByText(stockItem(100030).title)
    fireEvent.click(screen.getByText('顺丰速运'))
    typeIn('请输入快递单号', 'SF1234567890')
    typeIn('请输入收货人姓名', '孙先生')
    typeIn('请输入收货人手机号', '13712345678')
    const address = await addressBox()
    fireEvent.input(address, { target: { value: '广东省深圳市南山区科技园10号' }, detail: { value: '广东省深圳市南山区科技园10号' } })
    // locked on another phone meanwhile
    stockItem(100030).status = 'LOCKED'
    fireEvent.click(screen.getByText('确认发货'))
    expect(await screen.findByText(`「${stockItem(100030).title}」当前状态不可操作（已锁单）`)).toHaveClass('stock-order-form-error')
    stockItem(100030).status = 'IN_STOCK'
    failPath('/stock/deliveries', 500)
    fireEvent.click(screen.getByText('确认发货'))
    expect(await screen.findByText('服务繁忙，请稍后重试', { selector: '.stock-order-form-error' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入收货人姓名')).toHaveValue('孙先生')
    expect(screen.getByPlaceholderText('请输入快递单号')).toHaveValue('SF1234567890')
    expect(screen.getByText('顺丰速运')).toHaveClass('chip--on')
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
  })

  it('shows a failure to load the items', async () => {
    failPath('/stock/items/100030', 500)
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { itemIds: '100030' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})
