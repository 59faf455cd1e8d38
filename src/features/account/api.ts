import { defineCall, type Page, type PageQuery } from '@/core/api/define'

/** Calls of the account area that the spec does not name (recorded in docs/api.md). */

export interface Address {
  id: number
  name: string
  phone: string
  province: string
  city: string
  district: string
  detail: string
  isDefault: boolean
}

export type AddressInput = Omit<Address, 'id'>

export interface Notification {
  id: number
  kind: 'system' | 'trade' | 'stock' | 'follow'
  title: string
  content: string
  createdAt: string
  read: boolean
  /** A route url to open, if any. */
  link?: string
}

export interface NoticeSettings {
  trade: boolean
  auction: boolean
  stockWarning: boolean
  follow: boolean
  marketing: boolean
}

export interface FollowedShop {
  id: number
  name: string
  avatar: string
  verified: boolean
  postCount: number
  followedAt: string
}

export interface KefuInfo {
  phone: string
  wechat: string
  hours: string
  faqs: { question: string; answer: string }[]
}

export interface QuoteItem {
  id: number
  title: string
  brand: string
  grade: string
  image: string
  /** Peer price in cents; null without PRODUCT_DETAIL_PRICE. */
  peerPriceCents: number | null
}

export const accountAreaApi = {
  addresses: defineCall<void, Address[]>('GET', '/account/addresses'),
  addressCreate: defineCall<AddressInput, Address>('POST', '/account/address'),
  addressUpdate: defineCall<AddressInput & { id: number }, Address>('PUT', '/account/address/:id'),
  addressDelete: defineCall<{ id: number }, null>('DELETE', '/account/address/:id'),
  addressSetDefault: defineCall<{ id: number }, Address>('POST', '/account/address/:id/default'),
  notifications: defineCall<PageQuery, Page<Notification> & { unread: number }>('GET', '/account/notifications'),
  notificationsRead: defineCall<{ ids?: number[] }, { unread: number }>('POST', '/account/notifications/read'),
  noticeSettings: defineCall<void, NoticeSettings>('GET', '/account/notice-settings'),
  noticeSettingsUpdate: defineCall<Partial<NoticeSettings>, NoticeSettings>('POST', '/account/notice-settings'),
  followShops: defineCall<PageQuery, Page<FollowedShop>>('GET', '/account/follow-shops'),
  followShop: defineCall<{ shopId: number; follow: boolean }, { following: boolean }>('POST', '/account/follow-shop'),
  kefu: defineCall<void, KefuInfo>('GET', '/account/kefu'),
  quoteItems: defineCall<void, QuoteItem[]>('GET', '/account/share/quote-items'),
}
