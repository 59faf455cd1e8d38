import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, navigationLog, setRoute, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { getDb } from '@mocks/db'
import PostDetailPage from '@/pages/post/detail/index'
import PostListPage from '@/pages/post/list/index'
import { postPublished } from '../shared/post-changes'
import { LIST_PAGE_SIZE } from './post-list'

const PATH = 'pages/post/list/index'
const cards = () => document.querySelectorAll('.post-card')
const postsOf = (shopId: number) => getDb().posts.filter((post) => post.shopId === shopId)
const shopName = (shopId: number) => getDb().shops.find((shop) => shop.id === shopId)!.name

describe('post list by shop', () => {
  it('shows the shop, its post count and its posts, paged', async () => {
    const posts = postsOf(1014)
    renderPage(<PostListPage />, PATH, { query: { shopId: '1014' } })
    expect(await screen.findByText(`${posts.length}条动态`)).toBeInTheDocument()
    expect(screen.getAllByText(shopName(1014)).length).toBeGreaterThan(1)
    expect(await screen.findByText(posts[0].content)).toBeInTheDocument()
    expect(cards()).toHaveLength(LIST_PAGE_SIZE)
    await firePageEvent('reachBottom')
    await waitFor(() => expect(cards()).toHaveLength(posts.length))
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
    // the shop is this page: its name on the cards does not open it again
    fireEvent.click(cards()[0].querySelector('.shop-byline__name')!)
    expect(navigationLog.at(-1)?.url).toBe(`/pages/post/detail/index?id=${posts[0].id}`)
  })

  it('follows the shop from the header, at once', async () => {
    renderPage(<PostListPage />, PATH, { signedIn: true, query: { shopId: '1014' } })
    fireEvent.click(await screen.findByText('关注'))
    expect(screen.getByText('已关注')).toBeInTheDocument()
    await waitFor(() => expect(getDb().followShops[10001].map((follow) => follow.shopId)).toContain(1014))
  })

  it("offers neither 联系 nor 关注 on the account's own shop", async () => {
    renderPage(<PostListPage />, PATH, { signedIn: true, query: { shopId: '1001' } })
    expect(await screen.findByText(`${postsOf(1001).length}条动态`)).toBeInTheDocument()
    const header = document.querySelector('.post-list__header') as HTMLElement
    expect(within(header).queryByText('联系')).not.toBeInTheDocument()
    expect(within(header).queryByText('关注')).not.toBeInTheDocument()
  })

  it('shows the follow the server holds on return, after an unfollow on a post', async () => {
    const list = renderPage(<PostListPage />, PATH, { signedIn: true, query: { shopId: '1014' } })
    fireEvent.click(await within(list.container).findByText('关注'))
    await waitFor(() => expect(getDb().followShops[10001].map((follow) => follow.shopId)).toContain(1014))
    await firePageEvent('didShow')
    // one of the shop's posts opened over the list, where the shop is unfollowed
    const page = renderPage(<PostDetailPage />, 'pages/post/detail/index', { signedIn: true, query: { id: String(postsOf(1014)[0].id) } })
    fireEvent.click(await within(page.container).findByText('已关注'))
    await waitFor(() => expect(getDb().followShops[10001].map((follow) => follow.shopId)).not.toContain(1014))
    page.unmount()
    setRoute(PATH, { shopId: '1014' })
    await act(() => firePageEvent('didShow'))
    expect(await within(list.container).findByText('关注')).toBeInTheDocument()
    expect(within(list.container).queryByText('已关注')).not.toBeInTheDocument()
  })

  it('puts a post the shop just published on top, counted', async () => {
    const own = postsOf(1001)
    renderPage(<PostListPage />, PATH, { signedIn: true, query: { shopId: '1001' } })
    expect(await screen.findByText(`${own.length}条动态`)).toBeInTheDocument()
    await screen.findByText(own[0].content)
    getDb().posts.unshift({ ...own[0], id: 1, content: '【今日上新】一只 Kelly 25', likedBy: [] })
    act(() => void postPublished())
    expect(await screen.findByText('【今日上新】一只 Kelly 25')).toBeInTheDocument()
    expect(cards()[0]).toHaveTextContent('【今日上新】一只 Kelly 25')
    expect(cards()).toHaveLength(Math.min(own.length, LIST_PAGE_SIZE) + 1)
    expect(await screen.findByText(`${own.length + 1}条动态`)).toBeInTheDocument()
  })

  it('leaves out a post another shop just published', async () => {
    renderPage(<PostListPage />, PATH, { signedIn: true, query: { shopId: '1014' } })
    await screen.findByText(postsOf(1014)[0].content)
    getDb().posts.unshift({ ...postsOf(1001)[0], id: 1, content: '【今日上新】一只 Kelly 25', likedBy: [] })
    act(() => void postPublished())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByText('【今日上新】一只 Kelly 25')).not.toBeInTheDocument()
    expect(cards()).toHaveLength(LIST_PAGE_SIZE)
  })

  it('rolls the follow back on a server error', async () => {
    failPath('/account/follow-shop', 500)
    renderPage(<PostListPage />, PATH, { signedIn: true, query: { shopId: '1014' } })
    fireEvent.click(await screen.findByText('关注'))
    expect(await screen.findByText('关注')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
  })

  it('shows a followed shop as followed', async () => {
    renderPage(<PostListPage />, PATH, { signedIn: true, query: { shopId: '1002' } })
    expect(await screen.findByText('已关注')).toBeInTheDocument()
  })

  it('shows a shop without posts', async () => {
    getDb().posts = getDb().posts.filter((post) => post.shopId !== 1016)
    renderPage(<PostListPage />, PATH, { query: { shopId: '1016' } })
    expect(await screen.findByText('该店铺还没有发布动态')).toBeInTheDocument()
    expect(screen.getByText('0条动态')).toBeInTheDocument()
  })

  it('shows a missing shop and a server failure', async () => {
    const { unmount } = renderPage(<PostListPage />, PATH, { query: { shopId: '9999' } })
    // the not-found state (the server's 店铺不存在), with a way back
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
    expect(screen.getByText('返回')).toBeInTheDocument()
    unmount()
    failPath('/post/shops/1014', 500)
    renderPage(<PostListPage />, PATH, { query: { shopId: '1014' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })
})

describe('post list by brand', () => {
  it('shows the brand and its posts', async () => {
    const posts = getDb().posts.filter((post) => post.brand === '爱马仕')
    renderPage(<PostListPage />, PATH, { query: { brand: '爱马仕' } })
    expect(await screen.findByText(`${posts.length}条同行动态`)).toBeInTheDocument()
    expect(screen.getByText(posts[0].content)).toBeInTheDocument()
    expect(cards()).toHaveLength(LIST_PAGE_SIZE)
    expect(screen.getAllByText('#爱马仕')).toHaveLength(LIST_PAGE_SIZE)
    // a post's shop opens that shop's list
    fireEvent.click(cards()[0].querySelector('.shop-byline__name')!)
    expect(navigationLog.at(-1)?.url).toBe(`/pages/post/list/index?shopId=${posts[0].shopId}`)
  })

  it('shows a brand without posts', async () => {
    renderPage(<PostListPage />, PATH, { query: { brand: '爱彼' } })
    expect(await screen.findByText('该品牌还没有同行动态')).toBeInTheDocument()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/post/list', 502)
    renderPage(<PostListPage />, PATH, { query: { brand: '爱马仕' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    const { mockServer } = await import('@mocks/node')
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText(getDb().posts.find((post) => post.brand === '爱马仕')!.content)).toBeInTheDocument()
  })

  it('says a link without a shop or brand is broken', () => {
    renderPage(<PostListPage />, PATH)
    expect(screen.getByText('链接缺少店铺或品牌')).toBeInTheDocument()
  })
})
