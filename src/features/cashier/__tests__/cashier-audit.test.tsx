import { screen } from '@testing-library/react'
import { renderPage } from '@test/render'
import { runAsWeapp } from '@test/weapp-audit'
import { recordQueries } from '@test/server'
import { useSession } from '@/core/session/store'
import OrderPayPage from '@/pages/order/pay/index'
import CashPage from '@/pages/order/cash/index'
import { SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'

// The mini-program build: audit mode only applies there.
vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

describe('the cashier in audit mode', () => {
  runAsWeapp()

  it('offers no payment while the mini-program is under review', async () => {
    useSession.setState({ init: true, isAuditMode: true })
    const prepays = recordQueries('/cashier/prepay', 'POST')
    const { unmount } = renderPage(<OrderPayPage />, 'pages/order/pay/index', { query: { payOrderNo: SEEDED_PAY_ORDERS.pending }, signedIn: true })
    expect(await screen.findByText('交易保证金（可退）')).toBeInTheDocument()
    expect(screen.queryByText(/去支付/)).toBeNull()
    unmount()
    renderPage(<CashPage />, 'pages/order/cash/index', { query: { payOrderNo: SEEDED_PAY_ORDERS.pending }, signedIn: true })
    expect(await screen.findByText('当前版本暂不支持支付')).toBeInTheDocument()
    expect(screen.queryByText(/确认支付|微信支付/)).toBeNull()
    expect(prepays).toEqual([])
  })

  it('off: WeChat Pay is offered', async () => {
    useSession.setState({ init: true, isAuditMode: false })
    renderPage(<CashPage />, 'pages/order/cash/index', { query: { payOrderNo: SEEDED_PAY_ORDERS.pending }, signedIn: true })
    expect(await screen.findByText('微信支付')).toBeInTheDocument()
    expect(screen.getByText('确认支付 ¥2,000')).toBeInTheDocument()
  })
})
