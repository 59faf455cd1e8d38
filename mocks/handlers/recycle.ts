import { recycleBuyerApi, recycleExpressCall, recycleSellerApi, type BuyerCounts, type OfferInput, type SellerCounts } from '../../src/features/recycle/api'
import {
  BUYER_INSPECTING_STATUSES,
  BUYER_RECEIVING_STATUSES,
  RECYCLE_STATUSES,
  SELLER_BIDDING_TABS,
  SELLER_ORDER_TABS,
  type BuyerTab,
  type RecycleStatus,
} from '../../src/features/recycle/machine'
import { getDb } from '../db'
import { findOrder, hasGivenUp, preQuoteOf, quoteOf, recycleNow, recycleState, withinWindow, type PartyId, type RecycleRecord } from '../db/recycle'
import * as actions from '../db/recycle-actions'
import '../db/seed-recycle'
import { requireSession } from '../lib/auth'
import { handle, MockError } from '../lib/handle'
import { paginate } from '../lib/paginate'
import { requireId } from '../lib/validate'
import { buyerDetailView, buyerOfferView, expressView, sellerDetailView, standingOf, summaryView } from './recycle-views'

/**
 * Recycling (回收): the seller's and the buyers' calls over the engine (mocks/db/recycle.ts).
 * Every request settles what time decided first (mocks/lib/settle.ts); every action is checked
 * against the machine there.
 */

const NOT_FOUND = '回收订单不存在'

/** The asking account, the engine's time and its orders. */
function asking(token: string): { accountId: PartyId; now: number; orders: RecycleRecord[] } {
  const { info } = requireSession(token, { business: true })
  const now = recycleNow()
  return { accountId: info.accountId, now, orders: recycleState().orders }
}

function sellerOrder(token: string, id: unknown) {
  const context = asking(token)
  const order = findOrder(requireId(id, '回收订单'))
  if (!order || order.sellerId !== context.accountId) throw new MockError(404, NOT_FOUND)
  return { ...context, order }
}

/** Whether a buyer may see an order: the open market (others' estimating and bidding orders), their own, and any they took part in. */
function visibleToBuyer(order: RecycleRecord, buyerId: PartyId): boolean {
  if (order.sellerId === buyerId || order.status === 'estimating' || order.status === 'bidding') return true
  return order.buyerId === buyerId || quoteOf(order, buyerId) !== null || preQuoteOf(order, buyerId) !== null || hasGivenUp(order, buyerId)
}

function buyerOrder(token: string, id: unknown) {
  const context = asking(token)
  const order = findOrder(requireId(id, '回收订单'))
  if (!order || !visibleToBuyer(order, context.accountId)) throw new MockError(404, NOT_FOUND)
  return { ...context, order }
}

const newestFirst = (a: RecycleRecord, b: RecycleRecord) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id

function sellerTabStatuses(view: unknown, tab: unknown): readonly RecycleStatus[] {
  const tabs = view === 'bidding' ? SELLER_BIDDING_TABS : view === 'order' ? SELLER_ORDER_TABS : null
  if (!tabs) throw new MockError(400, '列表参数无效')
  const found = (tabs as readonly { key: string; statuses: readonly RecycleStatus[] }[]).find((candidate) => candidate.key === tab)
  if (!found) throw new MockError(400, '分类参数无效')
  return found.statuses
}

