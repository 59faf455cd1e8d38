import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { getDb } from '@mocks/db'
import { findLot } from '@mocks/db/auction'
import { paidDepositCents } from '@mocks/db/auction-deposit'
import { findPayOrder, markPaid } from '@mocks/db/pay-orders'
import { DEMO_USER_ID } from '@mocks/db/seed-account'
import { mockServer } from '@mocks/node'
import { returnChosenAddress } from '@/features/account'
import { resetNavigationDebounce } from '@/core/navigation'
import type { Address } from '@/features/account/api'
import OrderPayPage from '@/pages/order/pay/index'
import CashPage from '@/pages/order/cash/index'
import { yuan } from '@/shared/format/money'
import { buyerFeeCents, insuranceCents, REMOTE_SHIPPING_CENTS, WIN_RULE_TEXT } from '../win-rules'

const WON = 7005003
const PAY = 'pages/order/pay/index'
const open = () => renderPage(<OrderPayPage />, PAY, { signedIn: true, query: { lotId: String(WON) } })
const money = (cents: number) => yuan(cents)
const order = () => findPayOrder(findLot(WON)!.winPayOrderNo!)!
const hammer = () => findLot(WON)!.bids.at(-1)!.amountCents
/** The bill's row of a label: its amount and the rule under it. */
const billLine = (label: string) => screen.getByText(label).closest('.win-pay__bill-line')
const XINJIANG: Address = {
  id: 31009,
  name: '阿里木',
  phone: '13912340000',
  province: '新疆维吾尔自治区',
  city: '乌鲁木齐市',
  district: '天山区',
  detail: '解放北路88号',
  isDefault: false,
}

