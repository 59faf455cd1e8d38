import { brandMatches, catalogueApi, stockApi, RECYCLE_DAYS, type LogAction, type RecycledItem, type StockItemInput, type StockQuery } from '../../src/features/stock/api'
import { checkLocation, checkPrice, checkStockItem } from '../../src/features/stock/inventory/item-rules'
import { yuan } from '../../src/shared/format/money'
import { saveDb } from '../db'
import { BRAND_LIST, brandNamed } from '../db/brands'
import type { ItemRecord, ShopStock } from '../db/seed-stock'
import { handle, MockError } from '../lib/handle'
import { paginate } from '../lib/paginate'
import { createRandom } from '../lib/random'
import { addLog, ageDaysOf, canSeePeerPrices, findItem, isHeld, itemOf, nextId, overviewOf, requireShop, summaryOf, takeItems } from '../lib/stock'
import { mockClock } from '../lib/clock'
import { requireChannel } from '../lib/channel'
import { CONFLICT, refuse } from '../lib/refuse'

const DAY = 24 * 3600 * 1000
const items = stockApi.items

const num = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value))

function matches(item: ItemRecord, query: StockQuery): boolean {
  if (query.status === 'HELD' ? !isHeld(item) : query.status ? item.status !== query.status : item.status === 'DELETED') return false
  if (query.keyword) {
    const keyword = String(query.keyword).trim().toLowerCase()
    const haystack = `${item.title} ${item.brand} ${item.model} ${item.code} ${item.colour} ${item.material} ${item.hardware} ${item.serial}`
    if (keyword && !haystack.toLowerCase().includes(keyword)) return false
  }
  if (query.brand && item.brand !== query.brand) return false
  if (query.category && item.category !== query.category) return false
  if (query.grade && item.grade !== query.grade) return false
  if (query.location && item.location !== query.location) return false
  const minPrice = num(query.minPriceCents)
  const maxPrice = num(query.maxPriceCents)
  if (minPrice !== undefined && (item.peerPriceCents ?? -1) < minPrice) return false
  if (maxPrice !== undefined && (item.peerPriceCents === null || item.peerPriceCents > maxPrice)) return false
  const minAge = num(query.minAgeDays)
  const maxAge = num(query.maxAgeDays)
  if (minAge !== undefined || maxAge !== undefined) {
    const age = ageDaysOf(item)
    if (minAge !== undefined && age < minAge) return false
    if (maxAge !== undefined && age > maxAge) return false
  }
  return true
}

const SORTS: Record<string, (a: ItemRecord, b: ItemRecord) => number> = {
  newest: (a, b) => b.stockInDate.localeCompare(a.stockInDate) || b.id - a.id,
  oldest: (a, b) => a.stockInDate.localeCompare(b.stockInDate) || a.id - b.id,
  'price-asc': (a, b) => (a.peerPriceCents ?? Infinity) - (b.peerPriceCents ?? Infinity) || b.id - a.id,
  'price-desc': (a, b) => (b.peerPriceCents ?? -1) - (a.peerPriceCents ?? -1) || b.id - a.id,
  'age-desc': (a, b) => a.stockInDate.localeCompare(b.stockInDate) || a.id - b.id,
}

/** The item fields a client may set, validated with the app's own rules. */
function inputOf(params: Partial<StockItemInput>): StockItemInput {
  const errors = checkStockItem(params)
  const first = Object.values(errors)[0]
  if (first) throw new MockError(400, first)
  return {
    code: (params.code ?? '').trim(),
    title: (params.title ?? '').trim(),
    brand: (params.brand ?? '').trim(),
    model: (params.model ?? '').trim(),
    category: params.category!,
    grade: params.grade!,
    colour: (params.colour ?? '').trim(),
    material: (params.material ?? '').trim(),
    size: (params.size ?? '').trim(),
    hardware: (params.hardware ?? '').trim(),
    stamp: (params.stamp ?? '').trim(),
    serial: (params.serial ?? '').trim(),
    warrantyDate: params.warrantyDate ?? '',
    consignor: (params.consignor ?? '').trim(),
    commission: params.commission ? { unit: params.commission.unit, value: params.commission.value } : null,
    accessories: [...(params.accessories ?? [])],
    photos: [...(params.photos ?? [])],
    costCents: params.costCents ?? null,
    peerPriceCents: params.peerPriceCents ?? null,
    retailCents: params.retailCents ?? null,
    quantity: params.quantity!,
    location: params.location!.trim(),
    supplier: (params.supplier ?? '').trim(),
    stockInDate: params.stockInDate!,
    note: (params.note ?? '').trim(),
    shared: Boolean(params.shared),
  }
}