/** The orders of a buyer's quote tab, in the tab's order. */
function buyerTab(orders: RecycleRecord[], buyerId: PartyId, tab: BuyerTab, now: number): RecycleRecord[] {
  const others = orders.filter((order) => order.sellerId !== buyerId)
  if (tab === 'offering') {
    return others
      .filter((order) => withinWindow(order, now) && !quoteOf(order, buyerId) && !hasGivenUp(order, buyerId))
      .sort((a, b) => a.biddingEndsAt!.localeCompare(b.biddingEndsAt!) || a.id - b.id)
  }
  if (tab === 'receiving' || tab === 'inspecting') {
    const statuses = tab === 'receiving' ? BUYER_RECEIVING_STATUSES : BUYER_INSPECTING_STATUSES
    return others.filter((order) => order.buyerId === buyerId && statuses.includes(order.status)).sort(newestFirst)
  }
  if (tab === 'offered') return others.filter((order) => ['quoted', 'won', 'lost', 'expired'].includes(standingOf(order, buyerId))).sort(newestFirst)
  return others.filter((order) => hasGivenUp(order, buyerId)).sort((a, b) => b.givenUp[String(buyerId)].localeCompare(a.givenUp[String(buyerId)]) || b.id - a.id)
}

function preTab(orders: RecycleRecord[], buyerId: PartyId, tab: 'open' | 'done'): RecycleRecord[] {
  const others = orders.filter((order) => order.sellerId !== buyerId)
  if (tab === 'open') return others.filter((order) => order.status === 'estimating' && !preQuoteOf(order, buyerId)).sort(newestFirst)
  return others.filter((order) => preQuoteOf(order, buyerId)).sort((a, b) => preQuoteOf(b, buyerId)!.updatedAt.localeCompare(preQuoteOf(a, buyerId)!.updatedAt) || b.id - a.id)
}

const BUYER_TABS: readonly BuyerTab[] = ['offering', 'offered', 'receiving', 'inspecting', 'giveup']