describe("a won lot's pay page (order/pay?lotId=)", () => {
  it('shows the item, the default address, each fee line with its rule, the deposit offset, the amount due and the deadline', async () => {
    open()
    const lot = findLot(WON)!
    expect(await screen.findByText(lot.title)).toBeInTheDocument()
    expect(screen.getByText(/第3号/)).toBeInTheDocument()
    expect(document.querySelector('.win-pay__cover img, .win-pay__cover')).not.toBeNull()
    expect(screen.getByText('王经理 13800138000')).toBeInTheDocument()
    expect(screen.getByText('广东省深圳市福田区华强北路1002号赛格广场3楼312')).toBeInTheDocument()
    expect(billLine('成交价')).toHaveTextContent(money(hammer()))
    expect(billLine('成交价')).toHaveTextContent(WIN_RULE_TEXT.hammer)
    expect(billLine('买家服务费')).toHaveTextContent(money(buyerFeeCents(hammer())))
    expect(billLine('买家服务费')).toHaveTextContent('成交价的5%，最低¥50')
    expect(billLine('运费')).toHaveTextContent('¥30')
    expect(billLine('运费')).toHaveTextContent(WIN_RULE_TEXT.shipping)
    expect(billLine('保价费')).toHaveTextContent(money(insuranceCents(hammer())))
    expect(billLine('保价费')).toHaveTextContent('成交价的0.3%')
    expect(billLine('保证金抵扣')).toHaveTextContent(money(-paidDepositCents(20001, 7005)))
    expect(billLine('保证金抵扣')).toHaveTextContent(WIN_RULE_TEXT.depositOffset)
    expect(screen.getByText('应付金额').closest('.info-row')).toHaveTextContent(money(order().amountCents))
    expect(screen.getByText('付款截止').closest('.info-row')).toHaveTextContent(/\d{4}-\d\d-\d\d \d\d:\d\d/)
    expect(screen.getByText(/逾期未付订单关闭，保证金不予退还/)).toBeInTheDocument()
    expect(screen.getByText(`去支付 ${money(order().amountCents)}`)).toBeInTheDocument()
  })

  it('shows the amount due the server sent, never a sum of its own', async () => {
    mockServer.use(
      http.get('*/auction/win', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            lotId: WON,
            lotNo: 3,
            title: '测试拍品',
            cover: '',
            sessionTitle: '测试专场',
            payOrderNo: 'PO1',
            status: 'pending',
            closeReason: null,
            address: { id: 31001, name: '王经理', phone: '13800138000', province: '广东省', city: '深圳市', district: '福田区', detail: '华强北路1号', isDefault: true },
            lines: [
              { kind: 'hammer', label: '成交价', rule: '拍卖成交价', amountCents: 100000 },
              { kind: 'buyerFee', label: '买家服务费', rule: '成交价的5%，最低¥50', amountCents: 5000 },
            ],
            // Not 1,050: the server's word stands (a discount the app does not know of).
            amountDueCents: 99900,
            payDeadline: new Date(Date.now() + 3600_000).toISOString(),
            paidAt: null,
            serverTime: new Date().toISOString(),
          },
        }),
      ),
    )
    open()
    await screen.findByText('测试拍品')
    expect(screen.getByText('应付金额').closest('.info-row')).toHaveTextContent('¥999')
    expect(screen.getByText('去支付 ¥999')).toBeInTheDocument()
  })

  it('changes the address from the address book: the server prices it again; 去支付 fixes it on the order and the cashier shows the same lines', async () => {
    getDb().addresses[DEMO_USER_ID].push(XINJIANG)
    const asked = recordQueries('/auction/win')
    const page = open()
    await screen.findByText('王经理 13800138000')
    fireEvent.click(screen.getByText('更换'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/account/address/list/index?addressId=31001&mode=check' })
    act(() => returnChosenAddress(XINJIANG))
    // The fee itself, first in its line (the rule under it names ¥60 as well)
    await waitFor(() => expect(billLine('运费')?.textContent).toMatch(new RegExp(`^运费${money(REMOTE_SHIPPING_CENTS)}[^\\d,]`)))
    expect(asked.at(-1)?.get('addressId')).toBe('31009')
    expect(screen.getByText('阿里木 13912340000')).toBeInTheDocument()
    // Only quoted so far: the order keeps the default address until 去支付.
    expect(order().shipTo?.id).toBe(31001)
    // Back from the address list (a real tap comes later than the navigation's debounce).
    resetNavigationDebounce()
    const due = screen.getByText('应付金额').closest('.info-row')!.textContent!.replace('应付金额', '')
    fireEvent.click(screen.getByText(`去支付 ${due}`))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/order/cash/index?payOrderNo=${order().payOrderNo}`))
    expect(order()).toMatchObject({ shipTo: { id: 31009 } })
    expect(money(order().amountCents)).toBe(due)

    page.unmount()
    renderPage(<CashPage />, 'pages/order/cash/index', { signedIn: true, query: { payOrderNo: order().payOrderNo } })
    await screen.findByText(/第3号）成交价$/)
    for (const rule of Object.values(WIN_RULE_TEXT)) expect(screen.getAllByText(rule).length).toBeGreaterThan(0)
    expect(screen.getByText('保证金抵扣').closest('.info-row')).toHaveTextContent(money(-paidDepositCents(20001, 7005)))
    expect(screen.getByText('合计').closest('.info-row')).toHaveTextContent(due)
  })

  it('without an address: says so, prices no shipping and no amount due, and offers 添加收货地址', async () => {
    getDb().addresses[DEMO_USER_ID] = []
    open()
    expect(await screen.findByText('还没有收货地址，运费按地址计算')).toBeInTheDocument()
    expect(screen.getByText('选择收货地址后计算')).toBeInTheDocument()
    expect(screen.getByText('应付金额').closest('.info-row')).toHaveTextContent('待计算')
    expect(screen.queryByText(/^去支付/)).toBeNull()
    // In the address card and as the footer's main action.
    const [inCard, inFooter] = screen.getAllByText('添加收货地址')
    fireEvent.click(inCard)
    expect(navigationLog.at(-1)?.url).toBe('/pages/account/address/form/index')
    expect(inFooter.closest('.action-bar')).not.toBeNull()
  })

  it('paid meanwhile: 去支付 says the server’s words and the page shows it paid, with its bill', async () => {
    open()
    await screen.findByText('王经理 13800138000')
    const payOrderNo = order().payOrderNo
    order().prepays.push({ prepayId: `wx${payOrderNo}77`, method: 'wechat', at: new Date().toISOString() })
    markPaid(`wx${payOrderNo}77`)
    fireEvent.click(screen.getByText(/^去支付 /))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('该拍品已付款'))
    await waitFor(() => expect(screen.getByText('已付款')).toBeInTheDocument())
    expect(screen.getByText('实付金额').closest('.info-row')).toHaveTextContent(money(order().amountCents))
    expect(screen.getByText('支付时间')).toBeInTheDocument()
    expect(screen.queryByText(/^去支付/)).toBeNull()
    expect(screen.queryByText('更换')).toBeNull()
  })
})
