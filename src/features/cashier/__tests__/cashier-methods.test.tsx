import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { installBridgeSimulator } from '@/core/native/simulator'
import CashPage from '@/pages/order/cash/index'
import CashResultPage from '@/pages/order/cash/result/index'
import { balanceOf, SEEDED_BALANCE_CENTS } from '@mocks/db/balance'
import { createPayOrder, findPayOrder, SEEDED_PAY_ORDERS, TRANSFER_CONFIRM_MINUTES } from '@mocks/db/pay-orders'
import { HOSTED_PAY_PATH, PLATFORM_BANK_ACCOUNT } from '@mocks/handlers/cashier'
import { mockClock } from '@mocks/lib/clock'
import { resetServerClock } from '../clock'
import { browser } from '../pay'
import { PAY_UNFINISHED, STILL_PENDING } from '../screens'

const CASH = 'pages/order/cash/index'
const RESULT = 'pages/order/cash/result/index'
const PENDING = SEEDED_PAY_ORDERS.pending
const openCash = (payOrderNo: string) => renderPage(<CashPage />, CASH, { query: { payOrderNo }, signedIn: true })
const openResult = (payOrderNo: string) => renderPage(<CashResultPage />, RESULT, { query: { payOrderNo }, signedIn: true })
const resultUrl = (payOrderNo: string) => `/pages/order/cash/result/index?payOrderNo=${payOrderNo}`
/** A won lot of ¥80,000.50: above what the seeded balance holds, and a bank-transfer amount. */
const largeOrder = () => createPayOrder({ accountId: 20001, subject: '拍品成交款', lines: [{ label: '成交价', amountCents: 8_000_050 }], returnTo: '/pages/home/trade/index' })
const win = window as { __nativeAppUserAgent?: string }
const methodNames = () => screen.getAllByRole('radio').map((radio) => radio.querySelector('.cashier__method-title')?.textContent)

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  mockClock.reset()
  resetServerClock()
  delete win.__nativeAppUserAgent
})

describe('cashier methods: from the server, for the platform and the amount', () => {
  it('mobile browser, ¥2,000: the provider’s page (支付宝) and the balance; no vague 在线支付, no transfer', async () => {
    const asked = recordQueries('/cashier/methods')
    openCash(PENDING)
    await screen.findByText('支付宝')
    expect(methodNames()).toEqual(['支付宝', '账户余额'])
    expect(asked[0].get('platform')).toBe('h5')
    expect(screen.queryByText('在线支付')).toBeNull()
    expect(screen.getByText('可用 ¥36,800（回收成交打款）')).toBeInTheDocument()
  })

  it('mini-program: WeChat Pay first; native app: the app’s payment first', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    const first = openCash(PENDING)
    await screen.findByText('微信支付')
    expect(methodNames()).toEqual(['微信支付', '账户余额'])
    first.unmount()
    vi.unstubAllEnvs()
    installBridgeSimulator()
    openCash(PENDING)
    await screen.findByText('APP支付')
    expect(methodNames()).toEqual(['APP支付', '账户余额'])
  })

  it('¥80,000.50: 对公转账 offered; the balance shown but not choosable (余额不足 with what it holds)', async () => {
    const order = largeOrder()
    openCash(order.payOrderNo)
    await screen.findByText('对公转账')
    expect(methodNames()).toEqual(['支付宝', '账户余额', '对公转账'])
    const balance = screen.getAllByRole('radio')[1]
    expect(balance).toHaveAttribute('aria-disabled', 'true')
    expect(within(balance).getByText('余额不足（可用 ¥36,800）')).toBeInTheDocument()
    fireEvent.click(balance)
    expect(balance).toHaveAttribute('aria-checked', 'false')
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true')
  })
})

describe('cashier: paying from the balance', () => {
  it('asks once with the amount and what is left, pays at once and shows the result', async () => {
    openCash(PENDING)
    fireEvent.click(await screen.findByText('账户余额'))
    expect(screen.getAllByRole('radio')[1]).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByText('确认支付 ¥2,000'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: resultUrl(PENDING) }))
    expect(uiLog.modals.at(-1)).toMatchObject({ title: '使用余额支付', content: '从账户余额支付 ¥2,000，支付后余额 ¥34,800' })
    expect(findPayOrder(PENDING)).toMatchObject({ status: 'paid' })
    expect(balanceOf(20001)).toBe(SEEDED_BALANCE_CENTS - 200000)
  })

  it('said no to the dialog: nothing is paid', async () => {
    const prepays = recordQueries('/cashier/prepay', 'POST')
    openCash(PENDING)
    fireEvent.click(await screen.findByText('账户余额'))
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('确认支付 ¥2,000'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(prepays).toEqual([])
    expect(findPayOrder(PENDING)!.status).toBe('pending')
  })
})

