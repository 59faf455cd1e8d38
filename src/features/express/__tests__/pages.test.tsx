import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { collectIn, expressState, parcelById, SEED_PARCELS } from '@mocks/db/express'
import { mockClock } from '@mocks/lib/clock'
import { shopStocks } from '@mocks/db'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { yuan } from '@/shared/format/money'
import { mockCall } from '@mocks/lib/call'
import { mockServer } from '@mocks/node'
import { http } from 'msw'
import { ok } from '@test/server'
import { expressApi } from '@/features/express/api'
import { returnChosenAddress } from '@/features/account'
import SendPage from '@/pages/express/send/index'
import PickUpPage from '@/pages/express/pick-up/index'
import PickUpProgressPage from '@/pages/express/pick-up-progress/index'
import ExpressProgressPage from '@/pages/express/express-progress/index'

const SENDER = { id: 31001, name: '王经理', phone: '13800138000', province: '广东省', city: '深圳市', district: '福田区', detail: '华强北路1002号赛格广场3楼312', isDefault: true }
const RECEIVER = { id: 31002, name: '李店长', phone: '13912345678', province: '上海市', city: '上海市', district: '静安区', detail: '南京西路1266号恒隆广场B1', isDefault: false }
/** 2026-11-28 14:30 China time: slots from 16:00–17:00 today. */
const AT_1430 = Date.UTC(2026, 10, 28, 6, 30)
const radio = (name: string) => screen.getByRole('radio', { name })
const button = (text: string) => screen.getByText(text, { selector: '.nut-button *, .nut-button' })
const DECLARED = '整数元，最高 ¥20,000'

beforeEach(() => mockClock.set(AT_1430))
afterEach(() => mockClock.reset())

describe('寄快递 (send)', () => {
  const open = (query: Record<string, string> = {}) => renderPage(<SendPage />, 'pages/express/send/index', { signedIn: true, query })

  async function pick(who: '寄件人' | '收件人', address: typeof SENDER) {
    fireEvent.click(await screen.findByLabelText(`选择${who}`))
    act(() => returnChosenAddress(address))
    expect(await screen.findByText(`${address.name} ${address.phone}`)).toBeInTheDocument()
  }

  it('says what is missing, shows the fee live and the proportional rule, then books a pickup', async () => {
    open()
    fireEvent.click(await screen.findByText('预约上门取件', { selector: '.nut-button *, .nut-button' }))
    expect(await screen.findByText('请选择寄件人')).toBeInTheDocument()
    expect(screen.getByText('请选择收件人')).toBeInTheDocument()
    expect(screen.getByText('请选择物品类型')).toBeInTheDocument()
    expect(screen.getAllByText('请输入声明价值').length).toBeGreaterThan(0)
    expect(screen.getByText('请选择取件时段')).toBeInTheDocument()

    await pick('寄件人', SENDER)
    await pick('收件人', RECEIVER)
    await waitFor(() => expect(screen.queryByText('请选择寄件人')).not.toBeInTheDocument())
    fireEvent.click(radio('箱包'))
    typeIn(DECLARED, '12.5')
    expect(await screen.findByText('声明价值须为整数元')).toBeInTheDocument()
    typeIn(DECLARED, '25000')
    expect(await screen.findByText('线上保价最高 ¥20,000，更高价值请联系客服线下办理')).toBeInTheDocument()
    typeIn(DECLARED, '800')
    expect(await screen.findByText('保价费 ¥2')).toBeInTheDocument()
    expect(screen.getByRole('note', { name: '保价规则' })).toHaveTextContent('按声明价值占实际价值的比例赔付')
    typeIn(DECLARED, '3000')
    expect(await screen.findByText('保价费 ¥15')).toBeInTheDocument()
    // Today from 16:00–17:00 (15:00–16:00 ends within 2 h of 14:30).
    expect(screen.queryByRole('radio', { name: '15:00–16:00' })).not.toBeInTheDocument()
    fireEvent.click(radio('16:00–17:00'))
    fireEvent.click(button('预约上门取件'))

    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/express\/pick-up-progress\/index\?id=\d+$/), { timeout: 5000 })
    const parcel = expressState().parcels.at(-1)!
    expect(parcel).toMatchObject({
      declaredValueCents: 300_000,
      insuranceFeeCents: 1500,
      itemType: '箱包',
      pickup: { start: '2026-11-28T08:00:00.000Z' },
      receiver: { name: '李店长' },
    })
  })

  it('keeps what was typed on back and in again, and after a refusal (the slot went meanwhile)', async () => {
    const view = open()
    await pick('寄件人', SENDER)
    await pick('收件人', RECEIVER)
    fireEvent.click(radio('腕表'))
    typeIn(DECLARED, '5000')
    fireEvent.click(radio('16:00–17:00'))
    // The slot goes while the form is open.
    mockClock.set(Date.UTC(2026, 10, 28, 7, 0))
    fireEvent.click(button('预约上门取件'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('该取件时段已不可预约，请重新选择'))
    expect(screen.getByDisplayValue('5000')).toBeInTheDocument()
    view.unmount()

    open()
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByDisplayValue('5000')).toBeInTheDocument()
    expect(screen.getByText('李店长 13912345678')).toBeInTheDocument()
  })

  it('我已自行寄出: carrier and any waybill up to 32 characters', async () => {
    open()
    await pick('寄件人', SENDER)
    await pick('收件人', RECEIVER)
    fireEvent.click(radio('配饰'))
    typeIn(DECLARED, '400')
    fireEvent.click(radio('我已自行寄出'))
    typeIn('按快递面单填写', 'x'.repeat(33))
    fireEvent.click(button('提交寄件信息'))
    expect(await screen.findByText('快递单号不超过32个字符')).toBeInTheDocument()
    typeIn('按快递面单填写', 'jd-0012 3456')
    await waitFor(() => expect(screen.queryByText('快递单号不超过32个字符')).not.toBeInTheDocument())
    fireEvent.click(button('提交寄件信息'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/express\/express-progress\/index\?id=\d+$/), { timeout: 5000 })
    expect(expressState().parcels.at(-1)).toMatchObject({ selfShipped: true, waybillNo: 'jd-0012 3456', insuranceFeeCents: 100 })
  })

  it('a stock piece (?stockItemId=): its name and value shown, the declared value defaulting to its cost', async () => {
    const piece = shopStocks()[DEMO_SHOP_ACCOUNT].items.find(
      (item) => item.status === 'IN_STOCK' && item.costCents !== null && (item.retailCents ?? 0) > item.costCents! && item.retailCents! < 2_000_000,
    )!
    open({ stockItemId: String(piece.id) })
    expect(await screen.findByText(`${piece.code} ${piece.title}`)).toBeInTheDocument()
    expect(screen.getByText(yuan(piece.retailCents!))).toBeInTheDocument()
    expect(screen.getByPlaceholderText(/^整数元，最高/)).toHaveDisplayValue(String(Math.floor(piece.costCents! / 100)))
  })

  it('an order purpose: the receiver is the server’s and not editable', async () => {
    open({ purpose: 'recycle', orderId: '8104' })
    expect(await screen.findByText('收件地址由订单确定，不可修改')).toBeInTheDocument()
    expect(screen.getByText('李记名表回收仓', { exact: false })).toBeInTheDocument()
    expect(screen.queryByLabelText('选择收件人')).not.toBeInTheDocument()
  })
})

