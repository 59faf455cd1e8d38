import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { failWithEnvelope, holdPath } from '@test/server'
import { renderPage } from '@test/render'
import { resetNavigationDebounce } from '@/core/navigation'
import { setUserToken } from '@/core/session/store'
import OfferingPage from '@/pages/recycle/buyer/quote/list/offering/index'
import OfferedPage from '@/pages/recycle/buyer/quote/list/offered/index'
import GiveupPage from '@/pages/recycle/buyer/quote/list/giveup/index'
import QuoteDetailPage from '@/pages/recycle/buyer/quote/detail/index'
import PreListPage from '@/pages/recycle/buyer/quote/pre/list/index'
import PreDetailPage from '@/pages/recycle/buyer/quote/pre/detail/index'
import ZonePage from '@/pages/recycle/zone/index'
import { yuan } from '@/shared/format/money'
import { PEER_TOKEN } from '@mocks/db'
import { bringDue, findOrder, partyName, recycleNow } from '@mocks/db/recycle'
import { PEER_ACCOUNT } from '@mocks/db/seed-account'
import { sellerDetailView } from '@mocks/handlers/recycle-views'
import { mockCall } from '@mocks/lib/call'
import { shipRecycle } from '@test/express'
import { envelope } from '@mocks/lib/handle'
import { mockServer } from '@mocks/node'
import { recycleBuyerApi, recycleSellerApi } from '../api'
import { RECORD_POLL_MS as ORDER_POLL_MS } from '@/shared/flow'
import { tab, toasts, typeIn } from '@test/dom'
import { mockClock } from '@mocks/lib/clock'

const PEER_NAME = '李记名表（个人）'
const titleOf = (id: number) => findOrder(id)!.item.title
const cards = () => [...document.querySelectorAll('.buyer-card')] as HTMLElement[]
/** The row of an order: its title and its seller (titles repeat across sellers). */
const cardOf = (id: number) => cards().find((card) => card.textContent?.includes(titleOf(id)) && card.textContent.includes(partyName(findOrder(id)!.sellerId)))
const cardTitles = () => cards().map((card) => card.querySelector('.list-card__title')?.textContent)
const BUTTON_TEXT = { selector: '.nut-button-children, .nut-button-children *' }
const button = (name: string) => screen.getByText(name, BUTTON_TEXT)
const queryButton = (name: string) => screen.queryByText(name, BUTTON_TEXT)
const peerCounts = async () => (await mockCall(recycleBuyerApi.counts, undefined, PEER_TOKEN)).data

/** 李老板 (the second dealer) is signed in. */
const asPeer = () => setUserToken(PEER_TOKEN)
const openList = (Page: typeof OfferingPage, tabKey: 'offering' | 'offered' | 'giveup') => {
  asPeer()
  return renderPage(<Page />, `pages/recycle/buyer/quote/list/${tabKey}/index`)
}
const openDetail = (id: number) => {
  asPeer()
  return renderPage(<QuoteDetailPage />, 'pages/recycle/buyer/quote/detail/index', { query: { id: String(id) } })
}
const detailReady = (id: number) => screen.findByText(findOrder(id)!.no)
const photoCount = () => document.querySelectorAll('.photo-picker__image').length
async function addPhoto() {
  const before = photoCount()
  fireEvent.click(screen.getByLabelText('添加图片'))
  await waitFor(() => expect(photoCount()).toBe(before + 1))
}

afterEach(() => {
  mockClock.reset()
})

