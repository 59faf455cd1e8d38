import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb } from '@mocks/db'
import { setUserToken } from '@/core/session/store'
import HomePostPage from '@/pages/home/post/index'
import { FEED_PAGE_SIZE } from './feed-query'
import { FEED_PLACE_TTL_MS } from './feed-return'
import { postCardId } from './post-card'
import { DEMO_TOKEN } from '@mocks/db'

const HOME = 'pages/home/post/index'
const cards = () => [...document.querySelectorAll<HTMLElement>('.post-card')]
const FOLLOWED_SHOPS = [1002, 1005, 1011, 1017]

/** Signed out on the feed, three pages down, a like on a post of page 3 sends the reader to login. */
async function likeOnPageThreeSignedOut() {
  const view = renderPage(<HomePostPage />, HOME)
  await screen.findByText(getDb().posts[0].content)
  for (const pages of [2, 3]) {
    await act(() => firePageEvent('reachBottom'))
    await waitFor(() => expect(cards()).toHaveLength(FEED_PAGE_SIZE * pages))
  }
  const post = getDb().posts[FEED_PAGE_SIZE * 2 + 3]
  fireEvent.click(within(document.getElementById(postCardId(post.id))!).getByLabelText('点赞'))
  await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index\?backUrl=/))
  return { view, post }
}

/** The login page replaced the feed; logged in, the reader is sent back to a new feed. */
function backSignedIn(view: { unmount: () => void }) {
  view.unmount()
  setUserToken(DEMO_TOKEN)
  return renderPage(<HomePostPage />, HOME)
}

describe('back on the feed after a login an action asked for', () => {
  afterEach(() => vi.restoreAllMocks())

  it('loads down to the post the reader left and scrolls to it', async () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    const { view, post } = await likeOnPageThreeSignedOut()
    backSignedIn(view)
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ selector: `#${postCardId(post.id)}` })))
    expect(document.getElementById(postCardId(post.id))).not.toBeNull()
    expect(cards()).toHaveLength(FEED_PAGE_SIZE * 3)
  })

  it('opens 关注 when that is what the reader asked for', async () => {
    const view = renderPage(<HomePostPage />, HOME)
    await screen.findByText(getDb().posts[0].content)
    fireEvent.click(screen.getByText('关注'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
    backSignedIn(view)
    const followed = getDb().posts.filter((post) => FOLLOWED_SHOPS.includes(post.shopId))
    expect(await screen.findByText(followed[0].content)).toBeInTheDocument()
    expect(screen.getByText('关注')).toHaveClass('tabs__tab--on')
  })

  it('starts at the top when the login came long after', async () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    const { view } = await likeOnPageThreeSignedOut()
    const later = Date.now() + FEED_PLACE_TTL_MS + 1000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    backSignedIn(view)
    await screen.findByText(getDb().posts[0].content)
    await act(() => new Promise((done) => setTimeout(done, 50)))
    expect(cards()).toHaveLength(FEED_PAGE_SIZE)
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('a reader who opens the feed signed in is not scrolled anywhere', async () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    renderPage(<HomePostPage />, HOME, { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    await act(() => new Promise((done) => setTimeout(done, 50)))
    expect(cards()).toHaveLength(FEED_PAGE_SIZE)
    expect(scrolled).not.toHaveBeenCalled()
  })
})
