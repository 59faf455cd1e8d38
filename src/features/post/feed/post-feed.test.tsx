import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, navigationLog } from '@test/taro'
import { getDb } from '../../../../mocks/db'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import HomePostPage from '@/pages/home/post/index'
import { FEED_PAGE_SIZE } from './post-feed'

const cards = () => document.querySelectorAll('.post-card')

describe('home feed', () => {
  it('shows the first page of posts from the server', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    expect(screen.getByText('同行圈')).toBeInTheDocument()
    const first = getDb().posts[0]
    expect(await screen.findByText(first.content)).toBeInTheDocument()
    expect(cards()).toHaveLength(FEED_PAGE_SIZE)
    expect(within(cards()[0] as HTMLElement).getByText(first.shop.name)).toBeInTheDocument()
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
    expect(await screen.findByText('网络请求失败（502）')).toBeInTheDocument()
    const { mockServer } = await import('../../../../mocks/node')
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText(getDb().posts[0].content)).toBeInTheDocument()
  })

  it('shows the empty state for followed shops without posts', async () => {
    getDb().posts = getDb().posts.filter((post) => post.shop.id % 3 !== 0)
    renderPage(<HomePostPage />, 'pages/home/post/index')
    await screen.findByText(getDb().posts[0].content)
    fireEvent.click(screen.getByText('关注'))
    expect(await screen.findByText('关注的店铺还没有发布动态')).toBeInTheDocument()
  })

  it('opens a post with its id', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    fireEvent.click(await screen.findByText(getDb().posts[0].content))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/post/detail/index?id=${getDb().posts[0].id}` })
  })
})
