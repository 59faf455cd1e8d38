import * as v from 'valibot'
import { defineCall, noData, pageOf, params, type PageQuery, orNull } from '@/core/api/define'
import { followShopCall } from '@/core/api/follow'
import { InquiryNotice } from '@/core/api/contact'

/** Calls of the account area that the spec does not name (recorded in docs/api.md). */

export const Address = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.string(),
  province: v.string(),
  city: v.string(),
  district: v.string(),
  detail: v.string(),
  isDefault: v.boolean(),
})
export type Address = v.InferOutput<typeof Address>

export type AddressInput = Omit<Address, 'id'>

export const NotificationKind = v.picklist(['system', 'trade', 'stock', 'follow', 'inquiry'])
export type NotificationKind = v.InferOutput<typeof NotificationKind>

export const Notification = v.object({
  id: v.number(),
  kind: NotificationKind,
  title: v.string(),
  content: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
  /** A route url to open, if any. */
  link: v.optional(v.string()),
  /** Kind 'inquiry': the sender, the message and the item asked about. */
  inquiry: v.optional(InquiryNotice),
})
export type Notification = v.InferOutput<typeof Notification>

/** A page of notifications with the count of unread ones. */
export const NotificationPage = v.object({
  ...pageOf(Notification).entries,
  unread: v.number(),
})
export type NotificationPage = v.InferOutput<typeof NotificationPage>

export const NoticeSettings = v.object({
  trade: v.boolean(),
  auction: v.boolean(),
  stockWarning: v.boolean(),
  follow: v.boolean(),
  marketing: v.boolean(),
})
export type NoticeSettings = v.InferOutput<typeof NoticeSettings>

export const FollowedShop = v.object({
  id: v.number(),
  name: v.string(),
  avatar: v.string(),
  verified: v.boolean(),
  postCount: v.number(),
  followedAt: v.string(),
})
export type FollowedShop = v.InferOutput<typeof FollowedShop>

export const KefuInfo = v.object({
  phone: v.string(),
  wechat: v.string(),
  hours: v.string(),
  /** What the QR code to add customer service on WeChat carries. */
  wechatQr: v.string(),
  faqs: v.array(v.object({ question: v.string(), answer: v.string() })),
})
export type KefuInfo = v.InferOutput<typeof KefuInfo>

export const QuoteItem = v.object({
  id: v.number(),
  title: v.string(),
  brand: v.string(),
  grade: v.string(),
  image: v.string(),
  /** Peer price in cents; null without PRODUCT_DETAIL_PRICE. */
  peerPriceCents: orNull(v.number()),
})
export type QuoteItem = v.InferOutput<typeof QuoteItem>

export const accountAreaApi = {
  addresses: defineCall('GET', '/account/addresses', v.array(Address)),
  addressCreate: defineCall('POST', '/account/address', Address, params<AddressInput>()),
  addressUpdate: defineCall('PUT', '/account/address/:id', Address, params<AddressInput & { id: number }>()),
  addressDelete: defineCall('DELETE', '/account/address/:id', noData, params<{ id: number }>()),
  addressSetDefault: defineCall('POST', '/account/address/:id/default', Address, params<{ id: number }>()),
  notifications: defineCall('GET', '/account/notifications', NotificationPage, params<PageQuery>()),
  notificationsRead: defineCall('POST', '/account/notifications/read', v.object({ unread: v.number() }), params<{ ids?: number[] }>()),
  noticeSettings: defineCall('GET', '/account/notice-settings', NoticeSettings),
  noticeSettingsUpdate: defineCall('POST', '/account/notice-settings', NoticeSettings, params<Partial<NoticeSettings>>()),
  followShops: defineCall('GET', '/account/follow-shops', pageOf(FollowedShop), params<PageQuery>()),
  followShop: followShopCall,
  kefu: defineCall('GET', '/account/kefu', KefuInfo),
  quoteItems: defineCall('GET', '/account/share/quote-items', v.array(QuoteItem)),
}
