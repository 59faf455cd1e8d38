import type { Notification } from '../../src/features/account/api'
import { coverOf } from '../lib/covers'
import type { ShopBrief } from '../../src/features/post/api'
import { createRandom } from '../lib/random'
import { DEMO_POST_SHOP } from './seed-post'

/** How a circle shop may be reached, and what of it peers see (the shop's own setting). */
export interface ContactRecord {
  /** A shop without an account in the mock: its phone. An account's store uses its owner's. */
  phone: string
  wechat: string
  showPhone: boolean
  showWechat: boolean
  acceptInquiry: boolean
}

/** An inquiry sent, kept for the sender's rate limit (the receiver reads its notification). */
export interface InquiryRecord {
  id: number
  shopId: number
  fromUserId: number
  itemId: number | null
  postId: number | null
  message: string
  callbackPhone: string | null
  /** ms since the epoch. */
  sentAt: number
}

export interface ContactSeed {
  /** By circle shop id. */
  contacts: Record<number, ContactRecord>
  inquiries: InquiryRecord[]
}

/** Shops whose seeded choice hides something: tests and the demo read these. */
export const PHONE_HIDDEN_SHOP = 1005
export const WECHAT_HIDDEN_SHOP = 1006
export const INQUIRY_OFF_SHOP = 1009

const WECHAT_SUFFIXES = ['lux', 'vip', 'bag', 'watch', 'shop', 'mall']

/** Every circle shop's contact card: the demo shop shows all; a few shops hide a channel. */
export function seedContacts(shops: ShopBrief[], seed = 20261124): ContactSeed {
  const random = createRandom(seed)
  const contacts: Record<number, ContactRecord> = {}
  for (const shop of shops) {
    const demo = shop.id === DEMO_POST_SHOP
    contacts[shop.id] = {
      phone: demo ? '13800138000' : `1${random.pick(['35', '36', '37', '38', '39', '58', '86'])}${String(random.int(0, 99999999)).padStart(8, '0')}`,
      wechat: demo ? 'zhenpin_mingbao' : `dealer${shop.id}_${random.pick(WECHAT_SUFFIXES)}`,
      showPhone: shop.id !== PHONE_HIDDEN_SHOP,
      showWechat: shop.id !== WECHAT_HIDDEN_SHOP,
      acceptInquiry: shop.id !== INQUIRY_OFF_SHOP,
    }
  }
  return { contacts, inquiries: [] }
}

/**
 * A few inquiries the demo shop has received (read, so the inbox's unread count stays as it
 * was), about items of its posts. The item is what the sender saw when asking: title, photo and
 * price as they were then.
 */
export function seedInquiryNotices(seedNow: number): Notification[] {
  const at = (days: number) => new Date(seedNow - days * 24 * 3600 * 1000).toISOString()
  const stockLink = (id: number) => `/pages/stock/inventory/stock/detail/index?id=${id}`
  return [
    {
      id: 51101,
      kind: 'inquiry',
      title: '上海名表行 向你询价',
      content: '你好，请问这件还在吗？同行价还能再优惠一点吗？',
      createdAt: at(0.3),
      read: true,
      link: stockLink(109996),
      inquiry: {
        id: 61001,
        from: { name: '上海名表行', person: '陈老板', avatar: '/mock-images/avatar-1.svg' },
        message: '你好，请问这件还在吗？同行价还能再优惠一点吗？',
        callbackPhone: '13916668888',
        item: { id: 109996, title: '香奈儿 CF 小号', photo: coverOf('箱包', 1), peerPriceCents: 5450000, link: stockLink(109996) },
      },
    },
    {
      id: 51102,
      kind: 'inquiry',
      title: '杭州中古铺 向你询价',
      content: '五金有划痕吗？方便发几张细节图吗？',
      createdAt: at(1.5),
      read: true,
      link: stockLink(109993),
      inquiry: {
        id: 61002,
        from: { name: '杭州中古铺', person: '周店长', avatar: '/mock-images/avatar-7.svg' },
        message: '五金有划痕吗？方便发几张细节图吗？',
        callbackPhone: null,
        item: { id: 109993, title: '古驰 Jackie 1961', photo: coverOf('箱包', 0), peerPriceCents: 1700000, link: stockLink(109993) },
      },
    },
    {
      id: 51103,
      kind: 'inquiry',
      title: '李记名表（个人） 向你询价',
      content: '老板，店里还有爱马仕 Kelly 吗？想调两只。',
      createdAt: at(3.5),
      read: true,
      inquiry: {
        id: 61003,
        from: { name: '李记名表（个人）', person: '李老板', avatar: '/mock-images/avatar-9.svg' },
        message: '老板，店里还有爱马仕 Kelly 吗？想调两只。',
        callbackPhone: '13900139000',
        item: null,
      },
    },
  ]
}
