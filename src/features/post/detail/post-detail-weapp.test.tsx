import { fireEvent, screen } from '@testing-library/react'
import { firePageEvent, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb } from '@mocks/db'
import PostDetailPage from '@/pages/post/detail/index'

vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))
// The title bar's geometry would ask for WeChat's capsule button, which the H5 double lacks.
vi.mock('@/core/platform/nav-metrics', () => ({ getNavMetrics: () => ({ statusBarHeight: 20, navHeight: 44, capsuleWidth: 88 }) }))

const post = () => getDb().posts.find((candidate) => candidate.id === 50001)!

describe('a post in the mini-program', () => {
  it('shares through WeChat’s share sheet with the page’s share message, copying nothing', async () => {
    const clipboard = vi.spyOn((await import('@tarojs/taro')).default, 'setClipboardData')
    renderPage(<PostDetailPage />, 'pages/post/detail/index', { signedIn: true, query: { id: '50001' } })
    await screen.findByText(post().content)
    const share = screen.getByLabelText('分享')
    // a native share button: WeChat opens its sheet and asks the page's onShareAppMessage
    expect(share).toHaveClass('taro-button-core')
    expect(share.getAttribute('opentype') ?? share.getAttribute('openType') ?? share.getAttribute('open-type')).toBe('share')
    fireEvent.click(share)
    // (the H5 way would copy the link a few ticks later)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(clipboard).not.toHaveBeenCalled()
    expect(uiLog.toasts).toEqual([])
    expect(navigationLog.filter((entry) => entry.method !== 'setNavigationBarTitle')).toEqual([])
    const [message] = await firePageEvent('shareAppMessage')
    expect(message).toMatchObject({ path: expect.stringMatching(/^\/pages\/post\/detail\/index\?id=50001/), title: expect.stringContaining(post().content.slice(0, 10)) })
  })
})