describe('取件进度 (pick-up-progress)', () => {
  const open = (id: number) => renderPage(<PickUpProgressPage />, 'pages/express/pick-up-progress/index', { signedIn: true, query: { id: String(id) } })

  it('cancels a pickup before collection (asked first)', async () => {
    open(SEED_PARCELS.awaitingPickup)
    expect((await screen.findAllByText('待取件')).length).toBeGreaterThan(0)
    expect(screen.getByText('快递员已接单')).toBeInTheDocument()
    modalAnswers.push(true)
    fireEvent.click(button('取消取件'))
    expect(await screen.findByText('重新预约')).toBeInTheDocument()
    expect(parcelById(SEED_PARCELS.awaitingPickup)!.cancelledAt).not.toBeNull()
  })

  it('a cancel refused once collected says why, reloads and offers the carrier and customer service', async () => {
    open(SEED_PARCELS.awaitingPickup)
    await screen.findAllByText('待取件')
    collectIn(SEED_PARCELS.awaitingPickup, -60_000)
    modalAnswers.push(true)
    fireEvent.click(button('取消取件'))
    await waitFor(() => expect(uiLog.modals.map((modal) => modal.title)).toContain('无法取消取件'))
    expect(uiLog.modals.at(-1)?.content).toMatch(/不能再取消取件/)
    expect(await screen.findByText('联系快递或客服')).toBeInTheDocument()
    expect(screen.getByText('95338')).toBeInTheDocument()
    expect(screen.queryByText('取消取件', { selector: '.nut-button *, .nut-button' })).not.toBeInTheDocument()
    expect(parcelById(SEED_PARCELS.awaitingPickup)!.cancelledAt).toBeNull()
  })
})

