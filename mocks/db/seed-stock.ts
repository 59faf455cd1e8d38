import type { StockItem, WarningRule, LogEntry, CheckScopeType, CheckStatus, LockStatus, OfflineStatus, StockLock, OfflineOrder, Delivery } from '../../src/features/stock/api'
import { coverOf } from '../lib/covers'
import { createRandom } from '../lib/random'
import { ACCESSORY_SETS, BRAND_BASE_YUAN, BRAND_CATEGORY, BRANDS, COLOURS, CONSIGNORS, GRADE_FACTOR, HARDWARE, MATERIALS, MODELS, SIZES } from './catalogue'

/** An item as the mock stores it: its age is derived when read. */
/** An item's luxury fields when none were recorded. */
export const NO_LUXURY_FIELDS = { hardware: '', stamp: '', serial: '', warrantyDate: '', consignor: '', commission: null }

export type ItemRecord = Omit<StockItem, 'ageDays' | 'channel'>

/** Records keep item ids; the calls answer with the items' current summaries. */
export type LockRecord = Omit<StockLock, 'items'> & { itemIds: number[] }

/** A line keeps the piece's cost at the sale (older records have none: the item's cost then). */
export type OfflineRecord = Omit<OfflineOrder, 'lines' | 'totalCents' | 'costCents' | 'profitCents'> & {
  lines: { itemId: number; priceCents: number; costCents?: number | null }[]
}

export type DeliveryRecord = Omit<Delivery, 'items'> & { itemIds: number[] }

export interface CheckRecord {
  id: number
  name: string
  scopeType: CheckScopeType
  scopeValue: string
  status: CheckStatus
  itemIds: number[]
  /** itemId -> ISO time it was found. */
  found: Record<number, string>
  /** Set on finish: the items in scope not found and still held then (the losses to confirm). */
  lostIds?: number[]
  createdAt: string
  finishedAt: string | null
}

export type RuleRecord = Omit<WarningRule, 'hitCount' | 'tripped'>

export interface FlitJobRecord {
  id: number
  platformId: string
  externalIds: string[]
  skipped: number
  createdAt: number
}

/** Everything the stock area keeps for one account's shop. */
export interface ShopStock {
  shopName: string
  avatar: string
  intro: string
  /** Code prefix of the shop's items (scanned in stock-taking). */
  codePrefix: string
  operators: string[]
  items: ItemRecord[]
  /** Newest first. */
  logs: LogEntry[]
  locks: LockRecord[]
  offlineOrders: OfflineRecord[]
  deliveries: DeliveryRecord[]
  checkTasks: CheckRecord[]
  warningRules: RuleRecord[]
  flit: { importedIds: string[]; jobs: FlitJobRecord[] }
}

const DAY = 24 * 3600 * 1000
const SEED_GRADES = ['全新', '99新', '99新', '98新', '98新', '95新', '9新', '85新']
const SUPPLIERS = ['个人寄卖', '同行调货', '回收', '香港采购', '拍卖会']
const LOCATION_WEIGHTS: [string, number][] = [
  ['柜台', 0.3],
  ['保险柜', 0.15],
  ['仓库A区', 0.3],
  ['仓库B区', 0.25],
]
/** The 门店橱窗 location holds only these few items: a small scope for stock-taking demos. */
const WINDOW_ITEMS = 3
const BUYERS = [
  ['张先生', '13711112222'],
  ['刘女士', '13622223333'],
  ['陈老板', '13533334444'],
  ['黄小姐', '13944445555'],
  ['周总', '13855556666'],
]

function isoDay(time: number): string {
  return new Date(time + 8 * 3600 * 1000).toISOString().slice(0, 10)
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step
}

