import type { Notification } from '../../src/features/account/api'
import { contactApi, type ContactCard, type ContactSettings, type InquiryItem } from '../../src/core/api/contact'
import { checkInquiryMessage, checkWechat, maskPhone } from '../../src/shared/ui/contact/contact-rules'
import { getDb, saveDb, shopStocks } from '../db'
import type { ContactRecord, InquiryRecord } from '../db/seed-contact'
import { requireSession, type MockSession } from '../lib/auth'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { requireShop } from '../lib/stock'
import { requireId, requirePhone } from '../lib/validate'
import { mockClock } from '../lib/clock'
import { CONFLICT, refuse } from '../lib/refuse'

/** At most this many inquiries per sender in the window: more is refused as too frequent. */
export const INQUIRY_BURST = 5
export const INQUIRY_WINDOW_MS = 10 * 60 * 1000

const stockLink = (id: number) => `/pages/stock/inventory/stock/detail/index?id=${id}`
const postLink = (id: number) => `/pages/post/detail/index?id=${id}`

function findShop(shopId: number) {
  const shop = getDb().shops.find((candidate) => candidate.id === shopId)
  if (!shop) throw new MockError(404, '店铺不存在')
  return shop
}

/** The account whose store a circle shop is, if any. */
function accountOfShop(shopId: number) {
  const db = getDb()
  const entry = Object.entries(db.accountShops).find(([, id]) => id === shopId)
  return entry ? db.accounts.find((account) => account.accountId === Number(entry[0])) : undefined
}

/** An account's shop in the circle, opened on first use from its store (as a first post does). */
function shopOfAccount(accountId: number): number {
  const db = getDb()
  const known = db.accountShops[accountId]
  if (known) return known
  const stock = shopStocks()[accountId]
  if (!stock) throw new MockError(404, '店铺不存在')
  const id = Math.max(...db.shops.map((shop) => shop.id)) + 1
  db.shops.push({ id, name: stock.shopName, avatar: stock.avatar, verified: false })
  db.accountShops[accountId] = id
  return id
}

/** A shop's contact record; a store new to the circle shows its phone and takes inquiries. */
function contactOf(shopId: number): ContactRecord {
  const db = getDb()
  db.contacts[shopId] ??= { phone: '', wechat: '', showPhone: true, showWechat: false, acceptInquiry: true }
  return db.contacts[shopId]
}

/** An account's store is reached on its owner's phone; another shop on its own. */
function phoneOf(shopId: number): string {
  const account = accountOfShop(shopId)
  const owner = account && getDb().people.find((person) => person.userId === account.ownerUserId)
  return owner?.phone ?? contactOf(shopId).phone
}

function viewerShopOf(session: MockSession): number | null {
  return getDb().accountShops[session.account.accountId] ?? null
}

function cardShopId(params: { shopId?: unknown; accountId?: unknown }): number {
  if (params.shopId !== undefined && params.shopId !== '') return requireId(params.shopId, '店铺')
  if (params.accountId !== undefined && params.accountId !== '') return shopOfAccount(requireId(params.accountId, '店铺'))
  throw new MockError(400, '请指定店铺')
}

/** The item asked about, as the shop holds it: a stock item of its store, or a post's linked item. */
function inquiryItemOf(shopId: number, itemId: number, postId: number | null): InquiryItem {
  const account = accountOfShop(shopId)
  if (account) {
    const record = shopStocks()[account.accountId]?.items.find((item) => item.id === itemId)
    if (!record || record.status === 'DELETED') throw new MockError(404, '商品不存在或已下架')
    return { id: record.id, title: record.title, photo: record.photos[0] ?? '', peerPriceCents: record.peerPriceCents, link: stockLink(record.id) }
  }
  const item = getDb().postItems[itemId]
  if (!item || item.shopId !== shopId) throw new MockError(404, '商品不存在或已下架')
  return { id: item.id, title: item.title, photo: item.photos[0] ?? '', peerPriceCents: item.peerPriceCents, link: postId === null ? null : postLink(postId) }
}

function postIdOf(shopId: number, value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null
  const postId = requireId(value, '动态')
  const post = getDb().posts.find((candidate) => candidate.id === postId)
  if (!post || post.shopId !== shopId) throw new MockError(404, '动态不存在或已删除')
  return postId
}

function settingsOf(shopId: number): ContactSettings {
  const { showPhone, showWechat, wechat, acceptInquiry } = contactOf(shopId)
  return { phone: phoneOf(shopId), showPhone, showWechat, wechat, acceptInquiry }
}

