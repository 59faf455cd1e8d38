import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import HomeTradePage from '@/pages/home/trade/index'
import { initApp, resetAppInit } from '@/core/app/init'
import { useSession } from '@/core/session/store'
import { callApi } from '@/core/request'
import { tradeApi } from '../api'
import { brandNamed } from '@mocks/db/brands'
import { DEMO_TOKEN, getDb, PEER_TOKEN } from '@mocks/db'
import { BRAND_LIST } from '@mocks/db/brands'
import { mockCall } from '@mocks/lib/call'
import { setUserToken } from '@/core/session/store'
import { productApi } from '@/features/product'
import { recycleBuyerApi, recycleSellerApi } from '@/features/recycle/api'
import { hotBrandsOf } from '@/shared/ui/brand-index'
import { TRADE_PICK_COUNT as PICK_COUNT } from '@mocks/handlers/trade'

/** A to-do cell of 我的待办 by its text. */
const todo = (text: string) => screen.getByText(text, { exact: false, selector: '.trade-home__todo-text' }).closest('.trade-home__todo')!

describe('trade tab', () => {
  it('opens on a search entry, compact entries, then goods (行情好货 and what is live) before the hot brands', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await screen.findByText('爱马仕专场')
    const picks = await screen.findByRole('region', { name: '行情好货' })
    const { list } = await callApi(productApi.skuList, { page: 1, pageSize: PICK_COUNT, sort: 'deals' })
    expect([...picks.querySelectorAll('.trade-home__pick-name')].map((name) => name.textContent)).toEqual(list.map((sku) => sku.name))
    const search = screen.getByRole('search', { name: '搜索商品' })
    const order = [search, document.querySelector('.entry-grid')!, picks, screen.getByText('正在拍卖'), screen.getByText('热门品牌')]
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1].compareDocumentPosition(order[index]) & Node.DOCUMENT_POSITION_FOLLOWING, `${index}`).toBeTruthy()
    }
    // The search box replaces the 搜索商品 shortcut.
    expect(screen.queryByText('搜索商品', { selector: '.nut-grid-item-text, .nut-grid-item-text *' })).not.toBeInTheDocument()
    fireEvent.click(search)
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/sku/search/index')
    await new Promise((done) => setTimeout(done, 310))
    fireEvent.click(picks.querySelector('.trade-home__pick')!)
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/sku/detail/index?id=${list[0].id}`)
  })

  it("热门品牌 are the brand filter's hot brands (one list)", async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await waitFor(() => expect(document.querySelectorAll('.trade-home__brand').length).toBeGreaterThan(0))
    const shown = [...document.querySelectorAll('.trade-home__brand')].map((brand) => brand.textContent)
    expect(shown).toEqual(hotBrandsOf(BRAND_LIST).map((brand) => brand.name))
  })

  it("shows a signed-in dealer's recycling to-dos (待寄出, 待确认验货价 as seller; 待报价, 待验货 as buyer), each opening its list", async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    const seller = (await mockCall(recycleSellerApi.counts, undefined, DEMO_TOKEN)).data
    const buyer = (await mockCall(recycleBuyerApi.counts, undefined, DEMO_TOKEN)).data
    await waitFor(() => expect(todo('回收 · 待寄出')).toHaveTextContent(String(seller.awaiting_shipment)))
    expect(todo('回收 · 待确认验货价')).toHaveTextContent(String(seller.inspected))
    expect(todo('回收 · 待报价')).toHaveTextContent(String(buyer.offering))
    fireEvent.click(todo('回收 · 待寄出'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/seller/order/list/index?tab=awaiting_shipment')
  })

  it('a buyer with an item signed for sees 回收 · 待验货, opening the 待验货 list', async () => {
    setUserToken(PEER_TOKEN)
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    const buyer = (await mockCall(recycleBuyerApi.counts, undefined, PEER_TOKEN)).data
    expect(buyer.inspecting).toBeGreaterThan(0)
    await waitFor(() => expect(todo('回收 · 待验货')).toHaveTextContent(String(buyer.inspecting)))
    fireEvent.click(todo('回收 · 待验货'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/buyer/quote/list/offered/index?tab=inspecting')
  })

  it('shows hot brands, the rooms on air, the sessions bidding now and those starting soon, with countdowns', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('爱马仕专场')).toBeInTheDocument()
    expect(screen.getByText('百达翡丽')).toBeInTheDocument()
    expect(screen.getByText('正在直播')).toBeInTheDocument()
    expect(screen.getByText('臻品名包汇 · 爱马仕直播夜拍')).toBeInTheDocument()
    const row = (title: string) => screen.getByText(title).closest('.trade-home__session')!
    expect(row('爱马仕专场')).toHaveTextContent('拍卖中')
    expect(row('爱马仕专场')).toHaveTextContent(/距结拍 \d+:\d{2}:\d{2}/)
    expect(row('中古珠宝专场')).toHaveTextContent('预展中')
    expect(row('中古珠宝专场')).toHaveTextContent(/距开拍 \d:\d{2}:\d{2}/)
    expect(screen.queryByText('已结束')).not.toBeInTheDocument()
  })

  it('names a session by the server: one that started is never 预展中', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await screen.findByText('爱马仕专场')
    const { sessions } = await callApi(tradeApi.home)
    for (const session of sessions) {
      const shown = screen.getByText(session.title).closest('.trade-home__session')?.querySelector('.trade-home__status')?.textContent
      expect(shown, session.title).toBe(Date.parse(session.startAt) <= Date.now() ? '拍卖中' : '预展中')
    }
  })

  it('opens a live room', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    fireEvent.click(await screen.findByText('臻品名包汇 · 爱马仕直播夜拍'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/live/room/index?id=7511')
  })

  it("shows a signed-in dealer's bidding among the to-dos: lots still open and won lots to pay, opening 我的竞拍", async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    expect(await screen.findByText('我的待办')).toBeInTheDocument()
    await waitFor(() => expect(todo('竞拍中的拍品')).toHaveTextContent('2'))
    expect(todo('已拍中待付款')).toHaveTextContent('1')
    fireEvent.click(todo('已拍中待付款'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/auction/home-list/index?tab=mine&mine=won')
  })

  it('opens a session and a brand', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    fireEvent.click(await screen.findByText('爱马仕专场'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/auction/list/index?sessionId=7001')
    // a second tap within 300 ms is the same gesture: wait as a person would
    await new Promise((done) => setTimeout(done, 310))
    fireEvent.click(screen.getByText('劳力士'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/sku/list/index?brandId=${brandNamed('劳力士')!.id}&brandName=${encodeURIComponent('劳力士')}`)
  })

  it('keeps the entries when the sessions fail to load', async () => {
    failPath('/trade/home', 503)
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByText('拍卖专区')).toBeInTheDocument()
  })

  it('asks for its data only once app start-up is done', async () => {
    resetAppInit()
    useSession.setState({ init: false })
    const asked = recordQueries('/trade/home')
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await new Promise((done) => setTimeout(done, 100))
    expect(asked).toHaveLength(0)
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    await initApp({ withSilentLogin: false })
    expect(await screen.findByText('爱马仕专场')).toBeInTheDocument()
    expect(asked).toHaveLength(1)
  })

  it("shows a signed-in dealer's consignments needing action among the to-dos, each opening 我的拍品 on its state", async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    await waitFor(() => expect(todo('草稿待完善')).toHaveTextContent('2'))
    expect(todo('未通过待修改')).toHaveTextContent('1')
    fireEvent.click(todo('未通过待修改'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/smu/list/index?status=rejected')
  })

  it('shows no consignment section signed out, or with nothing to do', async () => {
    const first = renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await screen.findByText('爱马仕专场')
    expect(screen.queryByText('草稿待完善')).not.toBeInTheDocument()
    first.unmount()
    getDb().smu = { 20001: [] }
    const asked = recordQueries('/trade/todos')
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    await screen.findByText('爱马仕专场')
    await waitFor(() => expect(asked).toHaveLength(1))
    await new Promise((done) => setTimeout(done, 50))
    expect(screen.queryByText('草稿待完善')).not.toBeInTheDocument()
  })
})