function itemsOf(random: ReturnType<typeof createRandom>, count: number, firstId: number, codePrefix: string, now: number): ItemRecord[] {
  const items: ItemRecord[] = []
  for (let index = 0; index < count; index++) {
    const brandIndex = random.int(0, BRANDS.length - 1)
    const category = BRAND_CATEGORY[brandIndex]
    const grade = random.pick(SEED_GRADES)
    const costYuan = roundTo(BRAND_BASE_YUAN[brandIndex] * GRADE_FACTOR[grade] * (0.8 + random.next() * 0.4), 100)
    const peerYuan = roundTo(costYuan * (1.08 + random.next() * 0.15), 100)
    // Higher ids came in more recently: index 0 is the oldest piece.
    const ageDays = Math.floor(((count - index) / count) * 400 * (0.85 + random.next() * 0.15))
    const roll = random.next()
    const location =
      index >= count - WINDOW_ITEMS ? '门店橱窗' : (LOCATION_WEIGHTS.find((_, n) => roll < LOCATION_WEIGHTS.slice(0, n + 1).reduce((sum, [, w]) => sum + w, 0))?.[0] ?? '仓库B区')
    const photoCount = random.int(1, 3)
    items.push({
      id: firstId + index,
      code: `${codePrefix}${String(index + 1).padStart(5, '0')}`,
      title: `${BRANDS[brandIndex]} ${random.pick(MODELS[brandIndex])}`,
      brand: BRANDS[brandIndex],
      model: random.pick(MODELS[brandIndex]),
      category,
      grade,
      colour: random.pick(COLOURS),
      material: random.pick(MATERIALS[category]),
      size: random.pick(SIZES[category]),
      // set by withLuxuryFields, on a random sequence of its own
      ...NO_LUXURY_FIELDS,
      accessories: random.pick(ACCESSORY_SETS),
      photos: Array.from({ length: photoCount }, (_, n) => coverOf(category, index + n)),
      costCents: costYuan * 100,
      // About one piece in a hundred has no peer price yet (a 未设置价格 warning).
      peerPriceCents: random.chance(0.01) ? null : peerYuan * 100,
      retailCents: roundTo(peerYuan * 1.18, 100) * 100,
      quantity: category === '珠宝' && random.chance(0.3) ? random.int(2, 4) : 1,
      location,
      supplier: random.pick(SUPPLIERS),
      stockInDate: isoDay(now - ageDays * DAY),
      note: random.chance(0.2) ? '客户寄卖，底价不可低于成本' : '',
      shared: random.chance(0.2),
      status: 'IN_STOCK',
      updatedAt: new Date(now - ageDays * DAY).toISOString(),
      deletedAt: null,
    })
  }
  // the model in the title and the model field agree
  for (const item of items) item.model = item.title.slice(item.brand.length + 1)
  return items
}

/** Hermès date stamps by year (a letter, in a square since 2015). */
const HERMES_STAMPS: Record<number, string> = { 2015: 'T', 2016: 'X', 2017: 'A', 2018: 'C', 2019: 'D', 2020: 'Y', 2021: 'Z', 2022: 'U', 2023: 'B', 2024: 'W' }
const SERIAL_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

function serialOf(random: ReturnType<typeof createRandom>, category: string): string {
  const chars = (count: number, from: string) => Array.from({ length: count }, () => random.pick(from.split(''))).join('')
  if (category === '腕表') return chars(8, SERIAL_CHARS)
  if (category === '珠宝') return `${chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${chars(6, '0123456789')}`
  return chars(8, '0123456789')
}

/**
 * What tells one piece from the next, filled in on a random sequence of its own (the rest of
 * the seed stays as it was): the size the model names (Kelly 28 is 28cm), hardware for bags,
 * the date stamp, the maker's serial, the warranty card's date when the card came with it,
 * and the consignor and commission of consigned pieces (supplier 个人寄卖).
 */
function withLuxuryFields(items: ItemRecord[], seed: number): void {
  const random = createRandom(seed * 7919)
  for (const item of items) {
    const sized = /(?:^|\s)(\d{2})(?:\s|$)/.exec(item.model)?.[1]
    if (sized && item.category === '箱包') item.size = `${sized}cm`
    if (sized && item.category === '腕表') item.size = `${sized}mm`
    if (item.category === '箱包') item.hardware = random.pick(HARDWARE)
    const year = random.int(2015, 2024)
    item.stamp = item.brand === '爱马仕' ? `${HERMES_STAMPS[year]}刻（${year}）` : `${year}年`
    item.serial = random.chance(0.9) ? serialOf(random, item.category) : ''
    if (item.accessories.includes('保卡')) item.warrantyDate = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
    if (item.supplier === '个人寄卖') {
      item.consignor = random.pick(CONSIGNORS)
      item.commission = random.chance(0.6) ? { unit: 'PERCENT', value: random.pick([8, 10, 12, 15]) } : { unit: 'CENTS', value: roundTo((item.costCents ?? 0) * 0.06, 10000) }
    }
  }
}

function logOf(id: number, action: LogEntry['action'], operator: string, item: ItemRecord, detail: string, at: number): LogEntry {
  return { id, action, operator, itemId: item.id, itemTitle: item.title, detail, at: new Date(at).toISOString() }
}

interface ShopSeed {
  shopName: string
  avatar: string
  intro: string
  codePrefix: string
  operators: string[]
  itemCount: number
  firstId: number
  seed: number
}

