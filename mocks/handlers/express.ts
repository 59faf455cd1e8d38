import {
  EXPRESS_REFUSALS,
  expressApi,
  PARCEL_PURPOSE_KINDS,
  type Party,
  type ParcelAction,
  type ParcelPurposeKind,
  type ParcelView,
  type SendInput,
  type TrackingReply,
} from '../../src/features/express/api'
import {
  declaredValueError,
  ITEM_TYPES,
  MAX_ONLINE_DECLARED_CENTS,
  normaliseWaybill,
  PARCEL_STATE_TEXT,
  pickupDays,
  PICKUP_CARRIER,
  slotError,
  TRACKING_REFRESH_MS,
  waybillError,
} from '../../src/features/express/rules'
import { addressError, isCarrier, personNameError, phoneError, stripPhone } from '../../src/shared/rules/shipping'
import { isoAt, mockClock } from '../lib/clock'
import {
  beforeCollection,
  bookPickup,
  cancelPickup,
  createParcel,
  eventsAt,
  expressState,
  notifyParcelSent,
  parcelById,
  parcelFor,
  parcelPurpose,
  parcelStateAt,
  persistExpress,
  pullIfDue,
  pullNow,
  purposeText,
  signedAt,
  signedBy,
  type ParcelRecord,
} from '../db/express'
import '../db/express-purposes'
import { requireSession } from '../lib/auth'
import { handle, MockError } from '../lib/handle'
import { refuse } from '../lib/refuse'
import { requireShop } from '../lib/stock'
import { requireId } from '../lib/validate'

/**
 * Express (寄快递): send a parcel for an order's purpose or a personal one, book or cancel its
 * pickup, follow its tracking. The engine is mocks/db/express.ts; the rules are shared with the
 * app (src/features/express/rules.ts). Refusals: EXPRESS_REFUSALS.
 */

const NOT_FOUND = '包裹不存在'

function asking(token: string) {
  const { info } = requireSession(token, { business: true })
  expressState()
  return { accountId: info.accountId, now: mockClock.now() }
}

function ownParcel(token: string, id: unknown) {
  const context = asking(token)
  const parcel = parcelById(requireId(id, '包裹'))
  if (!parcel || (parcel.senderUserId !== context.accountId && parcel.ownerUserId !== context.accountId)) throw new MockError(404, NOT_FOUND)
  return { ...context, parcel }
}

function actionsOf(parcel: ParcelRecord, accountId: number, now: number): ParcelAction[] {
  if (parcel.senderUserId !== accountId || parcel.selfShipped) return []
  const state = parcelStateAt(parcel, now)
  if (state === 'cancelled') return ['bookPickup']
  if (beforeCollection(parcel, now)) return ['changePickup', 'cancelPickup']
  return []
}

/**
 * The parcel as the server knows it: the carrier's course as of its last pull (refreshedAt, at
 * most every 30 minutes, like the tracking), so the card and the tracking never disagree. An
 * action refused because the course moved on pulls at once (pullNow).
 */
export function parcelView(parcel: ParcelRecord, accountId: number, now: number): ParcelView {
  const known = Date.parse(parcel.refreshedAt)
  const state = parcelStateAt(parcel, known)
  const events = eventsAt(parcel, known)
  const signed = state === 'signed' ? signedAt(parcel) : null
  return {
    id: parcel.id,
    purpose: parcel.purpose,
    purposeText: purposeText(parcel.purpose),
    state,
    carrier: parcel.carrier,
    waybillNo: parcel.waybillNo,
    sender: parcel.sender,
    receiver: parcel.receiver,
    itemType: parcel.itemType,
    itemName: parcel.itemName,
    declaredValueCents: parcel.declaredValueCents,
    insuranceFeeCents: parcel.insuranceFeeCents,
    itemValueCents: parcel.itemValueCents,
    selfShipped: parcel.selfShipped,
    pickup: parcel.pickup,
    courier: parcel.courier,
    collectedAt: events[0]?.code === '揽收' ? events[0].at : null,
    signedAt: signed,
    cancelledAt: parcel.cancelledAt,
    latestEvent: events[events.length - 1] ?? null,
    createdAt: parcel.createdAt,
    serverTime: isoAt(now),
    actions: actionsOf(parcel, accountId, known),
  }
}