export const recycleHandlers = [
  // ---- The seller ----
  handle(recycleSellerApi.list, ({ params, token, request }) => {
    const { accountId, now, orders } = asking(token)
    const statuses = sellerTabStatuses(params.view, params.tab)
    const page = paginate(orders.filter((order) => order.sellerId === accountId && statuses.includes(order.status)).sort(newestFirst), params)
    return { ...page, list: page.list.map((order) => summaryView(order, now, request)) }
  }),
  handle(recycleSellerApi.counts, ({ token }) => {
    const { accountId, orders } = asking(token)
    const counts = Object.fromEntries(RECYCLE_STATUSES.map((status) => [status, 0])) as SellerCounts
    for (const order of orders) if (order.sellerId === accountId) counts[order.status] += 1
    return counts
  }),
  handle(recycleSellerApi.detail, ({ params, token, request }) => {
    const { order, now } = sellerOrder(token, params.id)
    return sellerDetailView(order, now, request)
  }),
  handle(recycleSellerApi.offer, ({ params, token, request }) => {
    const { accountId, now } = asking(token)
    return sellerDetailView(actions.offer(accountId, params as OfferInput, now), now, request)
  }),
  handle(recycleSellerApi.publish, ({ params, token, request }) => {
    const { order, now } = sellerOrder(token, params.id)
    actions.publish(order, now)
    return sellerDetailView(order, now, request)
  }),
  handle(recycleSellerApi.accept, ({ params, token, request }) => {
    const { order, now } = sellerOrder(token, params.id)
    actions.accept(order, requireId(params.quoteId, '报价'), now)
    return sellerDetailView(order, now, request)
  }),
  handle(recycleSellerApi.cancel, ({ params, token, request }) => {
    const { order, now } = sellerOrder(token, params.id)
    actions.cancel(order, params.reason, now)
    return sellerDetailView(order, now, request)
  }),
  handle(recycleSellerApi.returnItem, ({ params, token, request }) => {
    const { order, now } = sellerOrder(token, params.id)
    actions.returnItem(order, params, now)
    return sellerDetailView(order, now, request)
  }),
  handle(recycleSellerApi.recheck, ({ params, token, request }) => {
    const { order, now } = sellerOrder(token, params.id)
    actions.recheck(order, params, now)
    return sellerDetailView(order, now, request)
  }),
  handle(recycleSellerApi.confirm, ({ params, token, request }) => {
    const { person } = requireSession(token, { business: true })
    const { order, now } = sellerOrder(token, params.id)
    if (params.payoutTo !== 'balance' && params.payoutTo !== 'bank') throw new MockError(400, '请选择收款方式')
    let bank: { bankName: string; cardTail: string } | null = null
    if (params.payoutTo === 'bank') {
      if (params.bankCardId === undefined || params.bankCardId === null) throw new MockError(400, '请选择收款银行卡')
      const cardId = requireId(params.bankCardId, '银行卡')
      bank = (getDb().bankCards[person.userId] ?? []).find((card) => card.id === cardId) ?? null
      if (!bank) throw new MockError(404, '银行卡不存在')
    }
    actions.confirm(order, { bank }, now)
    return sellerDetailView(order, now, request)
  }),

  // ---- Buyers ----
  handle(recycleBuyerApi.list, ({ params, token, request }) => {
    const { accountId, now, orders } = asking(token)
    const tab = (params.tab ?? 'offering') as BuyerTab
    if (!BUYER_TABS.includes(tab)) throw new MockError(400, '分类参数无效')
    const category = params.category || undefined
    const found = buyerTab(orders, accountId, tab, now).filter((order) => !category || order.item.category === category)
    const page = paginate(found, params)
    return { ...page, list: page.list.map((order) => buyerOfferView(order, accountId, request)) }
  }),
  handle(recycleBuyerApi.counts, ({ token }): BuyerCounts => {
    const { accountId, now, orders } = asking(token)
    return {
      offering: buyerTab(orders, accountId, 'offering', now).length,
      offered: buyerTab(orders, accountId, 'offered', now).length,
      giveup: buyerTab(orders, accountId, 'giveup', now).length,
      receiving: buyerTab(orders, accountId, 'receiving', now).length,
      inspecting: buyerTab(orders, accountId, 'inspecting', now).length,
      preOpen: preTab(orders, accountId, 'open').length,
      preDone: preTab(orders, accountId, 'done').length,
    }
  }),
  handle(recycleBuyerApi.detail, ({ params, token, request }) => {
    const { order, accountId, now } = buyerOrder(token, params.id)
    return buyerDetailView(order, accountId, now, request)
  }),
  handle(recycleBuyerApi.quote, ({ params, token, request }) => {
    const { order, accountId, now } = buyerOrder(token, params.id)
    actions.quote(order, accountId, params, now)
    return buyerDetailView(order, accountId, now, request)
  }),
  handle(recycleBuyerApi.giveup, ({ params, token, request }) => {
    const { order, accountId, now } = buyerOrder(token, params.id)
    actions.giveup(order, accountId, params.reason, now)
    return buyerDetailView(order, accountId, now, request)
  }),
  handle(recycleBuyerApi.preList, ({ params, token, request }) => {
    const { accountId, orders } = asking(token)
    const tab = params.tab ?? 'open'
    if (tab !== 'open' && tab !== 'done') throw new MockError(400, '分类参数无效')
    const page = paginate(preTab(orders, accountId, tab), params)
    return { ...page, list: page.list.map((order) => buyerOfferView(order, accountId, request)) }
  }),
  handle(recycleBuyerApi.preQuote, ({ params, token, request }) => {
    const { order, accountId, now } = buyerOrder(token, params.id)
    actions.preQuote(order, accountId, params, now)
    return buyerDetailView(order, accountId, now, request)
  }),
  handle(recycleBuyerApi.inspect, ({ params, token, request }) => {
    const { order, accountId, now } = buyerOrder(token, params.id)
    actions.inspect(order, accountId, params, now)
    return buyerDetailView(order, accountId, now, request)
  }),

  // ---- Carrier events: the seller, or the buyer who won it ----
  handle(recycleExpressCall, ({ params, token }) => {
    const { accountId, now } = asking(token)
    const order = findOrder(requireId(params.id, '回收订单'))
    if (!order || (order.sellerId !== accountId && order.buyerId !== accountId)) throw new MockError(404, NOT_FOUND)
    return expressView(order, now)
  }),
]
