import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { recordQueries } from '@test/server'
import { firePageEvent, setRoute } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb } from '@mocks/db'
import FollowShopPage from '@/pages/account/follow-shop/index'
import HomePostPage from '@/pages/home/post/index'
import PostListPage from '@/pages/post/list/index'

const PATH = 'pages/account/follow-shop/index'
const shopName = (shopId: number) => getDb().shops.find((shop) => shop.id === shopId)!.name
const followed = () => getDb().followShops[10001].map((follow) => follow.shopId)

describe('followed shops on return', () => {
  it('drops a shop unfollowed on its posts page, asking again only when shown again', async () => {
    const shopId = followed()[0]
    const screenPage = renderPage(<FollowShopPage />, PATH, { signedIn: true })
    await within(screenPage.container).findByText(shopName(shopId))
    const asked = recordQueries('/account/follow-shops')
    // the shop's posts opened over the list, where it is unfollowed
    const list = renderPage(<PostListPage />, 'pages/post/list/index', { signedIn: true, query: { shopId: String(shopId) } })
    fireEvent.click(await within(list.container).findByText('已关注'))
    await waitFor(() => expect(followed()).not.toContain(shopId))
    expect(asked).toHaveLength(0)
    list.unmount()
    setRoute(PATH)
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(screen.queryByText(shopName(shopId))).not.toBeInTheDocument())
    expect(asked).toHaveLength(1)
    expect(screen.getAllByText('已关注')).toHaveLength(followed().length)
  })

  it('has the peer circle’s 关注 feed asked again after an unfollow here', async () => {
    const home = renderPage(<HomePostPage />, 'pages/home/post/index', { signedIn: true })
    fireEvent.click(await within(home.container).findByText('关注'))
    const gone = getDb().posts.find((post) => followed().includes(post.shopId))!
    await within(home.container).findByText(gone.content)
    const screenPage = renderPage(<FollowShopPage />, PATH, { signedIn: true })
    const row = (await within(screenPage.container).findByText(shopName(gone.shopId))).closest('.cell') as HTMLElement
    fireEvent.click(within(row).getByText('已关注'))
    await waitFor(() => expect(followed()).not.toContain(gone.shopId))
    screenPage.unmount()
    setRoute('pages/home/post/index')
    await act(() => firePageEvent('didShow'))
    await waitFor(() => expect(within(home.container).queryByText(gone.content)).not.toBeInTheDocument())
  })
})