/**
 * The carrier's events as it sends them: out of order and with repeats (the app de-duplicates
 * and sorts: trackingTimeline). A fixed shuffle: odd positions newest first, then the even ones,
 * then the first and the last again.
 */
export function carrierOrder<T>(events: readonly T[]): T[] {
  if (events.length < 2) return [...events]
  const odd = events.filter((_, index) => index % 2 === 1).reverse()
  const even = events.filter((_, index) => index % 2 === 0)
  return [...odd, ...even, events[0], events[events.length - 1]]
}

function trackingView(parcel: ParcelRecord, now: number): TrackingReply {
  const last = Date.parse(parcel.refreshedAt)
  return {
    parcelId: parcel.id,
    carrier: parcel.carrier,
    waybillNo: parcel.waybillNo,
    state: parcelStateAt(parcel, last),
    events: carrierOrder(eventsAt(parcel, last)),
    refreshedAt: parcel.refreshedAt,
    nextRefreshAt: signedBy(parcel, last) ? null : isoAt(last + TRACKING_REFRESH_MS),
    serverTime: isoAt(now),
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

function requireParty(value: unknown, who: '寄件人' | '收件人'): Party {
  const party = (value && typeof value === 'object' ? value : {}) as Partial<Party>
  const input = { name: text(party.name), phone: stripPhone(party.phone), address: text(party.address) }
  const error = personNameError(input.name, `${who}姓名`) ?? phoneError(input.phone, `${who}手机号`) ?? addressError(input.address, `${who}地址`, { picked: true })
  if (error) throw new MockError(400, error)
  return input
}

function requireKind(value: unknown): ParcelPurposeKind {
  if (!(PARCEL_PURPOSE_KINDS as readonly unknown[]).includes(value)) throw new MockError(400, '寄件用途无效')
  return value as ParcelPurposeKind
}

function optionalOrderId(value: unknown): number | null {
  return value === undefined || value === null || value === '' || value === 0 || value === '0' ? null : requireId(value, '订单')
}

/** The purpose's handler for an order, or null for a personal parcel. */
function purposeOf(kind: ParcelPurposeKind, orderId: number | null) {
  if (orderId === null) {
    if (kind !== 'personal') throw new MockError(400, '缺少订单')
    return null
  }
  const handler = parcelPurpose(kind)
  if (!handler) throw new MockError(400, '暂不支持该寄件用途')
  if (handler.platformSends) throw new MockError(400, '该包裹由服务方寄出，无需您寄件')
  return handler
}

/** The order's live parcel (not cancelled): one per order. */
function liveParcel(kind: ParcelPurposeKind, orderId: number | null): ParcelRecord | null {
  if (orderId === null) return null
  const parcel = parcelFor(kind, orderId)
  return parcel && parcel.cancelledAt === null ? parcel : null
}

/**
 * A personal parcel of a piece of the dealer's stock still in the shop: its value (retail, else
 * peer price, else cost) caps the declaration; the default is its cost, for those who see costs.
 */
function stockPiece(token: string, stockItemId: unknown) {
  const { shop, seesCost } = requireShop(token)
  const item = shop.items.find((candidate) => candidate.id === Number(stockItemId))
  if (!item || (item.status !== 'IN_STOCK' && item.status !== 'LOCKED')) throw new MockError(404, '库存中没有这件商品或已售出')
  const valueCents = item.retailCents ?? item.peerPriceCents ?? item.costCents
  const defaultCents = seesCost ? item.costCents : null
  return {
    itemName: `${item.code} ${item.title}`,
    itemType: (ITEM_TYPES as readonly string[]).includes(item.category) ? item.category : null,
    valueCents,
    defaultCents: defaultCents === null ? null : Math.min(defaultCents, valueCents ?? defaultCents),
  }
}

const cappedDefault = (cents: number | null) => (cents === null ? null : Math.min(Math.floor(cents / 100) * 100, MAX_ONLINE_DECLARED_CENTS))

/** A cancelled order parcel booked again: its order must still be waiting to be sent, and by no other parcel. */
function requireResendable(parcel: ParcelRecord, accountId: number): void {
  const { kind, orderId } = parcel.purpose
  if (orderId === null) return
  const other = liveParcel(kind, orderId)
  if (other && other.id !== parcel.id) refuse(EXPRESS_REFUSALS.alreadySent, '该订单已用另一个包裹寄出，请查看寄件进度')
  // Refuses when the order may no longer be sent (cancelled meanwhile, say).
  parcelPurpose(kind)?.receiverOf(orderId, accountId)
}

export const expressHandlers = [
  handle(expressApi.sendContext, ({ params, token }) => {
    const { accountId } = asking(token)
    const kind = requireKind(params.purpose)
    const orderId = optionalOrderId(params.orderId)
    const handler = purposeOf(kind, orderId)
    const purpose = { kind, orderId }
    if (!handler || orderId === null) {
      const piece = params.stockItemId ? stockPiece(token, params.stockItemId) : null
      return {
        purpose,
        purposeText: piece ? '寄出库存商品' : purposeText(purpose),
        receiver: null,
        itemName: piece?.itemName ?? '',
        itemType: piece?.itemType ?? null,
        defaultDeclaredValueCents: cappedDefault(piece?.defaultCents ?? null),
        itemValueCents: piece?.valueCents ?? null,
        maxDeclaredValueCents: piece?.valueCents ? Math.min(piece.valueCents, MAX_ONLINE_DECLARED_CENTS) : MAX_ONLINE_DECLARED_CENTS,
        parcelId: null,
      }
    }
    const receiver = handler.receiverOf(orderId, accountId)
    const value = handler.valueOf(orderId)
    return {
      purpose,
      purposeText: purposeText(purpose),
      receiver,
      itemName: handler.itemNameOf?.(orderId) ?? '',
      itemType: handler.itemTypeOf?.(orderId) ?? null,
      defaultDeclaredValueCents: cappedDefault(value),
      itemValueCents: value,
      maxDeclaredValueCents: value === null ? MAX_ONLINE_DECLARED_CENTS : Math.min(value, MAX_ONLINE_DECLARED_CENTS),
      parcelId: liveParcel(kind, orderId)?.id ?? null,
    }
  }),
  handle(expressApi.slots, ({ token }) => {
    asking(token)
    const now = mockClock.now()
    return { carrier: PICKUP_CARRIER, serverTime: isoAt(now), days: pickupDays(now) }
  }),
  handle(expressApi.send, ({ params, token }) => {
    const { accountId, now } = asking(token)
    const input = params as Partial<SendInput>
    const kind = requireKind(input.purpose?.kind)
    const orderId = optionalOrderId(input.purpose?.orderId)
    const handler = purposeOf(kind, orderId)
    if (liveParcel(kind, orderId)) refuse(EXPRESS_REFUSALS.alreadySent, '该订单已寄出，请查看寄件进度')
    // For an order, the server's receiver (the form cannot change it); the handler refuses when the order may not be sent now.
    const receiver = handler && orderId !== null ? handler.receiverOf(orderId, accountId) : requireParty(input.receiver, '收件人')
    const sender = requireParty(input.sender, '寄件人')
    const itemType = text(input.itemType)
    if (!(ITEM_TYPES as readonly string[]).includes(itemType)) throw new MockError(400, '请选择物品类型')
    const piece = !handler && input.stockItemId ? stockPiece(token, input.stockItemId) : null
    const itemValueCents = handler && orderId !== null ? handler.valueOf(orderId) : (piece?.valueCents ?? null)
    const declaredError = declaredValueError(input.declaredValueCents, itemValueCents)
    if (declaredError) throw new MockError(400, declaredError)
    let selfShipped: { carrier: string; waybillNo: string } | undefined
    if (input.selfShipped) {
      if (!isCarrier(input.selfShipped.carrier)) throw new MockError(400, '请选择快递公司')
      const error = waybillError(input.selfShipped.waybillNo)
      if (error) throw new MockError(400, error)
      selfShipped = { carrier: input.selfShipped.carrier, waybillNo: normaliseWaybill(input.selfShipped.waybillNo) }
    } else {
      const error = slotError(input.pickup, now)
      if (error) refuse(input.pickup ? EXPRESS_REFUSALS.slotGone : 400, error)
    }
    const parcel = createParcel(
      {
        purpose: { kind, orderId },
        senderUserId: accountId,
        sender,
        receiver,
        itemType,
        itemName: handler && orderId !== null ? (handler.itemNameOf?.(orderId) ?? itemType) : (piece?.itemName ?? itemType),
        declaredValueCents: input.declaredValueCents as number,
        itemValueCents,
        pickup: selfShipped ? null : input.pickup!,
        selfShipped,
      },
      now,
    )
    notifyParcelSent(parcel, now)
    persistExpress()
    return parcelView(parcel, accountId, now)
  }),
  handle(expressApi.detail, ({ params, token }) => {
    const { parcel, accountId, now } = ownParcel(token, params.id)
    pullIfDue(parcel, now)
    return parcelView(parcel, accountId, now)
  }),
  handle(expressApi.bookPickup, ({ params, token }) => {
    const { parcel, accountId, now } = ownParcel(token, params.id)
    const actions = actionsOf(parcel, accountId, now)
    if (!actions.includes('bookPickup') && !actions.includes('changePickup')) {
      pullNow(parcel, now)
      refuse(EXPRESS_REFUSALS.stateMoved, `包裹当前为「${PARCEL_STATE_TEXT[parcelStateAt(parcel, now)]}」，不能预约或修改取件时间`)
    }
    const slot = { start: text(params.start), end: text(params.end) }
    const error = slotError(slot, now)
    if (error) refuse(EXPRESS_REFUSALS.slotGone, error)
    const rebooked = parcel.cancelledAt !== null
    if (rebooked) requireResendable(parcel, accountId)
    bookPickup(parcel, slot, now)
    // Booked again after a cancellation: the order is on its way once more.
    if (rebooked) notifyParcelSent(parcel, now)
    return parcelView(parcel, accountId, now)
  }),
  handle(expressApi.cancelPickup, ({ params, token }) => {
    const { parcel, accountId, now } = ownParcel(token, params.id)
    if (!actionsOf(parcel, accountId, now).includes('cancelPickup')) {
      const state = parcelStateAt(parcel, now)
      const reason =
        state === 'cancelled'
          ? '取件已取消'
          : parcel.selfShipped || parcel.pickup === null
            ? '该包裹未预约上门取件，无需取消'
            : `快递员已揽收（包裹当前为「${PARCEL_STATE_TEXT[state]}」），不能再取消取件；如需拦截请联系顺丰 95338 或客服`
      pullNow(parcel, now)
      refuse(EXPRESS_REFUSALS.stateMoved, reason)
    }
    cancelPickup(parcel, now)
    return parcelView(parcel, accountId, now)
  }),
  handle(expressApi.tracking, ({ params, token }) => {
    const { parcel, now } = ownParcel(token, params.id)
    pullIfDue(parcel, now)
    return trackingView(parcel, now)
  }),
  handle(expressApi.refreshTracking, ({ params, token }) => {
    const { parcel, now } = ownParcel(token, params.id)
    const last = Date.parse(parcel.refreshedAt)
    if (signedBy(parcel, last)) refuse(EXPRESS_REFUSALS.refreshLimited, '包裹已签收，物流信息不再更新')
    if (now - last < TRACKING_REFRESH_MS) {
      const minutes = Math.ceil((last + TRACKING_REFRESH_MS - now) / 60_000)
      refuse(EXPRESS_REFUSALS.refreshLimited, `物流信息每30分钟更新一次，请${minutes}分钟后再刷新`, { nextRefreshAt: isoAt(last + TRACKING_REFRESH_MS) })
    }
    parcel.refreshedAt = isoAt(now)
    persistExpress()
    return trackingView(parcel, now)
  }),
]