/**
 * The closed stock-taking of the 保险柜, four days ago: every piece held there then was found but
 * two, whose loss was confirmed into the recycle bin. Recent, so that a saved mock database
 * keeps those two in the bin (purged after 30 days) for weeks.
 */
function stockTakingOfSafe(shop: ShopSeed, items: ItemRecord[], logs: LogEntry[], nextLogId: () => number, operator: string, now: number): CheckRecord {
  const name = '保险柜月度盘点'
  const createdAt = now - 4 * DAY
  const finishedAt = createdAt + 5 * 3600 * 1000
  const confirmedAt = finishedAt + 20 * 60 * 1000
  const scope = items.filter((item) => item.location === '保险柜' && item.status === 'IN_STOCK' && Date.parse(item.updatedAt) < createdAt)
  const lost = [scope[Math.floor(scope.length * 0.37)], scope[Math.floor(scope.length * 0.81)]]
  const found: Record<number, string> = {}
  const step = (finishedAt - createdAt - 30 * 60 * 1000) / scope.length
  scope.forEach((item, index) => {
    if (!lost.includes(item)) found[item.id] = new Date(createdAt + 15 * 60 * 1000 + Math.round(index * step)).toISOString()
  })
  const checkLog = (detail: string, at: number): LogEntry => ({ id: nextLogId(), action: 'CHECK', operator, itemId: null, itemTitle: '', detail, at: new Date(at).toISOString() })
  logs.push(checkLog(`新建盘点「${name}」，共${scope.length}件`, createdAt))
  logs.push(checkLog(`完成盘点「${name}」：共${scope.length}件，已盘${scope.length - lost.length}件，盘亏${lost.length}件`, finishedAt))
  for (const item of lost) {
    Object.assign(item, { status: 'DELETED', deletedAt: new Date(confirmedAt).toISOString(), deleteReason: '盘亏', updatedAt: new Date(confirmedAt).toISOString() })
    logs.push(logOf(nextLogId(), 'LOSS', operator, item, `盘点「${name}」未找到，移入最近删除`, confirmedAt))
  }
  return {
    id: shop.firstId + 93000,
    name,
    scopeType: 'location',
    scopeValue: '保险柜',
    status: 'CLOSED',
    itemIds: scope.map((item) => item.id),
    found,
    lostIds: lost.map((item) => item.id),
    createdAt: new Date(createdAt).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
  }
}