function requireUniqueCode(shop: ShopStock, code: string, exceptId?: number) {
  if (code && shop.items.some((item) => item.code.toLowerCase() === code.toLowerCase() && item.id !== exceptId && item.status !== 'DELETED')) {
    refuse(CONFLICT, `编码 ${code} 已被其他商品使用`)
  }
}

/** The 30-day purge: runs whenever the bin is read or changed, as a nightly job would have. */
function purgeExpired(shop: ShopStock, now = mockClock.now()): void {
  const before = shop.items.length
  shop.items = shop.items.filter((item) => !(item.status === 'DELETED' && item.deletedAt && now - Date.parse(item.deletedAt) > RECYCLE_DAYS * DAY))
  if (shop.items.length !== before) saveDb()
}

function recycledOf(item: ItemRecord): RecycledItem {
  return {
    ...summaryOf(item),
    deletedAt: item.deletedAt!,
    deleteReason: item.deleteReason ?? '手动删除',
    purgeAt: new Date(Date.parse(item.deletedAt!) + RECYCLE_DAYS * DAY).toISOString(),
  }
}

function binItems(shop: ShopStock, ids: unknown): ItemRecord[] {
  if (!Array.isArray(ids) || !ids.length) throw new MockError(400, '请选择商品')
  return ids.map((id) => {
    const item = shop.items.find((candidate) => candidate.id === Number(id) && candidate.status === 'DELETED')
    if (!item) throw new MockError(404, '最近删除中没有该商品，可能已被彻底删除')
    return item
  })
}

