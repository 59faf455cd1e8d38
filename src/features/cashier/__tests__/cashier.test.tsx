import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath, recordQueries } from '@test/server'
import { installBridgeSimulator } from '@/core/native/simulator'
import OrderPayPage from '@/pages/order/pay/index'
import CashPage from '@/pages/order/cash/index'
import CashResultPage from '@/pages/order/cash/result/index'
import { createPayOrder, findPayOrder, markPaid, SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
import { resetServerClock } from '../clock'
import { browser } from '../pay'
import { CHECK_FAILED, PAY_CANCELLED, PAY_UNFINISHED, STILL_PENDING } from '../screens'
import { mockClock } from '@mocks/lib/clock'

const PENDING = SEEDED_PAY_ORDERS.pending
const PAY = 'pages/order/pay/index'
const CASH = 'pages/order/cash/index'
const RESULT = 'pages/order/cash/result/index'
const open = (ui: JSX.Element, path: typeof PAY | typeof CASH | typeof RESULT, payOrderNo: string) => renderPage(ui, path, { query: { payOrderNo }, signedIn: true })
const resultUrl = (payOrderNo: string) => `/pages/order/cash/result/index?payOrderNo=${payOrderNo}`
const win = window as { __nativeAppUserAgent?: string; __bridgeSimulatorLog?: { method: string; params: unknown }[] }

/** The server's view of a payment through the provider: prepared, then notified. */
function paidByProvider(payOrderNo: string) {
  const order = findPayOrder(payOrderNo)!
  order.prepays.push({ prepayId: `wx${payOrderNo}99`, method: 'h5', at: new Date().toISOString() })
  markPaid(`wx${payOrderNo}99`)
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  mockClock.reset()
  resetServerClock()
  delete win.__nativeAppUserAgent
})

