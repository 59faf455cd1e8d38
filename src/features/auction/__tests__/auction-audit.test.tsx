import { screen } from '@testing-library/react'
import { renderPage } from '@test/render'
import { runAsWeapp } from '@test/weapp-audit'
import { recordQueries } from '@test/server'
import { useSession } from '@/core/session/store'
import HomeListPage from '@/pages/product/auction/home-list/index'
import SessionLotsPage from '@/pages/product/auction/list/index'
import LotDetailPage from '@/pages/product/auction/detail/index'

// The mini-program build: audit mode only applies there.
vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

describe('the auction pages in audit mode', () => {
  runAsWeapp()

  it.each([
    ['home-list', () => renderPage(<HomeListPage />, 'pages/product/auction/home-list/index', { signedIn: true })],
    ['list', () => renderPage(<SessionLotsPage />, 'pages/product/auction/list/index', { signedIn: true, query: { sessionId: '7001' } })],
    ['detail', () => renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { signedIn: true, query: { id: '7001002' } })],
  ])('%s offers no bidding while the mini-program is under review', async (_, open) => {
    useSession.setState({ init: true, isAuditMode: true })
    const lots = recordQueries('/auction/lot')
    open()
    expect(await screen.findByText('暂不支持竞拍')).toBeInTheDocument()
    expect(screen.queryByText(/出价|保证金|拍卖中/)).toBeNull()
    expect(lots).toEqual([])
  })

  it('off: the lot offers bidding', async () => {
    useSession.setState({ init: true, isAuditMode: false })
    renderPage(<LotDetailPage />, 'pages/product/auction/detail/index', { signedIn: true, query: { id: '7001003' } })
    expect(await screen.findByText(/^出价 ¥/)).toBeInTheDocument()
  })
})