describe('cashier: 对公转账 for a large amount', () => {
  it('shows the account and the order as the note, needs a receipt, waits for the platform, then is paid', async () => {
    const order = largeOrder()
    const copied = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    openCash(order.payOrderNo)
    fireEvent.click(await screen.findByText('对公转账'))
    expect(screen.getByText(PLATFORM_BANK_ACCOUNT.accountName)).toBeInTheDocument()
    expect(screen.getByText(PLATFORM_BANK_ACCOUNT.accountNo)).toBeInTheDocument()
    expect(screen.getByText(order.payOrderNo).closest('.info-row')).toHaveTextContent(`附言${order.payOrderNo}复制`)
    fireEvent.click(screen.getAllByText('复制')[1])
    expect(copied).toHaveBeenCalledWith({ data: PLATFORM_BANK_ACCOUNT.accountNo.replace(/\s/g, '') })
    // No receipt yet: nothing to submit.
    const submit = screen.getByText('提交转账凭证').closest('.action-bar__button')!
    expect(submit).toHaveClass('nut-button-disabled')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(screen.getByText('提交转账凭证').closest('.action-bar__button')).not.toHaveClass('nut-button-disabled'))
    fireEvent.click(screen.getByText('提交转账凭证'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: resultUrl(order.payOrderNo) }))
    expect(findPayOrder(order.payOrderNo)).toMatchObject({ status: 'pending', transfer: { receiptUrls: [expect.any(String)] } })
  })

  it('the result says 待平台确认 (the window no longer closes it) and shows it paid once the platform confirms', async () => {
    const order = largeOrder()
    findPayOrder(order.payOrderNo)!.transfer = {
      submittedAt: new Date().toISOString(),
      receiptUrls: ['/uploads/receipt.jpg'],
      confirmAt: new Date(Date.now() + TRANSFER_CONFIRM_MINUTES * 60_000).toISOString(),
    }
    openResult(order.payOrderNo)
    expect(await screen.findByText('待平台确认')).toBeInTheDocument()
    expect(screen.queryByText('我已支付')).toBeNull()
    fireEvent.click(screen.getByText('刷新状态'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('平台尚未确认到账，请稍后再试'))
    // Past both the confirmation and the order's 30-minute window: paid, not closed.
    mockClock.set(() => Date.now() + 31 * 60_000)
    fireEvent.click(screen.getByText('刷新状态'))
    expect(await screen.findByText('支付成功')).toBeInTheDocument()
  })

  it('the cashier of an order awaiting the platform offers no second payment', async () => {
    const order = largeOrder()
    findPayOrder(order.payOrderNo)!.transfer = {
      submittedAt: new Date().toISOString(),
      receiptUrls: ['/uploads/receipt.jpg'],
      confirmAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    }
    openCash(order.payOrderNo)
    expect(await screen.findByText('转账凭证已提交，待平台确认')).toBeInTheDocument()
    expect(screen.queryByText(/确认支付|重新支付|支付宝/)).toBeNull()
    expect(screen.getByText('查看支付结果')).toBeInTheDocument()
  })
})

describe('cashier: a payment cancelled at the provider', () => {
  it('comes back to 支付未完成 with 重新支付 as the main action, which pays on a second try', async () => {
    const opened: string[] = []
    vi.spyOn(browser, 'open').mockImplementation((url) => void opened.push(url))
    const first = openCash(PENDING)
    fireEvent.click(await screen.findByText('确认支付 ¥2,000'))
    await waitFor(() => expect(opened).toHaveLength(1))
    // 取消支付 on the provider's page: back to the recorded return address, unpaid.
    const prepayId = new URL(opened[0]).searchParams.get('prepayId')!
    const cancelled = await fetch(new URL(HOSTED_PAY_PATH, opened[0]).toString(), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepayId, action: 'cancel' }).toString(),
    })
    expect(cancelled.headers.get('location')).toBe(`${window.location.origin}${resultUrl(PENDING)}`)
    first.unmount()
    const result = openResult(PENDING)
    expect(await screen.findByText(PAY_UNFINISHED)).toBeInTheDocument()
    fireEvent.click(screen.getByText('我已支付'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(STILL_PENDING))
    fireEvent.click(screen.getByText('重新支付'))
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/order/cash/index?payOrderNo=${PENDING}` })
    result.unmount()
    await act(async () => {
      await new Promise((done) => setTimeout(done, 350))
    })
    openCash(PENDING)
    fireEvent.click(await screen.findByText('确认支付 ¥2,000'))
    await waitFor(() => expect(opened).toHaveLength(2))
    const second = new URL(opened[1]).searchParams.get('prepayId')!
    const paid = await fetch(new URL(HOSTED_PAY_PATH, opened[1]).toString(), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepayId: second, action: 'confirm' }).toString(),
    })
    expect(paid.status).toBe(303)
    expect(findPayOrder(PENDING)!.status).toBe('paid')
  })
})
