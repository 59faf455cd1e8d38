import type { AccountType, BankCard, MemberSend, ScanStatus } from '../../src/core/api/account'
import type { Address, Notification, NoticeSettings } from '../../src/features/account/api'
import { DEMO_PHONE, PEER_PHONE } from '../lib/demo-phones'

/** A person: one phone, several accounts. */
export interface Person {
  userId: number
  phone: string
  nickname: string
  avatar: string
  status: 'active' | 'closed'
}

export interface MockAccount {
  accountId: number
  ownerUserId: number
  name: string
  type: AccountType
  avatar: string
  permission: string[]
  memberSendList: MemberSend[]
  /** People who joined the shop as staff by its invitation. */
  staff?: { userId: number; joinedAt: string }[]
  /** The shop's current invitation code for staff. */
  invite?: { code: string; expiresAt: string }
  /** Whether staff see cost prices (the owner decides; off unless allowed). */
  staffSeesCost?: boolean
}

export interface StoredBankCard extends BankCard {
  cardNumber: string
}

export interface ScanLoginRecord {
  status: ScanStatus
  createdAt: number
  userId?: number
  accountId?: number
  token?: string
}

export interface AccountSeed {
  people: Person[]
  accounts: MockAccount[]
  /** userToken -> the person and the account it acts as. */
  sessions: Record<string, { userId: number; accountId: number }>
  addresses: Record<number, Address[]>
  bankCards: Record<number, StoredBankCard[]>
  notifications: Record<number, Notification[]>
  noticeSettings: Record<number, NoticeSettings>
  followShops: Record<number, { shopId: number; followedAt: string }[]>
  scanLogins: Record<string, ScanLoginRecord>
}

export const DEMO_USER_ID = 10001
export const DEMO_SHOP_ACCOUNT = 20001
export const DEMO_ENTERPRISE_ACCOUNT = 20002
export const DEMO_INDIVIDUAL_ACCOUNT = 20003
/** A second dealer (李老板, PEER_PHONE) signed in with PEER_TOKEN: a peer who contacts the demo shop. */
export const PEER_USER_ID = 10200
export const PEER_ACCOUNT = 20200
/** A member of the demo shop's staff (小周, phone 13700137000), seeded to fill the staff list. */
export const STAFF_USER_ID = 10300
export const STAFF_PHONE = '13700137000'
export const STAFF_ACCOUNT = 20300
/** The demo shop's invitation code for staff. */
export const DEMO_INVITE_CODE = 'ZP8K2M'
export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = { trade: true, auction: true, stockWarning: true, follow: true, marketing: false }

/** People behind the demo phones that trigger the error catalogue (mocks/lib/demo-phones.ts). */
const ERROR_DEMOS: { phone: string; nickname: string; account: string; type: AccountType }[] = [
  { phone: '13800000401', nickname: '过期演示', account: '过期演示账号', type: 'individual' },
  { phone: '13800000402', nickname: '无店铺演示', account: '无店铺演示账号', type: 'individual' },
  { phone: '13800000403', nickname: '受限演示', account: '受限演示账号', type: 'individual' },
  { phone: '13860000001', nickname: '会员演示', account: '会员演示店', type: 'shop' },
  { phone: '13800060001', nickname: '维护演示', account: '维护演示账号', type: 'individual' },
]

const memberLink = (code: string) => `/pages/activity/member/index?code=${code}`

