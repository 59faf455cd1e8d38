import type { ReactElement } from 'react'
import { screen } from '@testing-library/react'
import { renderPage } from '@test/render'
import { runAsWeapp } from '@test/weapp-audit'
import { recordQueries } from '@test/server'
import { useSession } from '@/core/session/store'
import type { RoutePath } from '@/core/routes'
import SellerHomePage from '@/pages/recycle/seller/home/index'
import GuidePage from '@/pages/recycle/guide/index'
import ZonePage from '@/pages/recycle/zone/index'
import BiddingListPage from '@/pages/recycle/seller/bidding/list/index'
import BiddingDetailPage from '@/pages/recycle/seller/bidding/detail/index'
import ExpressPage from '@/pages/recycle/seller/bidding/express-progress/index'
import ReturnPage from '@/pages/recycle/seller/bidding/return/index'
import RecheckPage from '@/pages/recycle/seller/bidding/recheck-inquiry/index'
import OrderListPage from '@/pages/recycle/seller/order/list/index'
import OrderDetailPage from '@/pages/recycle/seller/order/detail/index'
import OrderConfirmPage from '@/pages/recycle/seller/order/confirm/index'
import OfferingPage from '@/pages/recycle/buyer/quote/list/offering/index'
import OfferedPage from '@/pages/recycle/buyer/quote/list/offered/index'
import GiveupPage from '@/pages/recycle/buyer/quote/list/giveup/index'
import QuoteDetailPage from '@/pages/recycle/buyer/quote/detail/index'
import PreListPage from '@/pages/recycle/buyer/quote/pre/list/index'
import PreDetailPage from '@/pages/recycle/buyer/quote/pre/detail/index'

// The mini-program build: audit mode only applies there.
vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

const PAGES: [RoutePath, () => ReactElement, Record<string, string>][] = [
  ['pages/recycle/seller/home/index', () => <SellerHomePage />, {}],
  ['pages/recycle/guide/index', () => <GuidePage />, {}],
  ['pages/recycle/zone/index', () => <ZonePage />, {}],
  ['pages/recycle/seller/bidding/list/index', () => <BiddingListPage />, {}],
  ['pages/recycle/seller/bidding/detail/index', () => <BiddingDetailPage />, { id: '8102' }],
  ['pages/recycle/seller/bidding/express-progress/index', () => <ExpressPage />, { id: '8105' }],
  ['pages/recycle/seller/bidding/return/index', () => <ReturnPage />, { id: '8107' }],
  ['pages/recycle/seller/bidding/recheck-inquiry/index', () => <RecheckPage />, { id: '8107' }],
  ['pages/recycle/seller/order/list/index', () => <OrderListPage />, {}],
  ['pages/recycle/seller/order/detail/index', () => <OrderDetailPage />, { id: '8109' }],
  ['pages/recycle/seller/order/confirm/index', () => <OrderConfirmPage />, { id: '8107' }],
  ['pages/recycle/buyer/quote/list/offering/index', () => <OfferingPage />, {}],
  ['pages/recycle/buyer/quote/list/offered/index', () => <OfferedPage />, {}],
  ['pages/recycle/buyer/quote/list/giveup/index', () => <GiveupPage />, {}],
  ['pages/recycle/buyer/quote/detail/index', () => <QuoteDetailPage />, { id: '8204' }],
  ['pages/recycle/buyer/quote/pre/list/index', () => <PreListPage />, {}],
  ['pages/recycle/buyer/quote/pre/detail/index', () => <PreDetailPage />, { id: '8251' }],
]

describe('recycling in audit mode', () => {
  runAsWeapp()

  it.each(PAGES)('%s offers no trading while the mini-program is under review, and asks nothing', async (path, ui, query) => {
    useSession.setState({ init: true, isAuditMode: true })
    const asked = recordQueries('/recycle/')
    renderPage(ui(), path, { query, signedIn: true })
    expect(await screen.findByText('暂不支持回收')).toBeInTheDocument()
    expect(screen.queryByText(/报价|发布|成交|寄出|回收订单/)).toBeNull()
    await new Promise((done) => setTimeout(done, 50))
    expect(asked).toEqual([])
  })

  it('off: the seller home offers the offer form', async () => {
    useSession.setState({ init: true, isAuditMode: false })
    renderPage(<SellerHomePage />, 'pages/recycle/seller/home/index', { signedIn: true })
    expect(await screen.findByText('发布竞价')).toBeInTheDocument()
  })
})