describe('order/pay', () => {
  it('shows what is paid for, the total and the window, and goes to the cashier', async () => {
    open(<OrderPayPage />, PAY, PENDING)
    expect(await screen.findByText('交易保证金（可退）')).toBeInTheDocument()
    expect(screen.getByText('合计')).toBeInTheDocument()
    expect(screen.getAllByText('¥2,000').length).toBeGreaterThan(0)
    expect(screen.getByRole('timer')).toHaveTextContent(/剩余支付时间 [5-6]:\d\d:\d\d/)
    fireEvent.click(screen.getByText('去支付 ¥2,000'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/order/cash/index?payOrderNo=${PENDING}` })
  })

  it('a paid order offers its result instead of paying; a broken link and a missing order say so', async () => {
    const { unmount } = open(<OrderPayPage />, PAY, SEEDED_PAY_ORDERS.paid)
    expect(await screen.findByText('该订单已支付')).toBeInTheDocument()
    expect(screen.queryByText(/去支付/)).toBeNull()
    fireEvent.click(screen.getByText('查看支付结果'))
    expect(navigationLog.at(-1)?.url).toBe(resultUrl(SEEDED_PAY_ORDERS.paid))
    unmount()
    const second = open(<OrderPayPage />, PAY, '')
    expect(screen.getByText('订单不存在或链接有误')).toBeInTheDocument()
    second.unmount()
    open(<OrderPayPage />, PAY, 'PO404404')
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
  })

  it('waits for a slow reply in its loading state', async () => {
    const release = holdPath('/cashier/order')
    open(<OrderPayPage />, PAY, PENDING)
    await new Promise((done) => setTimeout(done, 300))
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    release()
    expect(await screen.findByText('交易保证金（可退）')).toBeInTheDocument()
  })
})

describe('order/cash', () => {
  it('on a mobile browser: the amount from the server, the provider page, one prepay for a double tap', async () => {
    const prepays = recordQueries('/cashier/prepay', 'POST')
    const reads = recordQueries('/cashier/order')
    const opened: string[] = []
    vi.spyOn(browser, 'open').mockImplementation((url) => void opened.push(url))
    open(<CashPage />, CASH, PENDING)
    expect(await screen.findByText('¥2,000')).toBeInTheDocument()
    expect(await screen.findByText('支付宝')).toBeInTheDocument()
    // The page's query and the clock's timed read are one request.
    await new Promise((done) => setTimeout(done, 100))
    expect(reads).toHaveLength(1)
    const button = await screen.findByText('确认支付 ¥2,000')
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(opened).toHaveLength(1))
    expect(prepays).toHaveLength(1)
    const page = new URL(opened[0])
    expect(page.pathname).toBe('/cashier/mock/pay-page')
    // The provider's page returns to the result page the server recorded (not one its link carries).
    expect(page.searchParams.get('returnUrl')).toBeNull()
    expect(findPayOrder(PENDING)!.prepays.map((prepay) => [prepay.method, prepay.returnUrl])).toEqual([['h5', `${window.location.origin}${resultUrl(PENDING)}`]])
  })

  it('a paid order shows it is paid and offers no pay button; a closed one says why', async () => {
    const { unmount } = open(<CashPage />, CASH, SEEDED_PAY_ORDERS.paid)
    expect(await screen.findByText('该订单已支付')).toBeInTheDocument()
    expect(screen.queryByText(/确认支付|重新支付/)).toBeNull()
    expect(screen.getByText('查看支付结果')).toBeInTheDocument()
    unmount()
    open(<CashPage />, CASH, SEEDED_PAY_ORDERS.closed)
    expect(await screen.findByText('订单已超时关闭')).toBeInTheDocument()
    expect(screen.queryByText(/确认支付|重新支付/)).toBeNull()
  })

  it("paid meanwhile elsewhere: the refusal is said (the server's words in a dialog) and the page shows the server state", async () => {
    const opened = vi.spyOn(browser, 'open').mockImplementation(() => {})
    open(<CashPage />, CASH, PENDING)
    const button = await screen.findByText('确认支付 ¥2,000')
    // Paid in another tab (or on another phone) while this page showed it pending.
    paidByProvider(PENDING)
    fireEvent.click(button)
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('该订单已支付，请勿重复支付'))
    expect(await screen.findByText('该订单已支付')).toBeInTheDocument()
    expect(screen.queryByText(/确认支付|重新支付/)).toBeNull()
    expect(opened).not.toHaveBeenCalled()
  })

  it('a server refusal of another kind is toasted, the payment is 支付未完成 and the dealer may try again', async () => {
    failWithEnvelope('/cashier/prepay', 500, '支付通道繁忙，请稍后重试')
    open(<CashPage />, CASH, PENDING)
    fireEvent.click(await screen.findByText('确认支付 ¥2,000'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('支付通道繁忙，请稍后重试'))
    expect(screen.getByText('重新支付')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(PAY_UNFINISHED)
    expect(navigationLog).toEqual([])
  })

  it("in the mini-program: WeChat Pay with the server's signed parameters, then the result page", async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    const pay = vi.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' } as never)
    open(<CashPage />, CASH, PENDING)
    expect(await screen.findByText('微信支付')).toBeInTheDocument()
    fireEvent.click(await screen.findByText('确认支付 ¥2,000'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: resultUrl(PENDING) }))
    const prepayId = findPayOrder(PENDING)!.prepays[0].prepayId
    expect(pay).toHaveBeenCalledTimes(1)
    expect(pay.mock.calls[0][0]).toEqual({
      timeStamp: expect.stringMatching(/^\d{10}$/),
      nonceStr: expect.any(String),
      package: `prepay_id=${prepayId}`,
      signType: 'RSA',
      paySign: expect.any(String),
    })
  })

  it('a cancelled WeChat payment is not a failure: the page stays with 重新支付', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    const pay = vi.spyOn(Taro, 'requestPayment').mockRejectedValue({ errMsg: 'requestPayment:fail cancel' })
    open(<CashPage />, CASH, PENDING)
    fireEvent.click(await screen.findByText('确认支付 ¥2,000'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(PAY_CANCELLED))
    expect(screen.getByText('重新支付')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(PAY_UNFINISHED)
    expect(navigationLog).toEqual([])
    fireEvent.click(screen.getByText('重新支付'))
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(2))
  })

  it("inside the native app: the app's payment through the bridge, then the result page", async () => {
    installBridgeSimulator()
    open(<CashPage />, CASH, PENDING)
    expect(await screen.findByText('APP支付')).toBeInTheDocument()
    fireEvent.click(await screen.findByText('确认支付 ¥2,000'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: resultUrl(PENDING) }))
    expect(win.__bridgeSimulatorLog).toEqual([
      { method: 'pay', params: { payOrderNo: PENDING, amountCents: 200000, orderInfo: expect.stringContaining(findPayOrder(PENDING)!.prepays[0].prepayId) } },
    ])
  })

  it("counts down on the server's clock with the phone's 10 minutes fast, and asks the server at zero", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const phoneFast = 10 * 60 * 1000
    vi.setSystemTime(Date.now() + phoneFast)
    mockClock.set(() => Date.now() - phoneFast)
    const order = createPayOrder({ accountId: 20001, subject: '拍品服务费', lines: [{ label: '送拍服务费', amountCents: 30000 }], windowMinutes: 2 })
    const asked = recordQueries('/cashier/order')
    open(<CashPage />, CASH, order.payOrderNo)
    const timer = await screen.findByRole('timer')
    expect(timer).toHaveTextContent(/剩余支付时间 (02:00|01:59)/)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000)
    })
    expect(screen.getByRole('timer')).toHaveTextContent(/剩余支付时间 (01:00|00:59|00:58)/)
    // One ticker, no asking while it runs.
    expect(asked.length).toBeLessThanOrEqual(2)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(62_000)
    })
    await waitFor(() => expect(screen.getByText('订单已超时关闭')).toBeInTheDocument())
    expect(screen.queryByText(/确认支付/)).toBeNull()
    expect(asked.length).toBeGreaterThanOrEqual(2)
  })

  it('re-syncs its clock with the server when the page shows again', async () => {
    open(<CashPage />, CASH, PENDING)
    await screen.findByRole('timer')
    const asked = recordQueries('/cashier/order')
    await act(async () => {
      await new Promise((done) => setTimeout(done, 1100))
      await firePageEvent('didShow')
      await new Promise((done) => setTimeout(done, 100))
    })
    expect(asked).toHaveLength(1)
    expect(screen.getByRole('timer')).toHaveTextContent(/剩余支付时间 [5-6]:\d\d:\d\d/)
  })
})

describe('order/cash/result', () => {
  it('paid: says so from the server and continues where the order was made', async () => {
    open(<CashResultPage />, RESULT, SEEDED_PAY_ORDERS.paid)
    expect(await screen.findByText('支付成功')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('拍品服务费 ¥500')
    fireEvent.click(screen.getByText('完成'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/trade/index' }))
  })

  it("pending: 支付未完成; 我已支付 asks the server again and says what it found (the client's word is not trusted)", async () => {
    const asked = recordQueries('/cashier/order')
    open(<CashResultPage />, RESULT, PENDING)
    expect(await screen.findByText(PAY_UNFINISHED)).toBeInTheDocument()
    expect(screen.queryByText('等待支付结果')).toBeNull()
    await waitFor(() => expect(asked).toHaveLength(1))
    fireEvent.click(screen.getByText('我已支付'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(STILL_PENDING))
    expect(asked).toHaveLength(2)
    expect(screen.getByRole('status')).toHaveTextContent(`查询：${STILL_PENDING}`)
    paidByProvider(PENDING)
    fireEvent.click(screen.getByText('我已支付'))
    expect(await screen.findByText('支付成功')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('已查到支付，支付成功')
  })

  it('pending: 我已支付 that cannot reach the server says so', async () => {
    open(<CashResultPage />, RESULT, PENDING)
    await screen.findByText(PAY_UNFINISHED)
    failWithEnvelope('/cashier/order', 500, '服务繁忙')
    fireEvent.click(screen.getByText('我已支付'))
    await waitFor(() => expect(uiLog.toasts.some((toast) => toast.title === CHECK_FAILED)).toBe(true))
  })

  it('pending: 重新支付 is the main action and opens the cashier in its place', async () => {
    open(<CashResultPage />, RESULT, PENDING)
    const repay = await screen.findByText('重新支付')
    expect(repay.closest('.action-bar__button')).toHaveClass('action-bar__button--primary')
    expect(screen.getByText('我已支付').closest('.action-bar__button')).not.toHaveClass('action-bar__button--primary')
    fireEvent.click(repay)
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/order/cash/index?payOrderNo=${PENDING}` })
  })

  it('closed: the failure, why, and the way back', async () => {
    open(<CashResultPage />, RESULT, SEEDED_PAY_ORDERS.closed)
    expect(await screen.findByText('支付失败，订单已关闭')).toBeInTheDocument()
    expect(screen.getByText(/订单已超时关闭/)).toBeInTheDocument()
    fireEvent.click(screen.getByText('返回'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/trade/index' }))
  })

  it('a failed load is its error state with a retry', async () => {
    failWithEnvelope('/cashier/order', 500, '服务繁忙')
    open(<CashResultPage />, RESULT, PENDING)
    expect(await screen.findByText(/服务繁忙/)).toBeInTheDocument()
  })
})
