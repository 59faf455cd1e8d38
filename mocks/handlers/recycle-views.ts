import type {
  BuyerOffer,
  BuyerOfferDetail,
  BuyerStanding,
  ExpressLeg,
  ExpressProgress,
  PreQuote,
  RecycleDetail,
  RecycleEvent,
  RecycleItem,
  RecycleQuote,
  RecycleSummary,
  Recheck,
  ReturnRequest,
  Shipment,
} from '../../src/features/recycle/api'
import { returnShippingPaidBy } from '../../src/features/recycle/machine'
import {
  acceptedQuote,
  buyerActions,
  finalPriceOf,
  hasGivenUp,
  isLive,
  partyName,
  preQuoteOf,
  quoteOf,
  receivingAddress,
  sellerActions,
  type EventRecord,
  type PartyId,
  type PreQuoteRecord,
  type QuoteRecord,
  type RecheckRecord,
  type RecycleRecord,
  type ReturnRecord,
  type ShipmentRecord,
} from '../db/recycle'
import { absoluteMedia } from '../lib/media'
import { eventsAt, isSignedFor, parcelById, pullIfDue, type ParcelRecord } from '../db/express'

/** Replies of the recycling calls: records as the asking seller or buyer may see them. */

export function quoteView({ id, buyerName, priceCents, validUntil, status, note, updatedAt }: QuoteRecord): RecycleQuote {
  return { id, buyerName, priceCents, validUntil, status, note, updatedAt }
}

export function preQuoteView({ id, buyerName, lowCents, highCents, validUntil, note, updatedAt }: PreQuoteRecord): PreQuote {
  return { id, buyerName, lowCents, highCents, validUntil, note, updatedAt }
}

function itemView(order: RecycleRecord, request: Request): RecycleItem {
  return { ...order.item, accessories: [...order.item.accessories], photos: order.item.photos.map((photo) => absoluteMedia(request, photo)) }
}

function eventsView(events: EventRecord[]): RecycleEvent[] {
  return events.map(({ status, at, note }) => ({ status, at, note })).sort((a, b) => a.at.localeCompare(b.at))
}

/** The range with the highest low among pre-quotes still holding. */
function preRangeOf(order: RecycleRecord, now: number): RecycleSummary['preRange'] {
  const best = order.preQuotes.filter((pre) => Date.parse(pre.validUntil) > now).sort((a, b) => b.lowCents - a.lowCents || b.highCents - a.highCents)[0]
  return best ? { lowCents: best.lowCents, highCents: best.highCents } : null
}

const quoteCount = (order: RecycleRecord) => order.quotes.filter((quote) => quote.status !== 'withdrawn').length

export function summaryView(order: RecycleRecord, now: number, request: Request): RecycleSummary {
  const live = order.quotes.filter((quote) => isLive(quote, now)).map((quote) => quote.priceCents)
  return {
    id: order.id,
    no: order.no,
    status: order.status,
    title: order.item.title,
    brandName: order.item.brandName,
    grade: order.item.grade,
    cover: absoluteMedia(request, order.item.photos[0]),
    expectedPriceCents: order.expectedPriceCents,
    biddingEndsAt: order.biddingEndsAt,
    quoteCount: quoteCount(order),
    bestQuoteCents: live.length ? Math.max(...live) : null,
    preRange: preRangeOf(order, now),
    dealPriceCents: finalPriceOf(order) ?? acceptedQuote(order)?.priceCents ?? null,
    updatedAt: order.updatedAt,
  }
}

/** Live quotes by price (best first), then the accepted one, then the rest newest first. */
function sortedQuotes(order: RecycleRecord, now: number): QuoteRecord[] {
  const rank = (quote: QuoteRecord) => (isLive(quote, now) ? 0 : quote.status === 'accepted' ? 1 : 2)
  return [...order.quotes].sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? b.priceCents - a.priceCents : b.updatedAt.localeCompare(a.updatedAt)))
}

function shipmentView({ carrier, trackingNo, senderName, senderPhone, senderAddress, receiverText, shippedAt, deliveredAt, parcelId }: ShipmentRecord): Shipment {
  return { carrier, trackingNo, senderName, senderPhone, senderAddress, receiverText, shippedAt, deliveredAt, parcelId: parcelId ?? null }
}

function recheckView({ reason, note, photos, askedAt, answerDueAt, answer }: RecheckRecord, request: Request): Recheck {
  return { reason, note, photos: photos.map((photo) => absoluteMedia(request, photo)), askedAt, answerDueAt, answer: answer && { ...answer } }
}

function returnView({ reason, note, askedAt, shippingPaidBy, carrier, trackingNo, deliveredAt }: ReturnRecord): ReturnRequest {
  return { reason, note, askedAt, shippingPaidBy, carrier, trackingNo, deliveredAt }
}

