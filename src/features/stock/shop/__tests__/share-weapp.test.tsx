import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb, shopStocks } from '@mocks/db'
import { useSession } from '@/core/session/store'
import ShopSharePage from '@/pages/stock/shop/share/index'
import ItemDetailPage from '@/pages/stock/inventory/stock/detail/index'

vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))
// The title bar's geometry would ask for WeChat's capsule button, which the H5 double lacks.
vi.mock('@/core/platform/nav-metrics', () => ({ getNavMetrics: () => ({ statusBarHeight: 20, navHeight: 44, capsuleWidth: 88 }) }))

const demoUser = () => getDb().accounts.find((account) => account.accountId === 20001)!
const anItem = () => shopStocks()[20001].items.find((item) => item.status === 'IN_STOCK')!

describe('sharing stock in the mini-program', () => {
  it("the showcase's 分享给好友 is WeChat's share button", async () => {
    renderPage(<ShopSharePage />, 'pages/stock/shop/share/index', { signedIn: true })
    const text = await screen.findByText('分享给好友')
    const button = text.closest('[opentype], [openType], [open-type]')
    expect(button).not.toBeNull()
    expect(button!.getAttribute('opentype') ?? button!.getAttribute('openType') ?? button!.getAttribute('open-type')).toBe('share')
  })

  it("分享商品 opens the item on the shop's share page, where that button shares it", async () => {
    const item = anItem()
    useSession.setState({ userInfo: { ...demoUser(), accountId: 20001 } as never })
    renderPage(<ItemDetailPage />, 'pages/stock/inventory/stock/detail/index', { signedIn: true, query: { id: String(item.id) } })
    await screen.findByText(item.title)
    fireEvent.click(screen.getByText('更多'))
    fireEvent.click(await screen.findByRole('menuitem', { name: '分享商品' }))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/shop/share/index?itemId=${item.id}`))
  })
})