export function seedAccounts(demoToken: string, seedNow: number, peerToken: string): AccountSeed {
  const day = 24 * 3600 * 1000
  const at = (daysAgo: number) => new Date(seedNow - daysAgo * day).toISOString()
  return {
    people: [
      { userId: DEMO_USER_ID, phone: DEMO_PHONE, nickname: '王经理', avatar: '/mock-images/avatar-0.svg', status: 'active' },
      ...ERROR_DEMOS.map((demo, index) => ({
        userId: 10100 + index,
        phone: demo.phone,
        nickname: demo.nickname,
        avatar: `/mock-images/avatar-${index + 3}.svg`,
        status: 'active' as const,
      })),
      { userId: PEER_USER_ID, phone: PEER_PHONE, nickname: '李老板', avatar: '/mock-images/avatar-9.svg', status: 'active' },
      { userId: STAFF_USER_ID, phone: STAFF_PHONE, nickname: '小周', avatar: '/mock-images/avatar-7.svg', status: 'active' },
    ],
    accounts: [
      {
        accountId: DEMO_SHOP_ACCOUNT,
        ownerUserId: DEMO_USER_ID,
        name: '臻品名包汇',
        type: 'shop',
        avatar: '/mock-images/avatar-1.svg',
        permission: ['PRODUCT_DETAIL_PRICE'],
        memberSendList: [
          { code: 'P0015', status: 1, expiredTips: '店铺会员将于2027-03-01到期', btnLink: memberLink('P0015') },
          { code: 'P0016', status: 1, expiredTips: '账号会员将于2026-11-29到期，续费享9折', btnLink: memberLink('P0016') },
        ],
        staff: [{ userId: STAFF_USER_ID, joinedAt: at(40) }],
        invite: { code: DEMO_INVITE_CODE, expiresAt: at(-365) },
        staffSeesCost: false,
      },
      {
        accountId: DEMO_ENTERPRISE_ACCOUNT,
        ownerUserId: DEMO_USER_ID,
        name: '臻品供应链（深圳）有限公司',
        type: 'enterprise',
        avatar: '/mock-images/avatar-2.svg',
        permission: [],
        memberSendList: [{ code: 'P0015', status: 0, expiredTips: '店铺会员已于2026-10-01到期', btnLink: memberLink('P0015') }],
      },
      {
        accountId: DEMO_INDIVIDUAL_ACCOUNT,
        ownerUserId: DEMO_USER_ID,
        name: '王经理（个人）',
        type: 'individual',
        avatar: '/mock-images/avatar-0.svg',
        permission: [],
        memberSendList: [{ code: 'P0016', status: 0, expiredTips: '账号会员已到期', btnLink: memberLink('P0016') }],
      },
      ...ERROR_DEMOS.map((demo, index) => ({
        accountId: 20100 + index,
        ownerUserId: 10100 + index,
        name: demo.account,
        type: demo.type,
        avatar: `/mock-images/avatar-${index + 3}.svg`,
        permission: [],
        memberSendList: [],
      })),
      {
        accountId: STAFF_ACCOUNT,
        ownerUserId: STAFF_USER_ID,
        name: '小周（个人）',
        type: 'individual',
        avatar: '/mock-images/avatar-7.svg',
        permission: [],
        memberSendList: [],
      },
      {
        accountId: PEER_ACCOUNT,
        ownerUserId: PEER_USER_ID,
        name: '李记名表（个人）',
        type: 'individual',
        avatar: '/mock-images/avatar-9.svg',
        permission: ['PRODUCT_DETAIL_PRICE'],
        memberSendList: [],
      },
    ],
    sessions: {
      [demoToken]: { userId: DEMO_USER_ID, accountId: DEMO_SHOP_ACCOUNT },
      [peerToken]: { userId: PEER_USER_ID, accountId: PEER_ACCOUNT },
    },
    addresses: {
      [DEMO_USER_ID]: [
        { id: 31001, name: '王经理', phone: '13800138000', province: '广东省', city: '深圳市', district: '福田区', detail: '华强北路1002号赛格广场3楼312', isDefault: true },
        { id: 31002, name: '李店长', phone: '13912345678', province: '上海市', city: '上海市', district: '静安区', detail: '南京西路1266号恒隆广场B1', isDefault: false },
      ],
    },
    bankCards: {
      [DEMO_USER_ID]: [
        { id: 41001, bankName: '招商银行', cardNumber: '6225880112345678', cardTail: '5678', holderName: '王经理', isDefault: true },
        { id: 41002, bankName: '中国工商银行', cardNumber: '6222020200112233', cardTail: '2233', holderName: '王经理', isDefault: false },
      ],
    },
    notifications: {
      [DEMO_USER_ID]: [
        {
          id: 51001,
          kind: 'trade',
          title: '竞拍成功',
          content: '您在「爱马仕专场」拍下的 Kelly 28 已成交，请在24小时内完成支付。',
          createdAt: at(0.1),
          read: false,
          link: '/pages/product/auction/home-list/index',
        },
        {
          id: 51002,
          kind: 'stock',
          title: '库存预警',
          content: '14 件商品库龄超过180天，建议调价或参加拍卖。',
          createdAt: at(0.5),
          read: false,
          link: '/pages/stock/inventory/warning/list/index',
        },
        {
          id: 51003,
          kind: 'follow',
          title: '上海名表行 发布了新动态',
          content: '【今日到货】劳力士 潜航者 126610，全新，配件齐全。',
          createdAt: at(1.2),
          read: true,
          link: '/pages/post/list/index?shopId=1002',
        },
        { id: 51004, kind: 'system', title: '会员即将到期', content: '账号会员将于2026-11-29到期，续费享9折。', createdAt: at(2), read: true, link: memberLink('P0016') },
        { id: 51005, kind: 'system', title: '平台规则更新', content: '《同行交易规则》已更新，鉴定争议处理时限调整为7个工作日。', createdAt: at(6), read: true },
      ],
    },
    noticeSettings: { [DEMO_USER_ID]: { ...DEFAULT_NOTICE_SETTINGS } },
    followShops: {
      [DEMO_USER_ID]: [1002, 1005, 1011, 1017].map((shopId, index) => ({ shopId, followedAt: at(index * 9 + 3) })),
    },
    scanLogins: {},
  }
}
