import * as v from 'valibot'
import { defineCall, noData, params } from './define'

/**
 * Who the signed-in dealer is in the current account's shop: its owner, a member of staff who
 * joined by invitation, or neither (an account without a shop). Staff see cost prices only when
 * the owner allows it; the server leaves costs out of its replies otherwise.
 */
export const ShopAccess = v.object({
  role: v.picklist(['owner', 'staff', 'none']),
  seesCost: v.boolean(),
})
export type ShopAccess = v.InferOutput<typeof ShopAccess>

/** The shop's invitation for staff: a code to type and the same code in a QR link. */
export const StaffInvite = v.object({
  code: v.string(),
  /** ISO time after which the code no longer joins. */
  expiresAt: v.string(),
  /** What the QR holds: the join page of the app with the code. */
  link: v.string(),
  staffSeesCost: v.boolean(),
})
export type StaffInvite = v.InferOutput<typeof StaffInvite>

export const StaffMember = v.object({
  userId: v.number(),
  nickname: v.string(),
  avatar: v.string(),
  /** Masked: 138****8000. */
  phone: v.string(),
  joinedAt: v.string(),
})
export type StaffMember = v.InferOutput<typeof StaffMember>

export const JoinedShop = v.object({ accountId: v.number(), accountName: v.string() })
export type JoinedShop = v.InferOutput<typeof JoinedShop>

export const staffApi = {
  access: defineCall('GET', '/account/shop/access', ShopAccess),
  invite: defineCall('GET', '/account/shop/invite', StaffInvite),
  renewInvite: defineCall('POST', '/account/shop/invite', StaffInvite),
  setting: defineCall('PUT', '/account/shop/staff-setting', StaffInvite, params<{ staffSeesCost: boolean }>()),
  list: defineCall('GET', '/account/shop/staff', v.array(StaffMember)),
  remove: defineCall('DELETE', '/account/shop/staff/:userId', noData, params<{ userId: number }>()),
  /** Join a shop as staff with its invitation code: the shop joins the person's accounts. */
  join: defineCall('POST', '/account/shop/join', JoinedShop, params<{ code: string }>()),
}

/** An invitation code as typed: six letters and digits, any case, spaces ignored. */
export function normaliseInviteCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase()
}

export const INVITE_CODE_PATTERN = /^[A-Z0-9]{6}$/
