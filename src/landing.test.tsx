import { waitFor } from '@testing-library/react'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { setUserToken } from '@/core/session/store'
import HomePostPage from '@/pages/home/post/index'
import { prefetchLandingData } from './landing'
import { DEMO_TOKEN } from '@mocks/db'

const host = vi.hoisted(() => ({ stock: false }))
vi.mock('@/core/navigation/web', async (original) => ({ ...(await original<typeof import('@/core/navigation/web')>()), onStockHost: () => host.stock }))

/** The app opened on `path` (H5: the address). */
function openOn(path: string) {
  window.history.replaceState(null, '', `/${path}`)
}

describe('the landing tab’s first data, asked at start-up', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    host.stock = false
  })

  it('the feed is asked before the tab renders, and the tab shows it without asking again', async () => {
    const asked = recordQueries('/post/feed')
    openOn('pages/home/post/index')
    prefetchLandingData()
    await waitFor(() => expect(asked).toHaveLength(1))
    const { container } = renderPage(<HomePostPage />, 'pages/home/post/index')
    await waitFor(() => expect(container.querySelectorAll('.post-card').length).toBeGreaterThan(0))
    await new Promise((done) => setTimeout(done, 50))
    expect(asked).toHaveLength(1)
    expect(asked[0].get('tab')).toBe('recommend')
  })

  it('asks for the stock overview only when signed in, and nothing on other pages', async () => {
    const overview = recordQueries('/stock/overview')
    const feed = recordQueries('/post/feed')
    openOn('pages/home/stock/index')
    prefetchLandingData()
    openOn('pages/post/detail/index')
    prefetchLandingData()
    await new Promise((done) => setTimeout(done, 50))
    expect(overview).toHaveLength(0)
    expect(feed).toHaveLength(0)

    setUserToken(DEMO_TOKEN)
    openOn('pages/home/stock/index')
    prefetchLandingData()
    await waitFor(() => expect(overview).toHaveLength(1))
  })

  it('asks nothing on a stock host: it serves shared items only, its tabs go to not-found', async () => {
    const feed = recordQueries('/post/feed')
    host.stock = true
    openOn('pages/home/post/index')
    prefetchLandingData()
    await new Promise((done) => setTimeout(done, 50))
    expect(feed).toHaveLength(0)
  })
})