describe('buyer quote lists', () => {
  it('待收货 / 待验货: the orders I won, on their way and signed for, with counts from the server; the tabs live on the 已报价 page', async () => {
    asPeer()
    renderPage(<OfferedPage />, 'pages/recycle/buyer/quote/list/offered/index', { query: { tab: 'receiving' } })
    // Won by 李老板: 8214 on its way; the demo shop's 8104 still to ship and 8105 on its way.
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(cardOf(8214)).toHaveTextContent('运输中')
    expect(cardOf(8104)).toHaveTextContent('待发货')
    expect(cardOf(8105)).toHaveTextContent('运输中')
    const counts = await peerCounts()
    expect(counts).toMatchObject({ receiving: 3, inspecting: 2 })
    await waitFor(() => expect(tab('待收货')).toHaveTextContent('待收货3'))
    expect(tab('待验货')).toHaveTextContent('待验货2')
    expect(tab('已报价')).toHaveTextContent(`已报价${counts.offered}`)
    fireEvent.click(tab('待验货'))
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/recycle/buyer/quote/list/offered/index?tab=inspecting' })
  })

  it('待验货 lists the won order signed for and opens it to inspect', async () => {
    asPeer()
    renderPage(<OfferedPage />, 'pages/recycle/buyer/quote/list/offered/index', { query: { tab: 'inspecting' } })
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(cardOf(8106)).toHaveTextContent('待验货')
    expect(cardOf(8211)).toHaveTextContent('已中标')
    expect(cardOf(8211)).toHaveTextContent(`中标价 ${yuan(18_500_000)}`)
    fireEvent.click(cardOf(8211)!)
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/buyer/quote/detail/index?id=8211')
  })

  it('validity shows only while a quote can act: won and lost quotes have no 有效至', async () => {
    openList(OfferedPage, 'offered')
    await waitFor(() => expect(cardOf(8211)).toBeDefined())
    expect(cardOf(8201)).toHaveTextContent('有效至')
    expect(cardOf(8211)).not.toHaveTextContent('有效至')
    expect(cardOf(8213)).not.toHaveTextContent('有效至')
    expect(cardOf(8213)).toHaveTextContent(`我的报价 ${yuan(3_800_000)}`)
    expect(cardOf(8202)).not.toHaveTextContent('有效至')
  })

  it('a given-up card says 已放弃 with the withdrawn quote neutral, never 抢先报价', async () => {
    openList(GiveupPage, 'giveup')
    await waitFor(() => expect(cards()).toHaveLength(1))
    const card = cardOf(8203)!
    expect(card).toHaveTextContent(`已放弃 · 撤回的报价 ${yuan(3_000_000)}`)
    expect(card).not.toHaveTextContent('抢先报价')
    expect(card.querySelector('.buyer-card__mine')).toBeNull()
  })

  it('待报价: the open orders of other sellers not yet quoted, closing soonest first, with counts on the tabs', async () => {
    openList(OfferingPage, 'offering')
    const open = [8103, 8204, 8205, 8206, 8207, 8208, 8209, 8210]
    await waitFor(() => expect(cards()).toHaveLength(open.length))
    const byEnd = [...open].sort((a, b) => findOrder(a)!.biddingEndsAt!.localeCompare(findOrder(b)!.biddingEndsAt!))
    expect(cardTitles()).toEqual(byEnd.map(titleOf))
    // 8205 closes within the hour: its countdown is marked.
    const closing = cardOf(8205)!
    expect(within(closing).getByRole('timer')).toHaveTextContent(/距截止 \d\d:\d\d/)
    expect(closing.querySelector('.buyer-end--soon')).not.toBeNull()
    expect(cardOf(8206)!.querySelector('.buyer-end--soon')).toBeNull()
    expect(closing).toHaveTextContent(`期望价 ${yuan(findOrder(8205)!.expectedPriceCents!)} · 1位买家已报价`)
    expect(closing).toHaveTextContent('广州')
    const counts = await peerCounts()
    await waitFor(() => expect(tab('待报价')).toHaveTextContent(`待报价${open.length}`))
    expect(tab('已报价')).toHaveTextContent(`已报价${counts.offered}`)
    expect(tab('已放弃')).toHaveTextContent('已放弃1')
    fireEvent.click(closing)
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/buyer/quote/detail/index?id=8205')
  })

  it('the tabs switch by replacing the page with the sibling list', async () => {
    openList(OfferingPage, 'offering')
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    fireEvent.click(tab('已放弃'))
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/recycle/buyer/quote/list/giveup/index' })
  })

  it('已报价: my price, until when it holds and where I stand (报价中, 已过期, 已中标, 未中标)', async () => {
    openList(OfferedPage, 'offered')
    await waitFor(() => expect(cardOf(8201)).toBeDefined())
    expect(cardOf(8201)).toHaveTextContent('报价中')
    expect(cardOf(8201)).toHaveTextContent(`我的报价 ${yuan(6_800_000)} · 有效至`)
    expect(cardOf(8202)).toHaveTextContent('已过期')
    expect(cardOf(8202)).toHaveTextContent(`我的报价 ${yuan(14_500_000)}`)
    expect(cardOf(8213)).toHaveTextContent('未中标')
    expect(cardOf(8211)).toHaveTextContent('已中标')
    expect(cardOf(8203)).toBeUndefined()
    expect(cards()).toHaveLength((await peerCounts()).offered)
  })

  it('已放弃: the orders I gave up', async () => {
    openList(GiveupPage, 'giveup')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cardOf(8203)).toHaveTextContent('已放弃')
  })

  it('a category chip shows that category only', async () => {
    openList(OfferingPage, 'offering')
    await waitFor(() => expect(cards()).toHaveLength(8))
    fireEvent.click(screen.getByRole('radio', { name: '珠宝' }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cardTitles()).toEqual([titleOf(8210)])
    fireEvent.click(screen.getByRole('radio', { name: '箱包' }))
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(new Set(cardTitles())).toEqual(new Set([8204, 8207, 8208].map(titleOf)))
    fireEvent.click(screen.getByRole('radio', { name: '全部' }))
    await waitFor(() => expect(cards()).toHaveLength(8))
  })

  it('says what to do when there is nothing to quote', async () => {
    mockServer.use(http.get('*/recycle/buyer/list', () => HttpResponse.json(envelope({ list: [], total: 0, page: 1, pageSize: 20, hasMore: false }))))
    openList(OfferingPage, 'offering')
    expect(await screen.findByText('暂无待报价的回收单，去回收专区看看')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '去回收专区' }))
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/recycle/zone/index' })
  })
})

