import { accountAreaApi, type Address, type AddressInput, type NoticeSettings } from '../../src/features/account/api'
import { getDb, saveDb } from '../db'
import { DEFAULT_NOTICE_SETTINGS } from '../db/seed-account'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireSession } from '../lib/auth'
import { requireAddress, requireId, requirePersonName, requirePhone, requireText } from '../lib/validate'
import { mockClock } from '../lib/clock'

const MAX_ADDRESSES = 20

function addressesOf(userId: number): Address[] {
  const db = getDb()
  db.addresses[userId] ??= []
  return db.addresses[userId]
}

function validAddress(input: Partial<AddressInput>): AddressInput {
  return {
    name: requirePersonName(input.name, '收货人姓名'),
    phone: requirePhone(input.phone, '手机号'),
    province: requireText(input.province, '省份', { max: 20 }),
    city: requireText(input.city, '城市', { max: 20 }),
    district: requireText(input.district, '区县', { max: 20 }),
    detail: requireAddress(input.detail, '详细地址'),
    isDefault: Boolean(input.isDefault),
  }
}

/** One default at most; the first address is the default. */
function settleDefault(list: Address[], chosen?: Address) {
  if (chosen?.isDefault) for (const item of list) item.isDefault = item.id === chosen.id
  if (list.length && !list.some((item) => item.isDefault)) list[0].isDefault = true
}

function addressOf(userId: number, id: unknown): Address {
  const address = addressesOf(userId).find((item) => item.id === requireId(id, '地址'))
  if (!address) throw new MockError(404, '地址不存在或已删除')
  return address
}

const SETTING_KEYS: (keyof NoticeSettings)[] = ['trade', 'auction', 'stockWarning', 'follow', 'marketing']

export const accountAreaHandlers = [
  handle(accountAreaApi.addresses, ({ token }) => {
    const list = addressesOf(requireSession(token).person.userId)
    return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
  }),
  handle(accountAreaApi.addressCreate, ({ token, params }) => {
    const list = addressesOf(requireSession(token).person.userId)
    if (list.length >= MAX_ADDRESSES) throw new MockError(400, `最多保存${MAX_ADDRESSES}个地址`)
    const address: Address = { id: getDb().nextId++, ...validAddress(params) }
    list.push(address)
    settleDefault(list, address)
    saveDb()
    return address
  }),
  handle(accountAreaApi.addressUpdate, ({ token, params }) => {
    const list = addressesOf(requireSession(token).person.userId)
    const address = addressOf(requireSession(token).person.userId, params.id)
    Object.assign(address, validAddress(params))
    settleDefault(list, address)
    saveDb()
    return address
  }),
  handle(accountAreaApi.addressDelete, ({ token, params }) => {
    const userId = requireSession(token).person.userId
    const list = addressesOf(userId)
    list.splice(list.indexOf(addressOf(userId, params.id)), 1)
    settleDefault(list)
    saveDb()
    return null
  }),
  handle(accountAreaApi.addressSetDefault, ({ token, params }) => {
    const userId = requireSession(token).person.userId
    const address = addressOf(userId, params.id)
    address.isDefault = true
    settleDefault(addressesOf(userId), address)
    saveDb()
    return address
  }),
  handle(accountAreaApi.notifications, ({ token, params }) => {
    const list = getDb().notifications[requireSession(token).person.userId] ?? []
    const sorted = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return { ...paginate(sorted, params), unread: list.filter((item) => !item.read).length }
  }),
  handle(accountAreaApi.notificationsRead, ({ token, params }) => {
    const list = getDb().notifications[requireSession(token).person.userId] ?? []
    const ids = params.ids
    if (ids !== undefined && (!Array.isArray(ids) || ids.some((id) => !Number.isInteger(id)))) throw new MockError(400, '消息ID无效')
    for (const item of list) if (!ids || ids.includes(item.id)) item.read = true
    saveDb()
    return { unread: list.filter((item) => !item.read).length }
  }),
  handle(accountAreaApi.noticeSettings, ({ token }) => {
    const db = getDb()
    const userId = requireSession(token).person.userId
    db.noticeSettings[userId] ??= { ...DEFAULT_NOTICE_SETTINGS }
    return db.noticeSettings[userId]
  }),
  handle(accountAreaApi.noticeSettingsUpdate, ({ token, params }) => {
    const db = getDb()
    const userId = requireSession(token).person.userId
    const settings = (db.noticeSettings[userId] ??= { ...DEFAULT_NOTICE_SETTINGS })
    for (const [key, value] of Object.entries(params)) {
      if (!SETTING_KEYS.includes(key as keyof NoticeSettings) || typeof value !== 'boolean') throw new MockError(400, `未知的通知设置：${key}`)
      settings[key as keyof NoticeSettings] = value
    }
    saveDb()
    return settings
  }),
  handle(accountAreaApi.followShops, ({ token, params, request }) => {
    const db = getDb()
    const follows = db.followShops[requireSession(token).person.userId] ?? []
    const shops = follows
      .map((follow) => {
        const shop = db.shops.find((item) => item.id === follow.shopId)
        if (!shop) return null
        return {
          ...shop,
          avatar: absoluteMedia(request, shop.avatar),
          postCount: db.posts.filter((post) => post.shopId === shop.id).length,
          followedAt: follow.followedAt,
        }
      })
      .filter((shop): shop is NonNullable<typeof shop> => shop !== null)
    return paginate(shops, params)
  }),
  handle(accountAreaApi.followShop, ({ token, params }) => {
    const db = getDb()
    const userId = requireSession(token).person.userId
    const shopId = requireId(params.shopId, '店铺')
    if (!db.shops.some((shop) => shop.id === shopId)) throw new MockError(404, '店铺不存在')
    const follows = (db.followShops[userId] ??= [])
    const index = follows.findIndex((follow) => follow.shopId === shopId)
    if (params.follow && index < 0) follows.unshift({ shopId, followedAt: mockClock.iso() })
    if (!params.follow && index >= 0) follows.splice(index, 1)
    saveDb()
    return { following: Boolean(params.follow) }
  }),
  handle(accountAreaApi.kefu, () => ({
    phone: '400-820-8888',
    wechat: 'luxtrade-kefu',
    hours: '每天 09:00-21:00',
    wechatQr: 'https://work.weixin.qq.com/kfid/kfc-luxtrade-mock',
    faqs: [
      { question: '如何开通店铺？', answer: '在「我的」页点击「开通店铺」，填写店铺信息并上传营业执照，审核通过后即可使用库存与交易功能。' },
      { question: '同行价为什么看不到？', answer: '同行价仅对开通店铺会员的认证商家展示。' },
      { question: '鉴定有争议怎么办？', answer: '可在订单详情中发起复检申诉，平台将在7个工作日内处理。' },
    ],
  })),
  handle(accountAreaApi.quoteItems, ({ token, request }) => {
    const { account } = requireSession(token)
    const canSeePrice = account.permission.includes('PRODUCT_DETAIL_PRICE')
    const db = getDb()
    return db.posts.slice(0, 12).map((post, index) => ({
      id: post.id,
      title: post.content.replace(/^【.+?】/, '').split('，')[0],
      brand: post.content.replace(/^【.+?】/, '').split(' ')[0],
      grade: ['全新', '99新', '98新', '95新'][index % 4],
      image: absoluteMedia(request, post.images[0] ?? `/mock-images/goods-${index}.svg`),
      peerPriceCents: canSeePrice ? (index + 3) * 1_250_000 : null,
    }))
  }),
]
