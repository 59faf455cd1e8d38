import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { firePageEvent, navigationLog, setRoute, uiLog } from '@test/taro'
import { getDb } from '@mocks/db'
import { envelope } from '@mocks/lib/handle'
import { mockServer } from '@mocks/node'
import { renderPage } from '@test/render'
import { failPath, pagesOf, recordQueries } from '@test/server'
import { useSession } from '@/core/session/store'
import HomePostPage from '@/pages/home/post/index'
import PostDetailPage from '@/pages/post/detail/index'
import { FEED_PAGE_SIZE } from './feed-query'
import { postRemoved } from '../shared/post-changes'
import { yuan } from '@test/dom'

const cards = () => [...document.querySelectorAll<HTMLElement>('.post-card')]
const shopName = (shopId: number) => getDb().shops.find((shop) => shop.id === shopId)!.name
const demo = () => getDb().accounts.find((account) => account.accountId === 20001)!
/** The first post of the feed that links an item, its card and the item. */
function firstWithItem() {
  const index = getDb().posts.findIndex((post) => post.itemIds.length > 0)
  const post = getDb().posts[index]
  return { card: cards()[index], item: getDb().postItems[post.itemIds[0]] }
}
/** Where a need-login check sent the reader, and the page it comes back to. */
function loginTarget() {
  const last = navigationLog.at(-1)!
  const url = new URL(last.url, 'http://app')
  return { method: last.method, path: url.pathname, backUrl: url.searchParams.get('backUrl') }
}

const DETAIL = 'pages/post/detail/index'
const followed = () => getDb().followShops[10001].map((follow) => follow.shopId)
/** The post's page opened over the feed (the feed stays mounted below it, as in the app). */
const openPost = (id: number) => renderPage(<PostDetailPage />, DETAIL, { signedIn: true, query: { id: String(id) } })
/** Back on the feed from a page over it. */
async function backToFeed(over: { unmount: () => void }) {
  over.unmount()
  setRoute('pages/home/post/index')
  await act(() => firePageEvent('didShow'))
}

