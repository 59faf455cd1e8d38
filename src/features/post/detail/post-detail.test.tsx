import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { firePageEvent, modalAnswers, navigationLog, setRoute, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import { getDb, shopStocks } from '@mocks/db'
import { mockServer } from '@mocks/node'
import PostDetailPage from '@/pages/post/detail/index'
import PostListPage from '@/pages/post/list/index'
import { COMMENT_PAGE_SIZE } from './comment-list'
import { yuan } from '@test/dom'

const PATH = 'pages/post/detail/index'
/** A post of 爱马仕 by shop 1014 (not followed) with 25 comments and one linked item. */
const post = () => getDb().posts.find((candidate) => candidate.id === 50001)!
const comments = () => getDb().postComments[50001]
const item = () => getDb().postItems[post().itemIds[0]]
const rows = () => document.querySelectorAll('.post-comments__row')
const open = (id: number, signedIn = true) => renderPage(<PostDetailPage />, PATH, { signedIn, query: { id: String(id) } })
const type = (value: string) => fireEvent.input(screen.getByPlaceholderText('说点什么…'), { target: { value }, detail: { value } })
const followed = () => getDb().followShops[10001].map((follow) => follow.shopId)

describe('post detail', () => {
  it('shows the full post, its linked item with the peer price and the first comments', async () => {
    open(50001)
    expect(await screen.findByText(post().content)).toBeInTheDocument()
    expect(screen.getByText(getDb().shops.find((shop) => shop.id === 1014)!.name)).toBeInTheDocument()
    expect(screen.getByText(item().title)).toBeInTheDocument()
    const price = await screen.findByText(yuan(item().peerPriceCents!))
    expect(price.parentElement).toHaveTextContent(`同行价${yuan(item().peerPriceCents!)}`)
    await waitFor(() => expect(rows()).toHaveLength(COMMENT_PAGE_SIZE))
    expect(screen.getByText(`评论 ${comments().length}`)).toBeInTheDocument()
    expect(within(rows()[0] as HTMLElement).getByText(comments()[0].content)).toBeInTheDocument()
    expect(screen.getByText('关注')).toBeInTheDocument()
  })

  it('pages the comments by endless scroll', async () => {
    open(50001)
    await waitFor(() => expect(rows()).toHaveLength(COMMENT_PAGE_SIZE))
    await firePageEvent('reachBottom')
    await waitFor(() => expect(rows()).toHaveLength(comments().length))
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  it('shows a post without comments', async () => {
    open(50000)
    expect(await screen.findByText('还没有评论，快来说两句')).toBeInTheDocument()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/post/posts/50001', 500)
    open(50001)
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText(post().content)).toBeInTheDocument()
  })

  it('shows a missing post', async () => {
    open(1)
    // the not-found state, with a way back (not a network failure)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
    expect(screen.getByText('返回')).toBeInTheDocument()
  })

  it('shares with the post id and the tracking parameters', async () => {
    Cookies.set('source', 'wechat')
    try {
      open(50001)
      await screen.findByText(post().content)
      const [message] = await firePageEvent('shareAppMessage')
      expect(message).toMatchObject({ path: '/pages/post/detail/index?id=50001&utm_source=wechat', title: expect.stringContaining(post().content.slice(0, 10)) })
    } finally {
      Cookies.remove('source')
    }
  })
})

describe('linked items', () => {
  it('opens another shop’s item in a sheet with its fields and the peer price', async () => {
    open(50001)
    fireEvent.click(await screen.findByText(item().title))
    const sheet = document.querySelector('.post-item-sheet') as HTMLElement
    expect(await within(sheet).findByText(item().grade)).toBeInTheDocument()
    expect(within(sheet).getByText(item().model)).toBeInTheDocument()
    expect(within(sheet).getByText(yuan(item().peerPriceCents!))).toBeInTheDocument()
    expect(navigationLog.some((entry) => entry.url.includes('stock'))).toBe(false)
  })

  it('hides the peer price without PRODUCT_DETAIL_PRICE, in the post and the sheet', async () => {
    getDb().accounts.find((account) => account.accountId === 20001)!.permission = []
    open(50001)
    fireEvent.click(await screen.findByText(item().title))
    expect((await screen.findAllByText('同行价仅对认证商家展示')).length).toBe(2)
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument()
    // no 同行价 label before the reason, in the list or the sheet
    expect(document.querySelector('.peer-price-line__label')).toBeNull()
  })

  it('opens the account’s own item in the stock detail; no follow button on its own post', async () => {
    const own = getDb().posts.find((candidate) => candidate.shopId === 1001 && candidate.itemIds.length === 1)!
    const stockItem = shopStocks()[20001].items.find((candidate) => candidate.id === own.itemIds[0])!
    getDb().accounts.find((account) => account.accountId === 20001)!.permission = []
    open(own.id)
    fireEvent.click(await screen.findByText(stockItem.title))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/stock/inventory/stock/detail/index?id=${stockItem.id}` })
    // its own price, even without the permission to see other shops'
    expect(screen.getByText(yuan(stockItem.peerPriceCents!)).parentElement).toHaveTextContent(`同行价${yuan(stockItem.peerPriceCents!)}`)
    expect(screen.getByText('本店库存')).toBeInTheDocument()
    expect(screen.queryByText('关注')).not.toBeInTheDocument()
  })
})

describe('comments', () => {
  it('checks the comment: empty, then too long, keeping the text', async () => {
    open(50001)
    await screen.findByText(post().content)
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText('请输入评论内容')).toBeInTheDocument()
    type('好'.repeat(201))
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText('评论不能超过200个字')).toBeInTheDocument()
    expect(comments()).toHaveLength(25)
  })

  it('sends a comment: it comes first, the count grows and the input empties', async () => {
    open(50001)
    await waitFor(() => expect(rows()).toHaveLength(COMMENT_PAGE_SIZE))
    type('  这只包还在吗？想要  ')
    fireEvent.click(screen.getByText('发送'))
    await waitFor(() => expect(comments()[0]).toMatchObject({ content: '这只包还在吗？想要', userId: 10001, author: { name: '臻品名包汇' } }))
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('这只包还在吗？想要')).toBeInTheDocument())
    expect(screen.getByText('评论 26')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('说点什么…')).toHaveValue('')
    expect(uiLog.toasts.at(-1)?.title).toBe('评论成功')
  })

  it('puts the sent comment on top without dropping the comments already paged in', async () => {
    open(50001)
    await waitFor(() => expect(rows()).toHaveLength(COMMENT_PAGE_SIZE))
    await firePageEvent('reachBottom')
    await waitFor(() => expect(rows()).toHaveLength(25))
    const asked = recordQueries('/post/posts/50001/comments')
    type('还能调货吗')
    fireEvent.click(screen.getByText('发送'))
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('还能调货吗')).toBeInTheDocument())
    // in the server's order (newest first), all 26, none asked again
    expect(rows()).toHaveLength(26)
    expect([...rows()].map((row) => row.querySelector('.post-comments__content')!.textContent)).toEqual(comments().map((comment) => comment.content))
    expect(asked).toHaveLength(0)
  })

  it('shows the first comment of a post that had none', async () => {
    open(50000)
    await screen.findByText('还没有评论，快来说两句')
    type('第一条评论')
    fireEvent.click(screen.getByText('发送'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(within(rows()[0] as HTMLElement).getByText('第一条评论')).toBeInTheDocument()
  })

  it('sends once when Enter and a quick tap on 发送 come together', async () => {
    open(50001)
    await screen.findByText(post().content)
    type('这只还在吗')
    const sendButton = screen.getByText('发送')
    // both before React renders again
    act(() => {
      fireEvent.keyDown(screen.getByPlaceholderText('说点什么…'), { key: 'Enter', keyCode: 13 })
      fireEvent.click(sendButton)
    })
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('评论成功'))
    await waitFor(() => expect(screen.getByText('发送')).toBeInTheDocument())
    expect(comments().filter((comment) => comment.content === '这只还在吗')).toHaveLength(1)
    expect(screen.getByText('评论 26')).toBeInTheDocument()
  })

  it('keeps the text when the server refuses it', async () => {
    mockServer.use(http.post('*/post/posts/50001/comments', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })))
    open(50001)
    await screen.findByText(post().content)
    type('调货可以吗')
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('说点什么…')).toHaveValue('调货可以吗')
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
    expect(comments()).toHaveLength(25)
  })
})

describe('deleting', () => {
  const ownPost = () => getDb().posts.find((candidate) => candidate.shopId === 1001 && (getDb().postComments[candidate.id]?.length ?? 0) > 0)!
  const openOwn = () => renderPage(<PostDetailPage />, PATH, { signedIn: true, query: { id: String(ownPost().id) }, below: ['/pages/home/post/index'] })

  it('deletes its own post after confirming and goes back', async () => {
    const own = ownPost()
    openOwn()
    await screen.findByText(own.content)
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('删除动态'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.title).toBe('删除动态'))
    expect(getDb().posts).toContain(own)
    fireEvent.click(screen.getByText('删除动态'))
    await waitFor(() => expect(getDb().posts).not.toContain(own))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('已删除'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
  })

  it('keeps the post when the server refuses', async () => {
    const own = ownPost()
    mockServer.use(http.delete(`*/post/posts/${own.id}`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 500 })))
    openOwn()
    await screen.findByText(own.content)
    fireEvent.click(screen.getByText('删除动态'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试'))
    expect(getDb().posts).toContain(own)
    expect(screen.getByText(own.content)).toBeInTheDocument()
    expect(navigationLog.filter((entry) => entry.method === 'navigateBack')).toHaveLength(0)
  })

  it('deletes the reader’s own comment; another shop’s post and comments offer no delete', async () => {
    open(50001)
    await waitFor(() => expect(rows()).toHaveLength(COMMENT_PAGE_SIZE))
    expect(screen.queryByText('删除')).not.toBeInTheDocument()
    expect(screen.queryByText('删除动态')).not.toBeInTheDocument()
    type('已出，谢谢')
    fireEvent.click(screen.getByText('发送'))
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('已出，谢谢')).toBeInTheDocument())
    expect(screen.getByText('评论 26')).toBeInTheDocument()
    fireEvent.click(within(rows()[0] as HTMLElement).getByText('删除'))
    await waitFor(() => expect(screen.queryByText('已出，谢谢')).not.toBeInTheDocument())
    expect(uiLog.modals.at(-1)?.title).toBe('删除评论')
    expect(screen.getByText('评论 25')).toBeInTheDocument()
    expect(comments()).toHaveLength(25)
    // the next page skips none of the comments that moved up (once the loaded page came again)
    await waitFor(async () => {
      await firePageEvent('reachBottom')
      expect(rows()).toHaveLength(25)
    })
    expect(within(rows()[COMMENT_PAGE_SIZE - 1] as HTMLElement).getByText(comments()[COMMENT_PAGE_SIZE - 1].content)).toBeInTheDocument()
  })
})

describe('like and follow on a post', () => {
  it('likes at once and rolls back with a toast on a server error', async () => {
    open(50001)
    await screen.findByText(post().content)
    const count = post().baseLikes
    fireEvent.click(screen.getByLabelText('点赞'))
    expect(screen.getByLabelText('取消点赞')).toHaveTextContent(String(count + 1))
    await waitFor(() => expect(post().likedBy).toEqual([10001]))
    failPath('/post/posts/50001/like', 500)
    fireEvent.click(screen.getByLabelText('取消点赞'))
    expect(screen.getByLabelText('点赞')).toHaveTextContent(String(count))
    await waitFor(() => expect(screen.getByLabelText('取消点赞')).toHaveTextContent(String(count + 1)))
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
    expect(post().likedBy).toEqual([10001])
  })

  it('follows the shop at once, and unfollows after confirming', async () => {
    open(50001)
    fireEvent.click(await screen.findByText('关注'))
    expect(screen.getByText('已关注')).toBeInTheDocument()
    await waitFor(() => expect(getDb().followShops[10001].map((follow) => follow.shopId)).toContain(1014))
    expect(uiLog.toasts.at(-1)?.title).toBe('已关注')
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('已关注'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(screen.getByText('已关注')).toBeInTheDocument()
    fireEvent.click(screen.getByText('已关注'))
    expect(await screen.findByText('关注')).toBeInTheDocument()
    await waitFor(() => expect(getDb().followShops[10001].map((follow) => follow.shopId)).not.toContain(1014))
  })

  it('shows the follow the server holds on return, after an unfollow in the shop’s list', async () => {
    const page = open(50001)
    fireEvent.click(await within(page.container).findByText('关注'))
    await waitFor(() => expect(followed()).toContain(1014))
    await firePageEvent('didShow')
    // the shop's list opened over the post, where the shop is unfollowed
    const list = renderPage(<PostListPage />, 'pages/post/list/index', { signedIn: true, query: { shopId: '1014' } })
    fireEvent.click(await within(list.container).findByText('已关注'))
    await waitFor(() => expect(followed()).not.toContain(1014))
    list.unmount()
    // back on the post
    setRoute(PATH, { id: '50001' })
    await act(() => firePageEvent('didShow'))
    expect(await within(page.container).findByText('关注')).toBeInTheDocument()
    expect(within(page.container).queryByText('已关注')).not.toBeInTheDocument()
  })

  it('shows the like the server holds on return, even the one first loaded', async () => {
    open(50001)
    await screen.findByText(post().content)
    const count = post().baseLikes
    fireEvent.click(screen.getByLabelText('点赞'))
    await waitFor(() => expect(post().likedBy).toEqual([10001]))
    await firePageEvent('didShow')
    // unliked elsewhere (a list's card) meanwhile
    post().likedBy = []
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(screen.getByLabelText('点赞')).toHaveTextContent(String(count)))
  })

  it('rolls a follow back with a toast on a server error', async () => {
    failPath('/account/follow-shop', 500)
    open(50001)
    fireEvent.click(await screen.findByText('关注'))
    expect(screen.getByText('已关注')).toBeInTheDocument()
    expect(await screen.findByText('关注')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
    expect(getDb().followShops[10001].map((follow) => follow.shopId)).not.toContain(1014)
  })
})

describe('a post signed out', () => {
  const backTo = () => {
    const url = new URL(navigationLog.at(-1)!.url, 'http://app')
    return { path: url.pathname, backUrl: url.searchParams.get('backUrl') }
  }

  it('can be read with its comments; every action asks for a login and comes back here', async () => {
    open(50001, false)
    expect(await screen.findByText(post().content)).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(COMMENT_PAGE_SIZE))
    expect(screen.getByText('登录后查看同行价')).toBeInTheDocument()
    // nothing can be typed that the way to login would lose
    expect(screen.queryByPlaceholderText('说点什么…')).not.toBeInTheDocument()
    expect(document.querySelector('.post-detail__bar input')).toBeNull()
    const actions = [() => screen.getByText('登录后参与评论'), () => screen.getByLabelText('点赞'), () => screen.getByText('关注'), () => screen.getByText('发送')]
    for (const action of actions) {
      // back on this page, as after the login
      setRoute(PATH, { id: '50001' })
      navigationLog.splice(0)
      fireEvent.click(action())
      await waitFor(() => expect(backTo()).toEqual({ path: '/pages/account/login/index', backUrl: '/pages/post/detail/index?id=50001' }))
    }
    expect(post().likedBy).toEqual([])
    expect(getDb().followShops[10001].map((follow) => follow.shopId)).not.toContain(1014)
  })
})

describe('the detail route', () => {
  it('says a link without an id is broken', () => {
    renderPage(<PostDetailPage />, PATH)
    expect(screen.getByText('动态不存在或链接已失效')).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('说点什么…')).toBeNull()
  })
})
