import type { ReactElement } from 'react'
import { screen } from '@testing-library/react'
import { renderPage } from '@test/render'
import { runAsWeapp } from '@test/weapp-audit'
import { recordQueries } from '@test/server'
import { useSession } from '@/core/session/store'
import type { RoutePath } from '@/core/routes'
import LiveListPage from '@/pages/live/list/index'
import LiveRoomPage from '@/pages/live/room/index'
import LiveLotPage from '@/pages/live/auction/detail/index'
import JianlouListPage from '@/pages/live/jianlou/list/index'
import JianlouDetailPage from '@/pages/live/jianlou/detail/index'

// The mini-program build: audit mode only applies there.
vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

const PAGES: [RoutePath, () => ReactElement, Record<string, string>][] = [
  ['pages/live/list/index', () => <LiveListPage />, {}],
  ['pages/live/room/index', () => <LiveRoomPage />, { id: '7511' }],
  ['pages/live/auction/detail/index', () => <LiveLotPage />, { id: '7011004', roomId: '7511' }],
  ['pages/live/jianlou/list/index', () => <JianlouListPage />, {}],
  ['pages/live/jianlou/detail/index', () => <JianlouDetailPage />, { id: '7601' }],
]

describe('live rooms and bargain hunts in audit mode', () => {
  runAsWeapp()

  it.each(PAGES)('%s offers no bidding or buying while the mini-program is under review', async (path, ui, query) => {
    useSession.setState({ init: true, isAuditMode: true })
    const asked = [...recordQueries('/live/'), ...recordQueries('/auction/')]
    renderPage(ui(), path, { query, signedIn: true })
    expect(await screen.findByText('暂不支持该功能')).toBeInTheDocument()
    expect(screen.queryByText(/出价|立即抢|直播|捡漏/)).toBeNull()
    await new Promise((done) => setTimeout(done, 50))
    expect(asked).toEqual([])
  })

  it('off: the bargain piece offers 立即抢', async () => {
    useSession.setState({ init: true, isAuditMode: false })
    renderPage(<JianlouDetailPage />, 'pages/live/jianlou/detail/index', { query: { id: '7601' }, signedIn: true })
    expect(await screen.findByText(/^立即抢 ¥/)).toBeInTheDocument()
  })
})