describe('loading, failure, refresh', () => {
  it('pull-down asks the list again: an order quoted elsewhere leaves 待报价', async () => {
    openList(OfferingPage, 'offering')
    await waitFor(() => expect(cards()).toHaveLength(8))
    expect((await mockCall(recycleBuyerApi.quote, { id: 8206, priceCents: 50_000_000, validDays: 1, note: '' }, PEER_TOKEN)).code).toBe(200)
    await firePageEvent('pullDownRefresh')
    await waitFor(() => expect(cards()).toHaveLength(7))
    expect(cardOf(8206)).toBeUndefined()
  })

  it("shows the server's refusal of a list, and loading while the reply is slow", async () => {
    failWithEnvelope('/recycle/buyer/list', 500, '回收服务维护中')
    const first = openList(OfferedPage, 'offered')
    expect(await screen.findByText('回收服务维护中')).toBeInTheDocument()
    first.unmount()
    mockServer.resetHandlers()
    const release = holdPath('/recycle/buyer/detail')
    openDetail(8201)
    await new Promise((done) => setTimeout(done, 100))
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await detailReady(8201)
  })

  it('an order that is not mine to see is not found', async () => {
    openDetail(8112)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
  })
})

describe('quoting', () => {
  it('bad input says why and the message goes once fixed; a good quote moves the order to 已报价 and the seller sees it', async () => {
    openDetail(8103)
    await detailReady(8103)
    expect(screen.getByText('暂无买家报价')).toBeInTheDocument()
    fireEvent.click(button('报价'))
    expect(await screen.findByText('请输入报价金额')).toBeInTheDocument()
    expect(screen.getByText('请选择报价有效期')).toBeInTheDocument()
    // A typed 0 is not an empty field.
    typeIn('输入回收价', '0')
    expect(await screen.findByText('报价金额需大于0')).toBeInTheDocument()
    expect(screen.queryByText('请输入报价金额')).toBeNull()
    typeIn('输入回收价', '50000.123')
    expect(await screen.findByText('金额格式不正确，最多两位小数')).toBeInTheDocument()
    typeIn('输入回收价', '50000')
    await waitFor(() => expect(screen.queryByText('金额格式不正确，最多两位小数')).toBeNull())
    expect(screen.queryByText('请输入报价金额')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: '2天' }))
    await waitFor(() => expect(screen.queryByText('请选择报价有效期')).toBeNull())
    fireEvent.click(button('报价'))
    await waitFor(() => expect(toasts()).toContain('报价成功'))
    expect(await screen.findByText('我的报价')).toBeInTheDocument()
    expect(document.querySelector('.buyer-mine__price')).toHaveTextContent(yuan(5_000_000))
    expect(screen.getAllByText('报价中').length).toBeGreaterThan(0)
    // The seller (the demo shop) sees the quote on its side.
    const seller = (await mockCall(recycleSellerApi.detail, { id: 8103 })).data
    expect(seller.quotes).toEqual([expect.objectContaining({ buyerName: PEER_NAME, priceCents: 5_000_000, status: 'active' })])
    // And it left 待报价 for 已报价.
    const counts = await peerCounts()
    expect(counts.offering).toBe(7)
    const { data: offered } = await mockCall(recycleBuyerApi.list, { tab: 'offered', page: 1, pageSize: 50 }, PEER_TOKEN)
    expect(offered.list.find((row) => row.id === 8103)).toMatchObject({ standing: 'quoted' })
  })

  it('a quote asks once with the amount to the fen and what it binds; cancelled, nothing is sent', async () => {
    openDetail(8103)
    await detailReady(8103)
    typeIn('输入回收价', '80000.50')
    fireEvent.click(screen.getByRole('radio', { name: '2天' }))
    modalAnswers.push(false)
    fireEvent.click(button('报价'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(uiLog.modals[0]).toMatchObject({ title: '报价 ¥80,000.50？', confirmText: '确认报价' })
    expect(uiLog.modals[0].content).toBe('报价2天内有效：卖家接受即成交，你须按 ¥80,000.50 收货、验货后付款；验货价只能低于报价并附压价原因和图片。卖家接受前可修改或放弃。')
    await waitFor(() => expect(button('报价')).not.toHaveClass('nut-button-disabled'))
    expect(findOrder(8103)!.quotes).toHaveLength(0)
    fireEvent.click(button('报价'))
    await waitFor(() => expect(toasts()).toContain('报价成功'))
    expect(uiLog.modals).toHaveLength(2)
    expect(findOrder(8103)!.quotes[0]).toMatchObject({ priceCents: 8_000_050 })
  })

  it('the server refuses a quote of 0 with the same words as the form', async () => {
    expect(await mockCall(recycleBuyerApi.quote, { id: 8103, priceCents: 0, validDays: 1, note: '' }, PEER_TOKEN)).toMatchObject({ code: 400, msg: '报价金额需大于0' })
    expect(await mockCall(recycleBuyerApi.quote, { id: 8103, priceCents: -100, validDays: 1, note: '' }, PEER_TOKEN)).toMatchObject({ code: 400, msg: '报价金额格式不正确' })
  })

  it('changing a quote says the old price and replaces it', async () => {
    openDetail(8201)
    await detailReady(8201)
    expect(document.querySelector('.buyer-form__old')).toHaveTextContent(`当前报价 ${yuan(6_800_000)}`)
    typeIn('输入新的报价', '69000')
    fireEvent.click(screen.getByRole('radio', { name: '3天' }))
    fireEvent.click(button('修改报价'))
    await waitFor(() => expect(toasts()).toContain('报价已修改'))
    await waitFor(() => expect(document.querySelector('.buyer-mine__price')).toHaveTextContent(yuan(6_900_000)))
    expect(findOrder(8201)!.quotes.find((quote) => quote.buyerId === PEER_ACCOUNT)).toMatchObject({ priceCents: 6_900_000, status: 'active' })
  })

  it('giving up asks a reason and to confirm, then the order is in 已放弃', async () => {
    openDetail(8204)
    await detailReady(8204)
    fireEvent.click(button('放弃'))
    fireEvent.click(await screen.findByRole('menuitem', { name: '暂不需要' }))
    await waitFor(() => expect(toasts()).toContain('已放弃'))
    expect(uiLog.modals.at(-1)?.title).toBe('放弃这一单？')
    expect(await screen.findByText('你已放弃这一单')).toBeInTheDocument()
    expect(queryButton('报价')).toBeNull()
    const counts = await peerCounts()
    expect(counts.giveup).toBe(2)
    expect(findOrder(8204)!.givenUp[String(PEER_ACCOUNT)]).toBeTruthy()
  })

  it('giving up cancelled at the confirm keeps the order open', async () => {
    openDetail(8204)
    await detailReady(8204)
    modalAnswers.push(false)
    fireEvent.click(button('放弃'))
    fireEvent.click(await screen.findByRole('menuitem', { name: '价格不合适' }))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(findOrder(8204)!.givenUp[String(PEER_ACCOUNT)]).toBeUndefined()
    expect(button('报价')).toBeInTheDocument()
  })

  it('an expired quote shows 已过期 and is renewed by quoting again while the window is open', async () => {
    openDetail(8202)
    await detailReady(8202)
    expect(document.querySelector('.buyer-validity')).toHaveTextContent('已过期')
    expect(screen.getByText('报价已过期，卖家无法接受；竞价未截止时可重新报价')).toBeInTheDocument()
    expect(screen.getByText('重新报价')).toBeInTheDocument()
    typeIn('输入回收价', '146000')
    fireEvent.click(screen.getByRole('radio', { name: '1天' }))
    fireEvent.click(button('报价'))
    await waitFor(() => expect(toasts()).toContain('报价成功'))
    await waitFor(() => expect(document.querySelector('.buyer-validity')).toHaveTextContent('有效'))
    expect(document.querySelector('.buyer-mine__price')).toHaveTextContent(yuan(14_600_000))
  })

  it('refused because quoting closed meanwhile: the server’s message in a dialog, then the page as it is now', async () => {
    openDetail(8205)
    await detailReady(8205)
    typeIn('输入回收价', '46000')
    fireEvent.click(screen.getByRole('radio', { name: '1天' }))
    mockClock.set(() => Date.parse(findOrder(8205)!.biddingEndsAt!) + 1000)
    fireEvent.click(button('报价'))
    await waitFor(() => expect(uiLog.modals.at(-1)).toMatchObject({ title: '操作未完成', content: '报价已截止' }))
    await waitFor(() => expect(queryButton('报价')).toBeNull())
    expect(screen.getByText('报价已截止')).toBeInTheDocument()
    expect(toasts()).not.toContain('报价成功')
  })

  it('refused because the seller accepted another quote meanwhile: the dialog, then 未中标 and no form', async () => {
    openDetail(8102)
    await detailReady(8102)
    typeIn('输入新的报价', '41000')
    fireEvent.click(screen.getByRole('radio', { name: '1天' }))
    const best = (await mockCall(recycleSellerApi.detail, { id: 8102 })).data.quotes[0]
    expect(best.buyerName).not.toBe(PEER_NAME)
    expect((await mockCall(recycleSellerApi.accept, { id: 8102, quoteId: best.id })).code).toBe(200)
    fireEvent.click(button('修改报价'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.title).toBe('操作未完成'))
    expect(await screen.findByText('卖家已选择其他买家的报价')).toBeInTheDocument()
    expect(screen.getAllByText('未中标').length).toBeGreaterThan(0)
    expect(queryButton('修改报价')).toBeNull()
  })
})