export function sellerDetailView(order: RecycleRecord, now: number, request: Request): RecycleDetail {
  const accepted = acceptedQuote(order)
  return {
    ...summaryView(order, now, request),
    item: itemView(order, request),
    createdAt: order.createdAt,
    quotes: sortedQuotes(order, now).map(quoteView),
    preQuotes: [...order.preQuotes].sort((a, b) => b.lowCents - a.lowCents).map(preQuoteView),
    acceptedQuote: accepted ? quoteView(accepted) : null,
    shipment: order.shipment && shipmentView(order.shipment),
    inspection: order.inspection && {
      ...order.inspection,
      missingAccessories: [...order.inspection.missingAccessories],
      photos: order.inspection.photos.map((photo) => absoluteMedia(request, photo)),
    },
    recheck: order.recheck && recheckView(order.recheck, request),
    returnRequest: order.returnRequest && returnView(order.returnRequest),
    settlement: order.settlement ? { ...order.settlement } : null,
    shipTo: order.buyerId === null ? null : receivingAddress(order.buyerId),
    returnShippingPaidBy: returnShippingPaidBy(accepted?.priceCents ?? null, finalPriceOf(order)),
    actions: sellerActions(order, now),
    timeline: eventsView(order.timeline),
  }
}

export function standingOf(order: RecycleRecord, buyerId: PartyId): BuyerStanding {
  if (hasGivenUp(order, buyerId)) return 'gaveup'
  const mine = quoteOf(order, buyerId)
  if (!mine) return 'open'
  const standing: Record<QuoteRecord['status'], BuyerStanding> = { active: 'quoted', accepted: 'won', lost: 'lost', expired: 'expired', withdrawn: 'gaveup' }
  return standing[mine.status]
}

/** A buyer sees only the quote count and their own quote and pre-quote, never other buyers' prices. */
export function buyerOfferView(order: RecycleRecord, buyerId: PartyId, request: Request): BuyerOffer {
  const mine = quoteOf(order, buyerId)
  const pre = preQuoteOf(order, buyerId)
  return {
    id: order.id,
    no: order.no,
    status: order.status,
    title: order.item.title,
    brandName: order.item.brandName,
    category: order.item.category,
    grade: order.item.grade,
    cover: absoluteMedia(request, order.item.photos[0]),
    sellerName: partyName(order.sellerId),
    expectedPriceCents: order.expectedPriceCents,
    biddingEndsAt: order.biddingEndsAt,
    quoteCount: quoteCount(order),
    standing: standingOf(order, buyerId),
    myQuote: mine ? quoteView(mine) : null,
    myPreQuote: pre ? preQuoteView(pre) : null,
    updatedAt: order.updatedAt,
  }
}

/**
 * The whole story for the accepted buyer (other buyers' own steps left out); for the rest the
 * public steps (offer, publish, cancel, unsold), their own, and the deal steps other buyers may
 * know of in their own words (卖家已接受其他买家的报价).
 */
export function buyerDetailView(order: RecycleRecord, buyerId: PartyId, now: number, request: Request): BuyerOfferDetail {
  const won = order.buyerId === buyerId
  const seller = sellerDetailView(order, now, request)
  const visible = order.timeline.flatMap((event): EventRecord[] => {
    if (event.scope === 'public' || event.scope === buyerId || (won && event.scope === 'deal')) return [event]
    if (event.scope === 'deal' && event.othersNote !== undefined) return [{ ...event, note: event.othersNote }]
    return []
  })
  return {
    ...buyerOfferView(order, buyerId, request),
    item: seller.item,
    shipment: won ? seller.shipment : null,
    inspection: won ? seller.inspection : null,
    recheck: won ? seller.recheck : null,
    actions: buyerActions(order, buyerId, now),
    timeline: eventsView(visible),
  }
}

/** A leg as the express module knows it: the carrier's events as of its last pull (at most every 30 minutes), newest first. */
function parcelLeg(leg: ExpressLeg['leg'], parcel: ParcelRecord, fromText: string, toText: string, now: number): ExpressLeg {
  pullIfDue(parcel, now)
  const known = Date.parse(parcel.refreshedAt)
  const events = eventsAt(parcel, known)
    .reverse()
    .map(({ at, text }) => ({ at, text }))
  return { leg, parcelId: parcel.id, carrier: parcel.carrier, trackingNo: parcel.waybillNo, fromText, toText, delivered: isSignedFor(parcel, known), events }
}

/** Both legs go by express parcels (sent by the seller; sent back by the buyer's side). */
export function expressView(order: RecycleRecord, now: number): ExpressProgress {
  const legs: ExpressLeg[] = []
  const { shipment, returnRequest } = order
  const sendParcel = shipment?.parcelId ? parcelById(shipment.parcelId) : undefined
  if (shipment && sendParcel) legs.push(parcelLeg('send', sendParcel, `${shipment.senderName} ${shipment.senderPhone} ${shipment.senderAddress}`, shipment.receiverText, now))
  const backParcel = returnRequest?.parcelId ? parcelById(returnRequest.parcelId) : undefined
  if (returnRequest && backParcel) legs.push(parcelLeg('return', backParcel, returnRequest.fromText, returnRequest.toText, now))
  return { id: order.id, no: order.no, status: order.status, legs }
}