describe('预约取件 (pick-up)', () => {
  it('moves the pickup to another slot before collection', async () => {
    renderPage(<PickUpPage />, 'pages/express/pick-up/index', { signedIn: true, query: { id: String(SEED_PARCELS.awaitingPickup) } })
    fireEvent.click(await screen.findByText('确认修改', { selector: '.nut-button *, .nut-button' }))
    expect(await screen.findByText('请选择取件时段')).toBeInTheDocument()
    fireEvent.click(radio('18:00–19:00'))
    fireEvent.click(button('确认修改'))
    await waitFor(() => expect(parcelById(SEED_PARCELS.awaitingPickup)!.pickup?.start).toBe('2026-11-28T10:00:00.000Z'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/express/pick-up-progress/index?id=${SEED_PARCELS.awaitingPickup}`)
  })
})

describe('预约取件 (pick-up): refused', () => {
  it('a move refused because the courier collected it meanwhile says why and reloads', async () => {
    renderPage(<PickUpPage />, 'pages/express/pick-up/index', { signedIn: true, query: { id: String(SEED_PARCELS.awaitingPickup) } })
    await screen.findByText('确认修改', { selector: '.nut-button *, .nut-button' })
    collectIn(SEED_PARCELS.awaitingPickup, -60_000)
    fireEvent.click(radio('18:00–19:00'))
    fireEvent.click(button('确认修改'))
    await waitFor(() => expect(uiLog.modals.map((modal) => modal.title)).toContain('预约未完成'))
    expect(uiLog.modals.at(-1)?.content).toMatch(/不能预约或修改取件时间/)
    expect(parcelById(SEED_PARCELS.awaitingPickup)!.pickup?.start).not.toBe('2026-11-28T10:00:00.000Z')
  })
})

describe('物流详情 (express-progress): 刷新物流', () => {
  const MINUTE = 60_000
  /** The page as left open for a while: the reply it holds says a refresh may be asked now. */
  function openAsLeftOpen(id: number) {
    mockServer.use(
      http.get(
        '*/express/tracking',
        async () => {
          const real = (await mockCall(expressApi.tracking, { id })).data
          return ok({ ...real, nextRefreshAt: new Date(AT_1430 - MINUTE).toISOString() })
        },
        { once: true },
      ),
    )
    renderPage(<ExpressProgressPage />, 'pages/express/express-progress/index', { signedIn: true, query: { id: String(id) } })
  }

  it('pulls the carrier again once 30 minutes have passed on the server', async () => {
    const id = SEED_PARCELS.inTransitException
    openAsLeftOpen(id)
    await screen.findByText('刷新物流', { selector: '.nut-button *, .nut-button' })
    mockClock.set(AT_1430 + 31 * MINUTE)
    fireEvent.click(button('刷新物流'))
    await waitFor(() => expect(parcelById(id)!.refreshedAt).toBe(new Date(AT_1430 + 31 * MINUTE).toISOString()))
    await waitFor(() => expect(uiLog.toasts.map((toast) => toast.title)).toContain('物流已更新'))
    expect(uiLog.modals).toHaveLength(0)
  })

  it('refused within 30 minutes of the last pull: says when, and reloads', async () => {
    const id = SEED_PARCELS.inTransitException
    openAsLeftOpen(id)
    await screen.findByText('刷新物流', { selector: '.nut-button *, .nut-button' })
    fireEvent.click(button('刷新物流'))
    await waitFor(() => expect(uiLog.modals.map((modal) => modal.title)).toContain('暂不能刷新'))
    expect(uiLog.modals.at(-1)?.content).toBe('物流信息每30分钟更新一次，请30分钟后再刷新')
    // Reloaded: the server's own next refresh time.
    expect(await screen.findByText(/后可刷新$/)).toBeInTheDocument()
  })
})

describe('物流详情 (express-progress)', () => {
  const open = (id: number) => renderPage(<ExpressProgressPage />, 'pages/express/express-progress/index', { signedIn: true, query: { id: String(id) } })

  it('shows the events sorted and de-duplicated, the exception marked, the waybill copyable', async () => {
    mockClock.reset()
    open(SEED_PARCELS.inTransitException)
    const timeline = await screen.findByRole('list', { name: '物流轨迹' })
    const titles = [...timeline.querySelectorAll('.timeline__title')].map((node) => node.textContent)
    // Newest first: the 疑难, then three 运输中, then 已揽收 — each once.
    expect(titles).toEqual(['【疑难】异常', '运输中', '运输中', '运输中', '已揽收'])
    expect(timeline.querySelector('.timeline__note--warn')).toHaveTextContent('收件地址不详')
    expect(screen.getByText(/后可刷新$/)).toBeInTheDocument()
    const { default: Taro } = await import('@tarojs/taro')
    const copied = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    fireEvent.click(screen.getByText('复制'))
    expect(copied).toHaveBeenCalledWith({ data: parcelById(SEED_PARCELS.inTransitException)!.waybillNo })
  })

  it('a parcel signed for is never refreshed again', async () => {
    mockClock.reset()
    open(SEED_PARCELS.signed)
    expect(await screen.findByText('已签收，物流不再更新')).toBeInTheDocument()
    expect(screen.getAllByText('已签收').length).toBeGreaterThan(0)
  })
})
