import * as v from 'valibot'
import { defineCall, orNull, params } from './define'

/**
 * What a peer sees of how to reach a shop. The phone comes masked (138****8000): the full
 * number only from `contactApi.phone`, asked when the dealer taps 拨打电话. A channel the shop
 * does not show is null.
 */
export const ContactCard = v.object({
  shopId: v.number(),
  name: v.string(),
  avatar: v.string(),
  verified: v.boolean(),
  phoneMasked: orNull(v.string()),
  wechat: orNull(v.string()),
  acceptsInquiry: v.boolean(),
  /** The signed-in account's own shop: nothing to contact. */
  mine: v.boolean(),
})
export type ContactCard = v.InferOutput<typeof ContactCard>

/** The shop's own choice of what peers see (店铺联系方式). */
export const ContactSettings = v.object({
  /** The shop's phone: its owner's, changed with the account's phone. */
  phone: v.string(),
  showPhone: v.boolean(),
  showWechat: v.boolean(),
  wechat: v.string(),
  acceptInquiry: v.boolean(),
})
export type ContactSettings = v.InferOutput<typeof ContactSettings>
export type ContactSettingsInput = Omit<ContactSettings, 'phone'>

export interface InquiryInput {
  shopId: number
  /** The shop's item asked about: a post's linked item or a showcase item. */
  itemId?: number
  /** The post it was asked from (the receiver's way back to it). */
  postId?: number
  message: string
  /** The sender's phone, to be called back. */
  callbackPhone?: string
}

/** The item an inquiry is about, as the receiving shop sees it (its own item, with its price). */
export const InquiryItem = v.object({
  id: v.number(),
  title: v.string(),
  photo: v.string(),
  peerPriceCents: orNull(v.number()),
  /** A route url: the stock item's detail, or the post it was linked from; null when neither. */
  link: orNull(v.string()),
})
export type InquiryItem = v.InferOutput<typeof InquiryItem>

/** What an inquiry notification (kind 'inquiry') carries besides its title and text. */
export const InquiryNotice = v.object({
  id: v.number(),
  /** The sender: their shop's (or account's) name, the person and their avatar. */
  from: v.object({ name: v.string(), person: v.string(), avatar: v.string() }),
  message: v.string(),
  callbackPhone: orNull(v.string()),
  item: orNull(InquiryItem),
})
export type InquiryNotice = v.InferOutput<typeof InquiryNotice>

export const contactApi = {
  /** A shop's contact card, by its circle shop id or by the account whose store it is (a showcase). */
  card: defineCall('GET', '/contact/card', ContactCard, params<{ shopId?: number; accountId?: number }>()),
  /** The full phone number, when the shop shows it; signed in only. */
  phone: defineCall('POST', '/contact/shops/:shopId/phone', v.object({ phone: v.string() }), params<{ shopId: number }>()),
  inquire: defineCall('POST', '/contact/inquiries', v.object({ id: v.number() }), params<InquiryInput>()),
  settings: defineCall('GET', '/contact/settings', ContactSettings),
  settingsUpdate: defineCall('PUT', '/contact/settings', ContactSettings, params<ContactSettingsInput>()),
}
