import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { http, HttpResponse } from 'msw'
import { firePageEvent, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { getDb, shopStocks } from '@mocks/db'
import { mockServer } from '@mocks/node'
import { isOnShelf } from '@mocks/lib/stock'
import ShopSharePage from '@/pages/stock/shop/share/index'
import { formatCents } from '@/shared/format/money'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import { SHOWCASE_PAGE_SIZE } from '../shop-share'

// Seed the demo shop before a page starts waiting for it.
beforeEach(() => void shopStocks())

const PATH = 'pages/stock/shop/share/index'
const tiles = () => document.querySelectorAll('.shop-share__item')
/** A visitor's tap opens the one photo viewer (1/1) on the item's photo. */
async function expectViewerOn(photo: string) {
  const viewer = await screen.findByRole('dialog', { name: '图片预览' })
  expect(viewer.querySelector('.photo-viewer__count')).toHaveTextContent('1/1')
  expect(viewer.querySelector('img')?.getAttribute('src')).toContain(photo)
  fireEvent.click(within(viewer).getByLabelText('关闭'))
}
const showcase = (accountId = 20001) => {
  const { items } = shopStocks()[accountId]
  return items.filter((item) => item.shared && (item.status === 'IN_STOCK' || item.status === 'LOCKED')).sort((a, b) => b.stockInDate.localeCompare(a.stockInDate) || b.id - a.id)
}

/** No shown tile carries its cost or peer price, only the retail price. */
function expectOnlyRetailPrices() {
  const shown = showcase().slice(0, tiles().length)
  const text = document.body.textContent ?? ''
  expect(text).not.toContain('成本')
  expect(text).not.toContain('同行价')
  shown.forEach((item, index) => {
    expect(tiles()[index]).toHaveTextContent(item.retailCents === null ? '价格私询' : `¥${formatCents(item.retailCents)}`)
    for (const hidden of [item.costCents, item.peerPriceCents]) {
      if (hidden !== null && hidden !== item.retailCents) expect(tiles()[index]).not.toHaveTextContent(`¥${formatCents(hidden)}`)
    }
  })
}

describe('shop showcase', () => {
  it("shows the own shop's header and shared items with retail prices only, paged", async () => {
    renderPage(<ShopSharePage />, PATH, { signedIn: true })
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
    expect(screen.getByText(/华强北实体店/)).toBeInTheDocument()
    expect(screen.getByText(`共${showcase().length.toLocaleString('en-US')}件展示商品`)).toBeInTheDocument()
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expect(tiles()[0]).toHaveTextContent(showcase()[0].title)
    expectOnlyRetailPrices()

    await firePageEvent('reachBottom')
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE * 2))
    expectOnlyRetailPrices()

    fireEvent.click(tiles()[0])
    expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/inventory/stock/detail/index?id=${showcase()[0].id}`)
  })

  it('reloads on return when the shared items changed elsewhere', async () => {
    renderPage(<ShopSharePage />, PATH, { signedIn: true })
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    const before = showcase().length
    const newest = shopStocks()[20001]
      .items.filter((item) => !item.shared && item.status === 'IN_STOCK')
      .sort((a, b) => b.stockInDate.localeCompare(a.stockInDate) || b.id - a.id)[0]
    newest.shared = true
    newest.title = '刚加入展示的爱马仕 Kelly 25'
    await firePageEvent('didShow')
    expect(await screen.findByText(`共${(before + 1).toLocaleString('en-US')}件展示商品`)).toBeInTheDocument()
    expect(await screen.findByText('刚加入展示的爱马仕 Kelly 25')).toBeInTheDocument()
  })

  it('shares the showcase with the accountId and links to the QR code', async () => {
    const copy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    renderPage(<ShopSharePage />, PATH, { signedIn: true })
    fireEvent.click(await screen.findByText('分享给好友'))
    await waitFor(() => expect(copy).toHaveBeenCalledWith({ data: `${window.location.origin}/pages/stock/shop/share/index?accountId=20001` }))
    const [message] = await firePageEvent('shareAppMessage')
    expect(message).toMatchObject({ path: '/pages/stock/shop/share/index?accountId=20001', title: expect.stringContaining('臻品名包汇') })
    fireEvent.click(screen.getByText('店铺二维码'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/stock/shop/qrcode/index' })
    copy.mockRestore()
  })

  it('opens signed out from a share with accountId, without owner actions or prices beyond retail', async () => {
    renderPage(<ShopSharePage />, PATH, { query: { accountId: '20001' } })
    expect(await screen.findByText(`共${showcase().length.toLocaleString('en-US')}件展示商品`)).toBeInTheDocument()
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expectOnlyRetailPrices()
    expect(screen.queryByText('分享给好友')).not.toBeInTheDocument()
    expect(navigationLog.some((entry) => entry.url.includes('login'))).toBe(false)
    fireEvent.click(tiles()[0])
    await expectViewerOn(showcase()[0].photos[0])
  })

  it("shows another dealer's showcase to a signed-in visitor", async () => {
    renderPage(<ShopSharePage />, PATH, { signedIn: true, query: { accountId: '20002' } })
    expect((await screen.findAllByText('臻品供应链（深圳）有限公司')).length).toBeGreaterThan(0)
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expect(tiles()[0]).toHaveTextContent(showcase(20002)[0].title)
    expect(screen.queryByText('店铺二维码')).not.toBeInTheDocument()
  })

  it('explains how to fill an empty showcase', async () => {
    for (const item of shopStocks()[20001].items) item.shared = false
    renderPage(<ShopSharePage />, PATH, { signedIn: true })
    expect(await screen.findByText('店铺还没有展示商品')).toBeInTheDocument()
    expect(screen.getByText(/在商品详情中打开“展示到店铺”/)).toBeInTheDocument()
    expect(screen.getByText('共0件展示商品')).toBeInTheDocument()
  })

  it('says when a shared shop does not exist', async () => {
    renderPage(<ShopSharePage />, PATH, { query: { accountId: '99999' } })
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/showcase', 500)
    renderPage(<ShopSharePage />, PATH, { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    // The server is back: the retry shows the showcase.
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expect(tiles()[0]).toHaveTextContent(showcase()[0].title)
    expect(screen.queryByText('服务繁忙，请稍后重试')).not.toBeInTheDocument()
  })

  it('sends a signed-out visitor of the own showcase to the login page', async () => {
    renderPage(<ShopSharePage />, PATH)
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index\?backUrl=/))
  })
})

describe('an item shared from its detail (itemId)', () => {
  /** An item on the shelf (not out with a consignment or a buyer) but not in the showcase, with a peer price unlike its retail price. */
  const hiddenItem = (accountId: number) =>
    shopStocks()[accountId].items.find(
      (item) => !item.shared && isOnShelf(item) && item.peerPriceCents !== null && item.peerPriceCents !== item.retailCents && item.retailCents !== null,
    )!
  const focus = () => screen.findByLabelText('分享的商品')

  it('shows a signed-out visitor the item on top, not in the showcase, with its retail price only, and shares it', async () => {
    const item = hiddenItem(20001)
    renderPage(<ShopSharePage />, PATH, { query: { accountId: '20001', itemId: String(item.id) } })
    const card = await focus()
    expect(card).toHaveTextContent(item.title)
    expect(card).toHaveTextContent(item.grade)
    expect(card).toHaveTextContent(`¥${formatCents(item.retailCents!)}`)
    expect(card.querySelector('img')?.getAttribute('src')).toContain(item.photos[0])
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expect(document.body).not.toHaveTextContent('同行价')
    expect(document.body).not.toHaveTextContent(`¥${formatCents(item.peerPriceCents!)}`)
    expect(document.body).not.toHaveTextContent(`¥${formatCents(item.costCents!)}`)

    const [message] = await firePageEvent('shareAppMessage')
    expect(message).toMatchObject({ title: `${item.title} ${item.grade}`, path: `/pages/stock/shop/share/index?accountId=20001&itemId=${item.id}` })
    expect((message as { imageUrl: string }).imageUrl).toContain(item.photos[0])

    fireEvent.click(card)
    await expectViewerOn(item.photos[0])
  })

  it('shows a signed-in peer holding PRODUCT_DETAIL_PRICE the 同行价 as well', async () => {
    const item = hiddenItem(20002)
    renderPage(<ShopSharePage />, PATH, { signedIn: true, query: { accountId: '20002', itemId: String(item.id) } })
    const card = await focus()
    expect(card).toHaveTextContent(item.title)
    await waitFor(() => expect(card).toHaveTextContent(`同行价 ¥${formatCents(item.peerPriceCents!)}`))
  })

  it('shows a signed-in peer without PRODUCT_DETAIL_PRICE no 同行价', async () => {
    getDb().accounts.find((account) => account.accountId === 20001)!.permission = []
    const item = hiddenItem(20002)
    renderPage(<ShopSharePage />, PATH, { signedIn: true, query: { accountId: '20002', itemId: String(item.id) } })
    expect(await focus()).toHaveTextContent(item.title)
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expect(document.body).not.toHaveTextContent('同行价')
    expect(document.body).not.toHaveTextContent(`¥${formatCents(item.peerPriceCents!)}`)
  })

  it("hides another shop's 同行价 without PRODUCT_DETAIL_PRICE even when a server sends it", async () => {
    getDb().accounts.find((account) => account.accountId === 20001)!.permission = []
    const item = hiddenItem(20002)
    mockServer.use(
      http.get('*/stock/showcase/items/:id', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: { id: item.id, title: item.title, grade: item.grade, photo: '', retailCents: null, peerPriceCents: 1_234_500 } }),
      ),
    )
    renderPage(<ShopSharePage />, PATH, { signedIn: true, query: { accountId: '20002', itemId: String(item.id) } })
    expect(await focus()).toHaveTextContent(item.title)
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expect(document.body).not.toHaveTextContent('12,345')
  })

  it('puts an item of the showcase on top once, not again in the grid', async () => {
    const item = showcase()[1]
    renderPage(<ShopSharePage />, PATH, { query: { accountId: '20001', itemId: String(item.id) } })
    expect(await focus()).toHaveTextContent(item.title)
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE - 1))
    expect(tiles()[0]).toHaveTextContent(showcase()[0].title)
    expect(tiles()[1]).toHaveTextContent(showcase()[2].title)
  })

  it('says when the shared item is sold, still showing the showcase and sharing the shop', async () => {
    const item = hiddenItem(20001)
    item.status = 'SOLD'
    renderPage(<ShopSharePage />, PATH, { query: { accountId: '20001', itemId: String(item.id) } })
    expect(await screen.findByText('商品已售出或已下架')).toBeInTheDocument()
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    expect(screen.queryByLabelText('分享的商品')).not.toBeInTheDocument()
    const [message] = await firePageEvent('shareAppMessage')
    expect(message).toMatchObject({ title: expect.stringContaining('臻品名包汇'), path: '/pages/stock/shop/share/index?accountId=20001' })
  })

  it('retries the shared item after a server failure', async () => {
    const item = hiddenItem(20001)
    failPath(`/stock/showcase/items/${item.id}`, 500)
    renderPage(<ShopSharePage />, PATH, { query: { accountId: '20001', itemId: String(item.id) } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    await waitFor(() => expect(tiles()).toHaveLength(SHOWCASE_PAGE_SIZE))
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重试'))
    expect(await focus()).toHaveTextContent(item.title)
  })

  it("opens the owner's own shared item in its detail", async () => {
    const item = hiddenItem(20001)
    renderPage(<ShopSharePage />, PATH, { signedIn: true, query: { itemId: String(item.id) } })
    fireEvent.click(await focus())
    expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/inventory/stock/detail/index?id=${item.id}`)
  })
})