describe('home feed', () => {
  it('shows a like and a comment made on a post page at once, without asking for the feed again', async () => {
    const post = getDb().posts.find((candidate, index) => index < FEED_PAGE_SIZE && candidate.likedBy.length === 0)!
    const index = getDb().posts.indexOf(post)
    const commentCount = getDb().postComments[post.id]?.length ?? 0
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(post.content)
    await firePageEvent('didShow')
    const asked = recordQueries('/post/feed')
    const page = openPost(post.id)
    await within(page.container).findByText(post.content)
    fireEvent.click(within(page.container).getByLabelText('点赞'))
    await waitFor(() => expect(getDb().posts[index].likedBy).toContain(10001))
    const input = within(page.container).getByPlaceholderText('说点什么…')
    fireEvent.input(input, { target: { value: '还在吗' }, detail: { value: '还在吗' } })
    fireEvent.click(within(page.container).getByText('发送'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('评论成功'))
    // the feed below already shows both, from the cache: the server was not asked
    const card = () => cards()[index]
    await waitFor(() => expect(within(card()).getByLabelText('取消点赞')).toHaveTextContent(String(post.baseLikes + 1)))
    expect(card().querySelectorAll('.post-card__count')[1]).toHaveTextContent(String(commentCount + 1))
    expect(asked).toEqual([])
    await backToFeed(page)
    expect(within(card()).getByLabelText('取消点赞')).toHaveTextContent(String(post.baseLikes + 1))
    expect(card().querySelectorAll('.post-card__count')[1]).toHaveTextContent(String(commentCount + 1))
    // the other cards are untouched, the rows kept (the return asks the loaded page again in place)
    expect(cards()).toHaveLength(FEED_PAGE_SIZE)
    await waitFor(() => expect(pagesOf(asked)).toEqual(['1']))
  })

  it('puts a post just published on top of 推荐 when the reader comes back', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    await firePageEvent('didShow')
    const form = renderPage(<PostDetailPage />, DETAIL, { signedIn: true, query: { mode: 'publish' } })
    const text = await waitFor(() => {
      const found = form.container.querySelector('textarea')
      if (!found) throw new Error('the textarea is not mounted yet')
      return found
    })
    fireEvent.input(text, { target: { value: '【刚刚发布】新到一只 Kelly' }, detail: { value: '【刚刚发布】新到一只 Kelly' } })
    fireEvent.click(within(form.container).getByText('发布'))
    await waitFor(() => expect(getDb().posts[0].content).toBe('【刚刚发布】新到一只 Kelly'))
    await backToFeed(form)
    await waitFor(() => expect(within(cards()[0]).getByText('【刚刚发布】新到一只 Kelly')).toBeInTheDocument())
    expect(cards()).toHaveLength(FEED_PAGE_SIZE)
    // the next page (moved down by one) repeats none and skips none
    await firePageEvent('reachBottom')
    await waitFor(() => expect(cards()).toHaveLength(FEED_PAGE_SIZE * 2))
    const shown = cards().map((card) => card.querySelector('.post-card__content')!.textContent)
    expect(shown).toEqual(
      getDb()
        .posts.slice(0, FEED_PAGE_SIZE * 2)
        .map((post) => post.content),
    )
  })

  it('asks the 关注 feed again on return after a shop was unfollowed on a post', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    const asked = recordQueries('/post/feed')
    fireEvent.click(screen.getByText('关注'))
    const gone = getDb().posts.find((post) => followed().includes(post.shopId))!
    expect(await screen.findByText(gone.content)).toBeInTheDocument()
    expect(asked).toHaveLength(1)
    const page = openPost(gone.id)
    fireEvent.click(await within(page.container).findByText('已关注'))
    await waitFor(() => expect(followed()).not.toContain(gone.shopId))
    // the followed shops' feed below is asked again at once
    await waitFor(() => expect(asked).toHaveLength(2))
    expect(asked[1].get('tab')).toBe('follow')
    await backToFeed(page)
    await waitFor(() => expect(screen.queryByText(gone.content)).not.toBeInTheDocument())
    const names = new Set(
      getDb()
        .shops.filter((shop) => followed().includes(shop.id))
        .map((shop) => shop.name),
    )
    for (const card of cards()) expect(names.has(card.querySelector('.shop-byline__name')!.textContent!.replace('认证', ''))).toBe(true)
  })

  it('drops a post deleted on its page at once, skipping none of the posts that moved up', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    const [first, second] = getDb().posts
    await screen.findByText(first.content)
    // deleted on the server, then said by its page
    getDb().posts.shift()
    const asked = recordQueries('/post/feed')
    act(() => void postRemoved(first.id))
    // gone from the cache before the server answers again
    await waitFor(() => expect(screen.queryByText(first.content)).not.toBeInTheDocument())
    expect(within(cards()[0]).getByText(second.content)).toBeInTheDocument()
    // the page is asked again: the post that moved up from the next page comes in
    await waitFor(() => expect(cards()).toHaveLength(FEED_PAGE_SIZE))
    expect(pagesOf(asked)).toEqual(['1'])
    await firePageEvent('reachBottom')
    await waitFor(() => expect(cards()).toHaveLength(FEED_PAGE_SIZE * 2))
    const shown = cards().map((card) => card.querySelector('.post-card__content')!.textContent)
    expect(shown).toEqual(
      getDb()
        .posts.slice(0, FEED_PAGE_SIZE * 2)
        .map((post) => post.content),
    )
  })

  it('shows the first page of posts from the server', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    expect(screen.getByText('同行圈')).toBeInTheDocument()
    const first = getDb().posts[0]
    expect(await screen.findByText(first.content)).toBeInTheDocument()
    expect(cards()).toHaveLength(FEED_PAGE_SIZE)
    expect(within(cards()[0]).getByText(shopName(first.shopId))).toBeInTheDocument()
    expect(within(cards()[0]).getByText(`#${first.brand}`)).toBeInTheDocument()
    // relative times in Chinese
    expect(within(cards()[0]).getByText(/前$|^\d{2}-\d{2} \d{2}:\d{2}$|^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument()
  })

  it('appends the next page when the reader reaches the bottom', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    await screen.findByText(getDb().posts[0].content)
    await firePageEvent('reachBottom')
    await waitFor(() => expect(cards()).toHaveLength(FEED_PAGE_SIZE * 2))
    expect(screen.getByText(getDb().posts[FEED_PAGE_SIZE].content)).toBeInTheDocument()
  })

  it('reloads the first page on pull-down refresh', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    await screen.findByText(getDb().posts[0].content)
    getDb().posts.unshift({ ...getDb().posts[0], id: 1, content: '【刚刚发布】新到爱马仕 Kelly 25' })
    await firePageEvent('pullDownRefresh')
    expect(await screen.findByText('【刚刚发布】新到爱马仕 Kelly 25')).toBeInTheDocument()
  })

  it('shows an error with retry when the server fails, and recovers', async () => {
    failPath('/post/feed', 502)
    renderPage(<HomePostPage />, 'pages/home/post/index')
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    const { mockServer } = await import('@mocks/node')
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText(getDb().posts[0].content)).toBeInTheDocument()
  })

  it('lists the followed shops’ posts on 关注', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    fireEvent.click(screen.getByText('关注'))
    const followed = getDb().posts.filter((post) => [1002, 1005, 1011, 1017].includes(post.shopId))
    expect(await screen.findByText(followed[0].content)).toBeInTheDocument()
    expect(cards()).toHaveLength(FEED_PAGE_SIZE)
    const names = new Set([1002, 1005, 1011, 1017].map(shopName))
    for (const card of cards()) expect(names.has(card.querySelector('.shop-byline__name')!.textContent!.replace('认证', ''))).toBe(true)
  })

  it('shows the empty state when the followed shops have not posted', async () => {
    getDb().followShops[10001] = []
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    fireEvent.click(screen.getByText('关注'))
    expect(await screen.findByText('关注的店铺还没有发布动态')).toBeInTheDocument()
  })

  it('opens a post with its id, a shop’s list and a brand’s list', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    const first = getDb().posts[0]
    fireEvent.click(await screen.findByText(first.content))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/post/detail/index?id=${first.id}` })
    const { resetNavigationDebounce } = await import('@/core/navigation')
    resetNavigationDebounce()
    fireEvent.click(within(cards()[0]).getByText(shopName(first.shopId)))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/post/list/index?shopId=${first.shopId}` })
    resetNavigationDebounce()
    fireEvent.click(within(cards()[0]).getByText(`#${first.brand}`))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/post/list/index?brand=${encodeURIComponent(first.brand!)}` })
  })

  it('previews a photo full screen', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    await screen.findByText(getDb().posts[0].content)
    const withPhotos = cards().find((card) => card.querySelector('.post-photos__photo'))!
    const photo = withPhotos.querySelector('.post-photos__photo')!
    fireEvent.click(photo.querySelector('img') ?? photo)
    // The one viewer, with 1/N.
    const viewer = await screen.findByRole('dialog', { name: '图片预览' })
    expect(viewer.querySelector('.photo-viewer__count')?.textContent).toMatch(/^1\/\d$/)
    expect(viewer.querySelector('img')?.getAttribute('src')).toMatch(/\/mock-images\/goods-\d+\.svg$/)
  })

  it('offers 发布 to a signed-in dealer only', async () => {
    const { unmount } = renderPage(<HomePostPage />, 'pages/home/post/index')
    await screen.findByText(getDb().posts[0].content)
    expect(screen.queryByText('发布')).not.toBeInTheDocument()
    unmount()
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    fireEvent.click(await screen.findByText('发布'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/post/detail/index?mode=publish' })
  })
})

describe('likes on the feed', () => {
  it('likes at once and keeps the server’s count', async () => {
    const post = getDb().posts.find((candidate, index) => index < FEED_PAGE_SIZE && candidate.likedBy.length === 0)!
    const index = getDb().posts.indexOf(post)
    // Others liked it meanwhile: the server counts more than the guess.
    mockServer.use(
      http.post(`*/post/posts/${post.id}/like`, async ({ request }) => {
        const { like } = (await request.json()) as { like: boolean }
        return HttpResponse.json(envelope({ liked: like, likeCount: like ? post.baseLikes + 7 : post.baseLikes + 6 }))
      }),
    )
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(post.content)
    fireEvent.click(within(cards()[index]).getByLabelText('点赞'))
    expect(within(cards()[index]).getByLabelText('取消点赞')).toHaveTextContent(String(post.baseLikes + 1))
    await waitFor(() => expect(within(cards()[index]).getByLabelText('取消点赞')).toHaveTextContent(String(post.baseLikes + 7)))
    // still the server's count once the feed has taken the change in
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(within(cards()[index]).getByLabelText('取消点赞')).toHaveTextContent(String(post.baseLikes + 7))
    fireEvent.click(within(cards()[index]).getByLabelText('取消点赞'))
    expect(within(cards()[index]).getByLabelText('点赞')).toHaveTextContent(String(post.baseLikes + 6))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(within(cards()[index]).getByLabelText('点赞')).toHaveTextContent(String(post.baseLikes + 6))
  })

  it('likes through the real server and unlikes', async () => {
    const post = getDb().posts.find((candidate, index) => index < FEED_PAGE_SIZE && candidate.likedBy.length === 0)!
    const index = getDb().posts.indexOf(post)
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(post.content)
    fireEvent.click(within(cards()[index]).getByLabelText('点赞'))
    await waitFor(() => expect(getDb().posts[index].likedBy).toContain(10001))
    fireEvent.click(await within(cards()[index]).findByLabelText('取消点赞'))
    await waitFor(() => expect(getDb().posts[index].likedBy).not.toContain(10001))
    expect(within(cards()[index]).getByLabelText('点赞')).toHaveTextContent(String(post.baseLikes))
  })

  it('rolls a like back with a toast when the server fails', async () => {
    const post = getDb().posts[1]
    failPath(`/post/posts/${post.id}/like`, 500)
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(post.content)
    fireEvent.click(within(cards()[1]).getByLabelText('点赞'))
    // shown at once…
    expect(within(cards()[1]).getByLabelText('取消点赞')).toHaveTextContent(String(post.baseLikes + 1))
    // …and put back when the server refuses
    await waitFor(() => expect(within(cards()[1]).getByLabelText('点赞')).toHaveTextContent(String(post.baseLikes)))
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
    expect(getDb().posts[1].likedBy).not.toContain(10001)
  })
})

describe('peer prices on the feed', () => {
  it('shows another shop’s peer price to an account with PRODUCT_DETAIL_PRICE', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    const { card, item } = firstWithItem()
    const price = await within(card).findByText(yuan(item.peerPriceCents!))
    // labelled, in the price red
    expect(price.parentElement).toHaveTextContent(`同行价${yuan(item.peerPriceCents!)}`)
    expect(price).toHaveClass('peer-price-line__price')
    expect(within(card).getByText(item.title)).toBeInTheDocument()
  })

  it('hides it without the permission: the server sends none', async () => {
    demo().permission = []
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    const { card } = firstWithItem()
    expect(await within(card).findByText('同行价仅对认证商家展示')).toBeInTheDocument()
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument()
    expect(screen.queryByText('同行价')).not.toBeInTheDocument()
  })

  it('never shows a price the account may not see, whatever the server sent', async () => {
    // The server still holds the permission; the app's user info says otherwise.
    const { userInfoOf } = await import('@mocks/lib/auth')
    const person = getDb().people.find((candidate) => candidate.userId === 10001)!
    useSession.setState({ userInfo: { ...userInfoOf(person, demo()), permission: [] } })
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await screen.findByText(getDb().posts[0].content)
    expect((await screen.findAllByText('同行价仅对认证商家展示')).length).toBeGreaterThan(0)
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument()
    expect(screen.queryByText('同行价')).not.toBeInTheDocument()
  })
})

describe('the feed when the user info cannot be read', () => {
  it('shows the posts and says nothing over them (the permission is loaded in the background)', async () => {
    mockServer.use(http.get('*/account/v3/info', () => HttpResponse.json(envelope([{ userId: 'x' }]))))
    renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    await waitFor(() => expect(document.querySelectorAll('.post-card').length).toBeGreaterThan(0))
    await new Promise((done) => setTimeout(done, 100))
    expect(uiLog.toasts).toEqual([])
  })
})

describe('the feed signed out', () => {
  it('can be read, and asks for a login to like, coming back here', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    const first = getDb().posts[0]
    await screen.findByText(first.content)
    expect(within(cards()[0]).getByText('登录后查看同行价')).toBeInTheDocument()
    const likes = [...first.likedBy]
    fireEvent.click(within(cards()[0]).getByLabelText('点赞'))
    await waitFor(() => expect(loginTarget()).toEqual({ method: 'redirectTo', path: '/pages/account/login/index', backUrl: '/pages/home/post/index' }))
    expect(within(cards()[0]).getByLabelText('点赞')).toHaveTextContent(String(first.baseLikes + likes.length))
    expect(getDb().posts[0].likedBy).toEqual(likes)
  })

  it('asks for a login before the 关注 tab', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    await screen.findByText(getDb().posts[0].content)
    fireEvent.click(screen.getByText('关注'))
    await waitFor(() => expect(loginTarget()).toEqual({ method: 'redirectTo', path: '/pages/account/login/index', backUrl: '/pages/home/post/index' }))
    expect(screen.getByText(getDb().posts[0].content)).toBeInTheDocument()
  })
})