describe('the detail keeps itself current', () => {
  const poll = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms))
  }

  it('in transit: asked again every ORDER_POLL_MS, so the 验货 form appears once the parcel is signed for', async () => {
    // The demo shop accepts 李老板's quote on 8102 and ships it.
    const mine = findOrder(8102)!.quotes.find((quote) => quote.buyerId === PEER_ACCOUNT)!
    expect((await mockCall(recycleSellerApi.accept, { id: 8102, quoteId: mine.id })).code).toBe(200)
    const shipped = await shipRecycle(8102)
    expect(shipped.code).toBe(200)
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      openDetail(8102)
      await detailReady(8102)
      expect(screen.getByText('SF1234567890')).toBeInTheDocument()
      expect(queryButton('提交验货结果')).toBeNull()
      bringDue(8102)
      await poll(ORDER_POLL_MS - 1000)
      expect(queryButton('提交验货结果')).toBeNull()
      await poll(1500)
      await waitFor(() => expect(queryButton('提交验货结果')).not.toBeNull())
      expect(screen.getAllByText('待验货').length).toBeGreaterThan(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('bidding: another buyer’s quote shows in the count on the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      // The demo shop looks at 8206 as a buyer; 李老板 quotes it meanwhile.
      renderPage(<QuoteDetailPage />, 'pages/recycle/buyer/quote/detail/index', { signedIn: true, query: { id: '8206' } })
      await detailReady(8206)
      expect(screen.getByText('暂无买家报价')).toBeInTheDocument()
      expect((await mockCall(recycleBuyerApi.quote, { id: 8206, priceCents: 50_000_000, validDays: 1, note: '' }, PEER_TOKEN)).code).toBe(200)
      await poll(ORDER_POLL_MS + 500)
      await waitFor(() => expect(screen.getByText('1位买家已报价（报价互不可见）')).toBeInTheDocument())
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('inspecting', () => {
  it('8211: a lower price and a missing accessory → 待确认验货价; the seller’s detail shows the revised price', async () => {
    openDetail(8211)
    await detailReady(8211)
    expect(screen.getByText('寄送信息')).toBeInTheDocument()
    const price = screen.getByPlaceholderText('验货后的成交价') as HTMLInputElement
    expect(price.value).toBe('185000')
    typeIn('验货后的成交价', '')
    fireEvent.click(button('提交验货结果'))
    expect(await screen.findByText('请输入验货价')).toBeInTheDocument()
    typeIn('验货后的成交价', '0')
    expect(await screen.findByText('验货价需大于0')).toBeInTheDocument()
    typeIn('验货后的成交价', '180000')
    await waitFor(() => expect(screen.queryByText('请输入验货价')).toBeNull())
    expect(screen.queryByText('验货价需大于0')).toBeNull()
    expect(screen.getByText(/低于中标价 ¥5,000/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '保卡' }))
    // Below the accepted quote: a reason and a photo first, nothing is sent without them.
    fireEvent.click(button('提交验货结果'))
    expect(await screen.findByText('验货价低于中标价，请选择压价原因')).toBeInTheDocument()
    expect(screen.getByText('验货价低于中标价，请上传至少1张验货图片')).toBeInTheDocument()
    expect(uiLog.modals).toHaveLength(0)
    expect(findOrder(8211)!.status).toBe('inspecting')
    fireEvent.click(screen.getByRole('radio', { name: '缺少配件' }))
    await addPhoto()
    await waitFor(() => expect(screen.queryByText('验货价低于中标价，请上传至少1张验货图片')).toBeNull())
    fireEvent.click(button('提交验货结果'))
    await waitFor(() => expect(toasts()).toContain('验货结果已提交'))
    expect(uiLog.modals.at(-1)).toMatchObject({ title: `以验货价 ${yuan(18_000_000)} 提交？` })
    expect(uiLog.modals.at(-1)?.content).toBe(`验货价比中标价低 ${yuan(500_000)}（缺少配件，1张图片），缺少保卡。提交后不能再修改：卖家确认即按此价成交，也可申请复检或退回。`)
    await waitFor(() => expect(screen.getAllByText('待确认验货价').length).toBeGreaterThan(0))
    expect(screen.getByText('验货结果')).toBeInTheDocument()
    expect(screen.getByText(`（比报价低 ${yuan(500_000)}）`)).toBeInTheDocument()
    expect(queryButton('提交验货结果')).toBeNull()
    const seller = sellerDetailView(findOrder(8211)!, recycleNow(), new Request('http://127.0.0.1:6003/recycle/seller/detail'))
    expect(seller).toMatchObject({ status: 'inspected', dealPriceCents: 18_000_000 })
    expect(seller.inspection).toMatchObject({ finalPriceCents: 18_000_000, reason: '缺少配件', missingAccessories: ['保卡'], revised: true })
    expect(seller.inspection!.photos).toHaveLength(1)
  })

  it('8211: a price above the accepted quote is said before submitting and nothing is sent', async () => {
    openDetail(8211)
    await detailReady(8211)
    typeIn('验货后的成交价', '185000.01')
    expect(await screen.findByText(/验货价不能高于中标价 ¥185,000/)).toBeInTheDocument()
    fireEvent.click(button('提交验货结果'))
    await waitFor(() => expect(screen.getAllByText(/验货价不能高于中标价 ¥185,000/).length).toBe(2))
    expect(uiLog.modals).toHaveLength(0)
    expect(findOrder(8211)!.status).toBe('inspecting')
  })

  it('8211: the server refuses a cut without evidence with the same words as the form', async () => {
    const reply = await mockCall(
      recycleBuyerApi.inspect,
      { id: 8211, finalPriceCents: 18_000_000, grade: '95新', reason: '成色低于描述', missingAccessories: [], note: '', photos: [] },
      PEER_TOKEN,
    )
    expect(reply).toMatchObject({ code: 400, msg: '验货价低于中标价，请上传至少1张验货图片' })
  })

  it('keeps what was typed for the inspection as a draft of that order', async () => {
    const first = openDetail(8211)
    await detailReady(8211)
    typeIn('验货后的成交价', '170000')
    fireEvent.click(screen.getByRole('checkbox', { name: '盒子' }))
    await new Promise((done) => setTimeout(done, 700))
    first.unmount()
    openDetail(8211)
    await detailReady(8211)
    expect(screen.getByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect((screen.getByPlaceholderText('验货后的成交价') as HTMLInputElement).value).toBe('170000')
    expect(screen.getByRole('checkbox', { name: '盒子' })).toHaveAttribute('aria-checked', 'true')
  })

  it('8213 (lost): no inspection is offered', async () => {
    openDetail(8213)
    await detailReady(8213)
    expect(screen.getAllByText('未中标').length).toBeGreaterThan(0)
    expect(screen.getByText('卖家已选择其他买家的报价')).toBeInTheDocument()
    expect(screen.queryByText('验货')).toBeNull()
    expect(queryButton('提交验货结果')).toBeNull()
    expect(screen.queryByText('寄送信息')).toBeNull()
  })

  it('8212 (settled, won): the inspection and timeline, nothing to do', async () => {
    openDetail(8212)
    await detailReady(8212)
    expect(screen.getByText('验货结果')).toBeInTheDocument()
    expect(screen.getByText('状态记录')).toBeInTheDocument()
    expect(queryButton('提交验货结果')).toBeNull()
  })
})

describe('pre-quotes', () => {
  it('8251: a range too wide says so; a good one is submitted and the order moves to 已估价', async () => {
    asPeer()
    renderPage(<PreDetailPage />, 'pages/recycle/buyer/quote/pre/detail/index', { query: { id: '8251' } })
    await screen.findByText('给出估价')
    expect(screen.getByText(/预报价是按图片给出的估价区间，有效7天/)).toBeInTheDocument()
    fireEvent.click(button('提交估价'))
    expect(await screen.findByText('请输入最低估价')).toBeInTheDocument()
    expect(screen.getByText('请输入最高估价')).toBeInTheDocument()
    typeIn('估价区间下限', '0')
    expect(await screen.findByText('最低估价需大于0')).toBeInTheDocument()
    typeIn('估价区间下限', '100000')
    typeIn('不超过最低的2倍', '250000')
    fireEvent.click(button('提交估价'))
    expect(await screen.findByText('估价区间过宽：最高不超过最低的2倍')).toBeInTheDocument()
    typeIn('不超过最低的2倍', '150000')
    await waitFor(() => expect(screen.queryByText('估价区间过宽：最高不超过最低的2倍')).toBeNull())
    fireEvent.click(button('提交估价'))
    await waitFor(() => expect(toasts()).toContain('估价已提交'))
    expect(await screen.findByText(`${yuan(10_000_000)}–${yuan(15_000_000)}`)).toBeInTheDocument()
    expect(button('修改估价')).toBeInTheDocument()
    expect(findOrder(8251)!.preQuotes.find((pre) => pre.buyerId === PEER_ACCOUNT)).toMatchObject({ lowCents: 10_000_000, highCents: 15_000_000 })
  })

  it('the list: 待估价 and 已估价 with counts; rows open the pre-quote detail', async () => {
    asPeer()
    renderPage(<PreListPage />, 'pages/recycle/buyer/quote/pre/list/index')
    const counts = await peerCounts()
    expect(counts).toMatchObject({ preOpen: 4, preDone: 1 })
    await waitFor(() => expect(cards()).toHaveLength(4))
    await waitFor(() => expect(tab('待估价')).toHaveTextContent('待估价4'))
    expect(tab('已估价')).toHaveTextContent('已估价1')
    expect(cardOf(8251)).toHaveTextContent('看图给出估价区间')
    expect(cardOf(8254)).toBeUndefined()
    fireEvent.click(tab('已估价'))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cardOf(8254)).toHaveTextContent(`我的估价 ${yuan(800_000)}–${yuan(1_000_000)}`)
    fireEvent.click(cardOf(8254)!)
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/buyer/quote/pre/detail/index?id=8254')
  })
})

describe('the zone', () => {
  it('lists the open orders closing soonest first, with my counts leading to the lists', async () => {
    asPeer()
    renderPage(<ZonePage />, 'pages/recycle/zone/index')
    await waitFor(() => expect(cards()).toHaveLength(8))
    expect(cardTitles()[0]).toBe(titleOf(8205))
    const ends = cards().map((card) => within(card).getByRole('timer').textContent)
    expect(ends.every((text) => text?.startsWith('距截止'))).toBe(true)
    const counts = await peerCounts()
    const entry = (label: string) => screen.getAllByRole('listitem').find((node) => node.textContent?.endsWith(label))!
    await waitFor(() => expect(entry('待报价')).toHaveTextContent(`${counts.offering}待报价`))
    expect(entry('已报价')).toHaveTextContent(`${counts.offered}已报价`)
    expect(entry('预报价')).toHaveTextContent(`${counts.preOpen}预报价`)
    fireEvent.click(entry('已报价'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/buyer/quote/list/offered/index')
    resetNavigationDebounce()
    fireEvent.click(screen.getByRole('link', { name: '回收指南' }))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/recycle/guide/index'))
  })

  it('signed out: still there, with a login prompt instead of the lists', async () => {
    renderPage(<ZonePage />, 'pages/recycle/zone/index')
    expect(await screen.findByText('登录后查看正在竞价的回收单并报价')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '我要卖货 · 卖家中心' })).toBeInTheDocument()
    expect(cards()).toHaveLength(0)
    expect(navigationLog.some((entry) => entry.url.includes('pages/account/login'))).toBe(false)
  })
})