function requireFlag(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new MockError(400, '设置参数无效')
  return value
}

export const contactHandlers = [
  handle(contactApi.card, ({ params, token, request }): ContactCard => {
    const session = requireSession(token)
    const shopId = cardShopId(params)
    const shop = findShop(shopId)
    const contact = contactOf(shopId)
    saveDb()
    return {
      shopId,
      name: shop.name,
      avatar: absoluteMedia(request, shop.avatar),
      verified: shop.verified,
      phoneMasked: contact.showPhone ? maskPhone(phoneOf(shopId)) : null,
      wechat: contact.showWechat && contact.wechat ? contact.wechat : null,
      acceptsInquiry: contact.acceptInquiry,
      mine: viewerShopOf(session) === shopId,
    }
  }),
  handle(contactApi.phone, ({ params, token }) => {
    requireSession(token)
    const shopId = requireId(params.shopId, '店铺')
    findShop(shopId)
    if (!contactOf(shopId).showPhone) refuse(CONFLICT, '对方未公开电话')
    return { phone: phoneOf(shopId) }
  }),
  handle(contactApi.inquire, ({ params, token }) => {
    const session = requireSession(token)
    const { person, account } = session
    const shopId = requireId(params.shopId, '店铺')
    const shop = findShop(shopId)
    const fromShopId = viewerShopOf(session)
    if (fromShopId === shopId) throw new MockError(400, '不能向自己的店铺询价')
    if (!contactOf(shopId).acceptInquiry) refuse(CONFLICT, '该店铺暂未开放询价')
    const problem = checkInquiryMessage(params.message)
    if (problem) throw new MockError(400, problem)
    const callbackPhone = params.callbackPhone ? requirePhone(params.callbackPhone, '回电手机号') : null
    const db = getDb()
    const now = mockClock.now()
    const recent = db.inquiries.filter((inquiry) => inquiry.fromUserId === person.userId && now - inquiry.sentAt < INQUIRY_WINDOW_MS)
    if (recent.length >= INQUIRY_BURST) throw new MockError(429, '询价太频繁，请10分钟后再试')
    const postId = postIdOf(shopId, params.postId)
    const item = params.itemId === undefined || params.itemId === null ? null : inquiryItemOf(shopId, requireId(params.itemId, '商品'), postId)
    const message = String(params.message).trim()
    const inquiry: InquiryRecord = { id: db.nextId++, shopId: shop.id, fromUserId: person.userId, itemId: item?.id ?? null, postId, message, callbackPhone, sentAt: now }
    db.inquiries.push(inquiry)
    // The receiving shop's owner reads it in the notifications (a shop outside the mock's people has none).
    const owner = accountOfShop(shopId)?.ownerUserId
    if (owner !== undefined) {
      const fromShop = fromShopId === null ? undefined : db.shops.find((candidate) => candidate.id === fromShopId)
      const from = { name: fromShop?.name ?? account.name, person: person.nickname, avatar: fromShop?.avatar ?? account.avatar }
      const link = item?.link ?? (postId === null ? null : postLink(postId))
      const notice: Notification = {
        id: db.nextId++,
        kind: 'inquiry',
        title: `${from.name} 向你询价`,
        content: message,
        createdAt: new Date(now).toISOString(),
        read: false,
        ...(link ? { link } : {}),
        inquiry: { id: inquiry.id, from, message, callbackPhone, item },
      }
      ;(db.notifications[owner] ??= []).push(notice)
    }
    saveDb()
    return { id: inquiry.id }
  }),
  handle(contactApi.settings, ({ token }) => {
    const { user } = requireShop(token)
    const shopId = shopOfAccount(user.accountId)
    saveDb()
    return settingsOf(shopId)
  }),
  handle(contactApi.settingsUpdate, ({ params, token }) => {
    const { user } = requireShop(token)
    const shopId = shopOfAccount(user.accountId)
    const showPhone = requireFlag(params.showPhone)
    const showWechat = requireFlag(params.showWechat)
    const acceptInquiry = requireFlag(params.acceptInquiry)
    const problem = checkWechat(params.wechat ?? '', showWechat)
    if (problem) throw new MockError(400, problem)
    Object.assign(contactOf(shopId), { showPhone, showWechat, acceptInquiry, wechat: String(params.wechat ?? '').trim() })
    saveDb()
    return settingsOf(shopId)
  }),
]
