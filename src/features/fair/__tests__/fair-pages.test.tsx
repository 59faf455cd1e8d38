import { fireEvent, screen, waitFor } from '@testing-library/react'
import { modalAnswers, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { CURRENT_FAIR_ID, fairState, findTicket, SEEDED_TICKETS } from '@mocks/db/fair'
import { mockClock } from '@mocks/lib/clock'
import FairPage from '@/pages/activity/guanhuo-activity/index'
import VoucherPage from '@/pages/activity/guanhuo-activity-voucher/index'
import { TICKET_STATUS, TICKET_STATUS_TEXT } from '../machine'
import { buyBlock, nextSaleChange } from '../fair-screen'
import { mockCall } from '@mocks/lib/call'
import { fairApi } from '../api'

const footerButton = (text: string) =>
  [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].find((button) => button.textContent?.startsWith(text)) as HTMLElement | undefined
const kindCard = (name: string) => [...document.querySelectorAll('.fair-kind')].find((card) => card.textContent?.includes(name)) as HTMLElement

afterEach(() => mockClock.reset())

describe('trade fair page', () => {
  it('shows the fair and every kind with price, quota or 已售罄, sale state and limit, signed out', async () => {
    renderPage(<FairPage />, 'pages/activity/guanhuo-activity/index', { query: { id: String(CURRENT_FAIR_ID) } })
    expect(await screen.findByText('2026 冬季奢品观货会 · 上海站')).toBeInTheDocument()
    expect(screen.getByText('上海国际会议中心 3 号馆')).toBeInTheDocument()
    await waitFor(() => expect(document.querySelectorAll('.fair-kind')).toHaveLength(4))
    expect(kindCard('标准展位')).toHaveTextContent('已售罄')
    expect(kindCard('电子展位')).toHaveTextContent('未开售')
    expect(kindCard('早鸟 VIP')).toHaveTextContent('已结束')
    expect(kindCard('观展入场券')).toHaveTextContent('售卖中')
    expect(kindCard('观展入场券')).toHaveTextContent('每个账号限购 3 张')
    expect(kindCard('观展入场券')).toHaveTextContent('¥50')
  })

  it('buys a kind: confirm, then the cashier with the ticket’s pay order', async () => {
    renderPage(<FairPage />, 'pages/activity/guanhuo-activity/index', { signedIn: true })
    await waitFor(() => expect(kindCard('观展入场券')).toHaveTextContent('已购 2 张'))
    modalAnswers.push(true)
    fireEvent.click(kindCard('观展入场券').querySelector('.nut-button')!)
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+/))
    const bought = fairState().tickets.at(-1)!
    expect(bought.status).toBe(TICKET_STATUS.WAIT_PAY)
  })

  it('sends a signed-out buyer to login', async () => {
    renderPage(<FairPage />, 'pages/activity/guanhuo-activity/index')
    await waitFor(() => expect(document.querySelectorAll('.fair-kind')).toHaveLength(4))
    fireEvent.click(kindCard('观展入场券').querySelector('.nut-button')!)
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
  })
})

describe('fair rules on the page', () => {
  it('asks again when the next sale opens or closes, and says why a kind cannot be bought', async () => {
    const fair = (await mockCall(fairApi.detail, { id: CURRENT_FAIR_ID })).data
    const eBooth = fair.kinds.find((kind) => kind.kind === 'eBooth')!
    const booth = fair.kinds.find((kind) => kind.kind === 'booth')!
    expect(nextSaleChange(fair)).toBe(Math.min(Date.parse(eBooth.saleStartsAt), Date.parse(booth.saleEndsAt), Date.parse(fair.kinds[0].saleEndsAt)))
    expect(buyBlock(booth)).toBe('已售罄')
    expect(buyBlock(eBooth)).toMatch(/开售$/)
    expect(buyBlock(fair.kinds[0])).toBeNull()
    expect(buyBlock({ ...fair.kinds[0], held: 3 })).toBe('已达限购')
  })
})

describe('fair voucher page', () => {
  it('lists the dealer’s tickets with every status in Chinese', async () => {
    renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true })
    await waitFor(() => expect(document.querySelectorAll('.fair-ticket')).toHaveLength(6))
    const badges = [...document.querySelectorAll('.fair-ticket .status-badge')].map((badge) => badge.textContent)
    for (const text of Object.values(TICKET_STATUS_TEXT)) expect(badges).toContain(text)
    expect(screen.getByText(/^待支付，剩余/)).toBeInTheDocument()
  })

  it('an unpaid ticket: countdown, pay and cancel', async () => {
    renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.unpaid) } })
    expect(await screen.findByText(/内完成支付，超时自动取消/)).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent(/^请在 \d\d:\d\d/)
    await waitFor(() => expect(footerButton('去支付')).toBeDefined())
    modalAnswers.push(true)
    fireEvent.click(footerButton('取消订单')!)
    await waitFor(() => expect(findTicket(SEEDED_TICKETS.unpaid)!.status).toBe(TICKET_STATUS.CANCEL))
    expect(await screen.findByText(/您已取消该订单/)).toBeInTheDocument()
  })

  it('a paid ticket shows its QR code and short code, with refund where the kind allows', async () => {
    renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.paid) } })
    expect(await screen.findByText('二维码每 30 秒自动刷新，截图无效')).toBeInTheDocument()
    expect(screen.getByLabelText('短码').textContent).toMatch(/^\d{6}$/)
    await waitFor(() => expect(footerButton('申请退票')).toBeDefined())
    modalAnswers.push(true)
    fireEvent.click(footerButton('申请退票')!)
    await waitFor(() => expect(findTicket(SEEDED_TICKETS.paid)!.status).toBe(TICKET_STATUS.REFUND))
    expect(await screen.findByText(/门票已失效不能入场；预计 \d{4}-\d\d-\d\d 前到账/)).toBeInTheDocument()
  })

  it('a used ticket says when and where; a cancelled one why it no longer admits', async () => {
    renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.used) } })
    expect(await screen.findByText(/在北门 2 号通道核销入场/)).toBeInTheDocument()
    expect(footerButton('申请退票')).toBeUndefined()
  })

  it('a cancelled ticket says why it no longer admits', async () => {
    renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.cancelled) } })
    expect(await screen.findByText(/未支付，已自动取消。该门票不能入场/)).toBeInTheDocument()
  })
})