export const stockHandlers = [
  handle(stockApi.overview, ({ token }) => overviewOf(requireShop(token).shop)),

  handle(items.list, ({ token, params }) => {
    const { shop } = requireShop(token)
    const sort = SORTS[params.sort ?? 'newest']
    if (!sort) throw new MockError(400, '排序方式无效')
    const found = shop.items.filter((item) => matches(item, params)).sort(sort)
    const totalCostCents = found.reduce((sum, item) => sum + (item.costCents ?? 0) * item.quantity, 0)
    const page = paginate(found, params)
    return { ...page, list: page.list.map((item) => summaryOf(item, shop)), totalCostCents }
  }),

  handle(items.detail, ({ token, params }) => {
    const { shop } = requireShop(token)
    const item = findItem(shop, params.id)
    const lock = shop.locks.find((candidate) => candidate.status === 'ACTIVE' && candidate.itemIds.includes(item.id))
    const sale = shop.offlineOrders.find((order) => order.status === 'COMPLETED' && order.lines.some((line) => line.itemId === item.id))
    return { ...itemOf(item, shop), lockId: lock?.id ?? null, offlineOrderId: sale?.id ?? null }
  }),

  handle(items.create, ({ token, params }) => {
    const context = requireShop(token)
    const input = inputOf(params)
    const id = nextId()
    const code = input.code || `${context.shop.codePrefix}${id}`
    requireUniqueCode(context.shop, code)
    const record: ItemRecord = { ...input, code, id, status: 'IN_STOCK', updatedAt: mockClock.iso(), deletedAt: null }
    context.shop.items.push(record)
    addLog(context, 'CREATE', record, `入库 ${record.location}`)
    saveDb()
    return { id }
  }),

  handle(items.update, ({ token, params }) => {
    const context = requireShop(token)
    const item = findItem(context.shop, params.id)
    // Staff who may not see costs edit without them: the cost stays what it was.
    const input = inputOf(context.seesCost ? params : { ...params, costCents: item.costCents })
    const code = input.code || item.code
    requireUniqueCode(context.shop, code, item.id)
    const changed = (['title', 'costCents', 'peerPriceCents', 'retailCents', 'location', 'grade', 'consignor'] as const).filter((key) => item[key] !== input[key])
    Object.assign(item, input, { code, updatedAt: mockClock.iso() })
    addLog(context, 'UPDATE', item, changed.length ? `修改了${changed.map((key) => FIELD_TEXT[key]).join('、')}` : '修改了商品信息')
    saveDb()
    return null
  }),

  handle(items.remove, ({ token, params }) => {
    const context = requireShop(token)
    const picked = takeItems(context.shop, params.ids, ['IN_STOCK'])
    // A piece out on consignment or recycling is refused with where it is.
    for (const item of picked) requireChannel(item, 'remove')
    const now = mockClock.iso()
    for (const item of picked) {
      Object.assign(item, { status: 'DELETED', deletedAt: now, deleteReason: '手动删除', updatedAt: now })
      addLog(context, 'DELETE', item, '移入最近删除')
    }
    saveDb()
    return { deleted: picked.length }
  }),

  handle(items.share, ({ token, params }) => {
    const context = requireShop(token)
    const picked = takeItems(context.shop, params.ids, ['IN_STOCK', 'LOCKED'])
    for (const item of picked) {
      item.shared = Boolean(params.shared)
      addLog(context, 'SHARE', item, item.shared ? '加入店铺展示' : '移出店铺展示')
    }
    saveDb()
    return { updated: picked.length }
  }),

  handle(items.peerPrices, ({ token, params }) => {
    const { user, shop } = requireShop(token)
    const item = findItem(shop, params.id)
    const allowed = canSeePeerPrices(user)
    // Other dealers' quotes for the same model; prices leave the server only with permission.
    const random = createRandom(item.id)
    const base = item.peerPriceCents ?? item.costCents ?? 0
    const shops = ['上海名表行', '港货精品屋', '北京二奢馆', '杭州中古铺', '成都包包研究所', '广州名品仓']
    return Array.from({ length: 4 }, (_, n) => ({
      shopName: shops[(item.id + n) % shops.length],
      grade: random.pick(['全新', '99新', '98新', '95新']),
      priceCents: allowed ? Math.round((base * (0.9 + random.next() * 0.25)) / 10000) * 10000 : null,
      updatedAt: new Date(mockClock.now() - random.int(1, 20) * DAY).toISOString(),
    }))
  }),

  handle(items.setPrices, ({ token, params }) => {
    const context = requireShop(token)
    const peer = params.peerPriceCents ?? undefined
    const retail = params.retailCents ?? undefined
    if (peer === undefined && retail === undefined) throw new MockError(400, '请输入同行价或零售价')
    const refused = (peer !== undefined && checkPrice(peer, '同行价', true)) || (retail !== undefined && checkPrice(retail, '零售价', true))
    if (refused) throw new MockError(400, refused)
    const picked = takeItems(context.shop, params.ids, ['IN_STOCK', 'LOCKED'])
    const now = mockClock.iso()
    const said = [peer !== undefined && `同行价 ${yuan(peer)}`, retail !== undefined && `零售价 ${yuan(retail)}`].filter(Boolean).join('，')
    for (const item of picked) {
      if (peer !== undefined) item.peerPriceCents = peer
      if (retail !== undefined) item.retailCents = retail
      item.updatedAt = now
      addLog(context, 'UPDATE', item, `批量改价：${said}`)
    }
    saveDb()
    return { updated: picked.length }
  }),

  handle(items.move, ({ token, params }) => {
    const context = requireShop(token)
    const refused = checkLocation(params.location)
    if (refused) throw new MockError(400, refused)
    const location = params.location.trim()
    const picked = takeItems(context.shop, params.ids, ['IN_STOCK', 'LOCKED'])
    const now = mockClock.iso()
    for (const item of picked) {
      if (item.location === location) continue
      addLog(context, 'UPDATE', item, `移库位：${item.location} → ${location}`)
      item.location = location
      item.updatedAt = now
    }
    saveDb()
    return { updated: picked.length }
  }),

  handle(items.brands, ({ token }) => {
    const { shop } = requireShop(token)
    const names = [...new Set(shop.items.filter((item) => item.status !== 'DELETED').map((item) => item.brand))]
    const options = names.map((name) => ({ name, initial: brandNamed(name)?.initial ?? '#' }))
    return options.sort((a, b) => (a.initial === '#' ? 1 : 0) - (b.initial === '#' ? 1 : 0) || a.initial.localeCompare(b.initial) || a.name.localeCompare(b.name, 'zh'))
  }),

  // The platform's brand list: public, the same for every shop and the trading catalogue.
  handle(catalogueApi.brands, ({ params }) => BRAND_LIST.filter((brand) => brandMatches(brand, params.keyword ?? ''))),

  handle(items.recycleBin, ({ token, params }) => {
    const { shop } = requireShop(token)
    purgeExpired(shop)
    const deleted = shop.items.filter((item) => item.status === 'DELETED').sort((a, b) => Date.parse(b.deletedAt!) - Date.parse(a.deletedAt!))
    const page = paginate(deleted, params)
    return { ...page, list: page.list.map(recycledOf) }
  }),

  handle(items.restore, ({ token, params }) => {
    const context = requireShop(token)
    purgeExpired(context.shop)
    const picked = binItems(context.shop, params.ids)
    for (const item of picked) {
      requireUniqueCode(context.shop, item.code, item.id)
      Object.assign(item, { status: 'IN_STOCK', deletedAt: null, deleteReason: undefined, updatedAt: mockClock.iso() })
      addLog(context, 'RESTORE', item, '从最近删除恢复')
    }
    saveDb()
    return { restored: picked.length }
  }),

  handle(items.purge, ({ token, params }) => {
    const context = requireShop(token)
    const picked = new Set(binItems(context.shop, params.ids))
    context.shop.items = context.shop.items.filter((item) => !picked.has(item))
    for (const item of picked) addLog(context, 'PURGE', item, '彻底删除')
    saveDb()
    return { purged: picked.size }
  }),

  handle(stockApi.shop.logs, ({ token, params }) => {
    const { shop } = requireShop(token)
    const keyword = (params.keyword ?? '').trim()
    const itemId = num(params.itemId)
    const from = params.from ? Date.parse(`${params.from}T00:00:00+08:00`) : -Infinity
    const to = params.to ? Date.parse(`${params.to}T23:59:59.999+08:00`) : Infinity
    if (params.action && !(params.action in ACTIONS)) throw new MockError(400, '操作类型无效')
    const found = shop.logs.filter((entry) => {
      if (params.action && entry.action !== params.action) return false
      if (itemId !== undefined && entry.itemId !== itemId) return false
      if (keyword && !`${entry.itemTitle} ${entry.operator} ${entry.detail}`.includes(keyword)) return false
      const at = Date.parse(entry.at)
      return at >= from && at <= to
    })
    return paginate(found, params)
  }),
]

const FIELD_TEXT = { title: '名称', costCents: '成本价', peerPriceCents: '同行价', retailCents: '零售价', location: '库位', grade: '成色', consignor: '寄卖人' }
const ACTIONS: Record<LogAction, true> = {
  CREATE: true,
  UPDATE: true,
  DELETE: true,
  RESTORE: true,
  PURGE: true,
  SHARE: true,
  LOCK: true,
  RELEASE: true,
  SELL: true,
  CANCEL_SALE: true,
  SHIP: true,
  CHECK: true,
  LOSS: true,
  IMPORT: true,
}