export function seedShopStock(shop: ShopSeed, now: number): ShopStock {
  const random = createRandom(shop.seed)
  const items = itemsOf(random, shop.itemCount, shop.firstId, shop.codePrefix, now)
  withLuxuryFields(items, shop.seed)
  let logId = shop.firstId * 10
  const logs: LogEntry[] = items.map((item) => logOf(logId++, 'CREATE', random.pick(shop.operators), item, `入库 ${item.location}`, Date.parse(item.updatedAt)))
  const operator = shop.operators[0]
  const recent = (offset: number) => items[items.length - 1 - WINDOW_ITEMS - offset]

  // Active locks on recent pieces, one released and one expired.
  const locks: LockRecord[] = []
  for (let n = 0; n < 7; n++) {
    const status: LockStatus = n < 5 ? 'ACTIVE' : n === 5 ? 'RELEASED' : 'EXPIRED'
    const item = recent(10 + n)
    const [buyerName, buyerPhone] = BUYERS[n % BUYERS.length]
    const createdAt = now - (n + 1) * 6 * 3600 * 1000
    if (status === 'ACTIVE') item.status = 'LOCKED'
    locks.push({
      id: shop.firstId + 90000 + n,
      lockNo: `SD${isoDay(createdAt).replace(/-/g, '')}${String(n + 1).padStart(3, '0')}`,
      itemIds: [item.id],
      buyerName,
      buyerPhone,
      depositCents: roundTo((item.peerPriceCents ?? 0) * 0.1, 10000),
      expireAt: new Date(status === 'EXPIRED' ? now - DAY : createdAt + 3 * DAY).toISOString(),
      note: n === 0 ? '周末来店看货' : '',
      status,
      createdAt: new Date(createdAt).toISOString(),
      offlineOrderId: null,
    })
    logs.unshift(logOf(logId++, 'LOCK', operator, item, `为${buyerName}锁单`, createdAt))
  }

  // Offline sales of this month and the last, one cancelled.
  const offlineOrders: OfflineRecord[] = []
  for (let n = 0; n < 9; n++) {
    const item = recent(30 + n)
    const paidAt = now - (n * 3 + 1) * DAY
    const status: OfflineStatus = n === 4 ? 'CANCELLED' : 'COMPLETED'
    if (status === 'COMPLETED') item.status = n < 2 ? 'SHIPPED' : 'SOLD'
    const [buyerName, buyerPhone] = BUYERS[(n + 2) % BUYERS.length]
    offlineOrders.push({
      id: shop.firstId + 91000 + n,
      orderNo: `XS${isoDay(paidAt).replace(/-/g, '')}${String(n + 1).padStart(3, '0')}`,
      lines: [{ itemId: item.id, priceCents: item.retailCents ?? item.costCents ?? 0, costCents: item.costCents }],
      buyerName,
      buyerPhone,
      paymentMethod: ['微信', '银行转账', '支付宝', '现金'][n % 4],
      paidAt: new Date(paidAt).toISOString(),
      certificates: [`/mock-images/goods-${(n * 3) % 24}.svg`],
      note: '',
      status,
      createdAt: new Date(paidAt).toISOString(),
      lockId: null,
    })
    logs.unshift(logOf(logId++, 'SELL', operator, item, `售予${buyerName}`, paidAt))
  }

  // The first two sales went out by courier.
  const deliveries: DeliveryRecord[] = offlineOrders.slice(0, 2).map((order, n) => ({
    id: shop.firstId + 92000 + n,
    deliveryNo: `CK${order.orderNo.slice(2)}`,
    itemIds: order.lines.map((line) => line.itemId),
    carrier: n === 0 ? '顺丰速运' : '京东快递',
    trackingNo: n === 0 ? 'SF1400218867321' : 'JD0098712345601',
    receiverName: order.buyerName,
    receiverPhone: order.buyerPhone,
    receiverAddress: n === 0 ? '广东省广州市天河区体育西路103号' : '浙江省杭州市西湖区文三路90号',
    status: n === 0 ? 'SIGNED' : 'SHIPPED',
    createdAt: new Date(Date.parse(order.paidAt) + 3600 * 1000).toISOString(),
    signedAt: n === 0 ? new Date(Date.parse(order.paidAt) + 2 * DAY).toISOString() : null,
  }))

  // Recently deleted (最近删除): deletions of the last five weeks; the oldest are due for the 30-day purge.
  for (let n = 0; n < 12; n++) {
    const item = recent(50 + n)
    const deletedAt = now - (n * 3 + 1) * DAY
    item.status = 'DELETED'
    item.deletedAt = new Date(deletedAt).toISOString()
    item.deleteReason = '手动删除'
    logs.unshift(logOf(logId++, 'DELETE', operator, item, '移入最近删除', deletedAt))
  }
  const checkTasks: CheckRecord[] = [stockTakingOfSafe(shop, items, logs, () => logId++, operator, now)]
  logs.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))

  const topModel = items[items.length - 1]
  // Rule names are 2-20 characters (warning/warning-rules.ts): the model alone names this one.
  const warningRules: RuleRecord[] = [
    { id: shop.firstId + 94000, name: '库龄超过360天', type: 'AGE', threshold: 360, brand: '', model: '', enabled: true },
    { id: shop.firstId + 94001, name: '未设置同行价', type: 'NO_PRICE', threshold: 0, brand: '', model: '', enabled: true },
    { id: shop.firstId + 94002, name: `${topModel.model} 少于3件`, type: 'LOW_QUANTITY', threshold: 3, brand: topModel.brand, model: topModel.model, enabled: false },
  ]

  return {
    shopName: shop.shopName,
    avatar: shop.avatar,
    intro: shop.intro,
    codePrefix: shop.codePrefix,
    operators: shop.operators,
    items,
    logs,
    locks,
    offlineOrders,
    deliveries,
    checkTasks,
    warningRules,
    flit: { importedIds: ['xianyu-1001', 'xianyu-1002', 'xianyu-1003', 'hongbulin-2001'], jobs: [] },
  }
}

export const SHOP_STOCK_SEEDS = {
  shop: {
    shopName: '臻品名包汇',
    avatar: '/mock-images/avatar-0.svg',
    intro: '深圳华强北实体店，专营中古名包名表，支持任何机构鉴定。',
    codePrefix: 'ZP',
    operators: ['王经理', '李店长', '小陈'],
    itemCount: 10000,
    firstId: 100001,
    seed: 61,
  },
  enterprise: {
    shopName: '臻品供应链（深圳）有限公司',
    avatar: '/mock-images/avatar-3.svg',
    intro: '二奢供应链，同行批发调货。',
    codePrefix: 'GY',
    operators: ['王经理', '仓管赵工'],
    itemCount: 860,
    firstId: 300001,
    seed: 62,
  },
} satisfies Record<string, ShopSeed>
