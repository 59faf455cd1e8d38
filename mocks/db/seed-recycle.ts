import type { OfferInput } from '../../src/features/recycle/api'
import { coverOf } from '../lib/covers'
import { ITEM_TYPES, MAX_ONLINE_DECLARED_CENTS } from '../../src/features/express/rules'
import { accept, cancel, confirm, giveup, inspect, offer, preQuote, quote, recheck, returnItem, shipByParcel } from './recycle-actions'
import { collectIn, createParcel, PARCEL_SIGN_AFTER_COLLECT_MS, partyOfText } from './express'
import { BRAND_CATEGORY, BRANDS, MODELS } from './catalogue'
import { acceptedQuote, HOUR, iso, partyName, receivingAddress, registerRecycleSeeder, settleOrder, type PartyId, type RecycleRecord, type RecycleState } from './recycle'
import { DEMO_SHOP_ACCOUNT as DEMO, PEER_ACCOUNT as PEER } from './seed-account'

/**
 * The recycling orders as of `now` (the real clock at first use), made by the engine's own
 * actions on a clock set back, so that every seeded order is one the machine could have made.
 * Ids are fixed (docs/api.md, "Recycling"): the demo shop sells 8101–8113, one in each state;
 * other shops sell 8201–8214 (quoting) and 8251–8254 (estimating), where the demo shop and 李老板
 * (PEER) act as buyers.
 */

// Seeded shops (mocks/db/seed.ts SHOP_NAMES) acting as buyers and sellers.
const SHANGHAI = 1002
const HK_GOODS = 1003
const CONSIGN_HOME = 1004
const RECYCLE_STATION = 1005
const BEIJING = 1006
const SHENZHEN_WATCH = 1007
const HANGZHOU = 1008
const CHENGDU = 1009
const GUANGZHOU = 1010
const NANJING = 1011
const SUZHOU = 1012
const WUHAN = 1013
const XIAN = 1015
const TIANJIN = 1016

const DEMO_SENDER = { senderName: '王经理', senderPhone: '13800138000', senderAddress: '广东省深圳市福田区华强北路1002号赛格广场3楼312' }

/** Another shop's sender details (its name, a made-up phone and its street address). */
function senderOf(shopId: PartyId, senderAddress: string) {
  return { senderName: partyName(shopId), senderPhone: `1391234${String(shopId).padStart(4, '0')}`, senderAddress }
}

interface ItemPlan {
  brand: number
  model: number
  grade: string
  accessories: string[]
  expectedYuan: number | null
  note: string
}

function offerInput(plan: ItemPlan, variant: number, mode: OfferInput['mode']): OfferInput {
  const brandName = BRANDS[plan.brand]
  const category = BRAND_CATEGORY[plan.brand]
  return {
    source: 'new',
    title: `${brandName} ${MODELS[plan.brand][plan.model]}`,
    brandName,
    category,
    grade: plan.grade,
    accessories: plan.accessories,
    photos: [0, 1, 2, 3].slice(0, 3 + (variant % 2)).map((n) => coverOf(category, variant + n)),
    description: plan.note,
    expectedPriceCents: plan.expectedYuan === null ? null : plan.expectedYuan * 100,
    mode,
  }
}

const item = (brand: number, model: number, grade: string, accessories: string[], expectedYuan: number | null, note: string): ItemPlan => ({
  brand,
  model,
  grade,
  accessories,
  expectedYuan,
  note,
})

export function seedRecycle(state: RecycleState, now: number): void {
  const at = (hours: number) => now + hours * HOUR
  const yuan = (amount: number) => amount * 100

  const make = (id: number, seller: PartyId, plan: ItemPlan, createdH: number, mode: OfferInput['mode'] = 'bidding'): RecycleRecord => {
    state.nextId = id - 1
    return offer(seller, offerInput(plan, id, mode), at(createdH))
  }
  /** A buyer's quote; returns its id. */
  const quoted = (order: RecycleRecord, buyer: PartyId, priceYuan: number, hours: number, validDays = 3, note = ''): number => {
    quote(order, buyer, { priceCents: yuan(priceYuan), validDays, note }, at(hours))
    return order.quotes.find((candidate) => candidate.buyerId === buyer)!.id
  }
  const time = (order: RecycleRecord, hours: number) => settleOrder(order, at(hours))
  /**
   * Sent through the express module at sentH (self-shipped), collected so that it is signed for
   * at signedH (the carrier's course: PARCEL_SIGN_AFTER_COLLECT_MS after collection, never
   * collected before it was sent); settled then when it is past.
   */
  const shipped = (order: RecycleRecord, sentH: number, signedH: number, sender = DEMO_SENDER, trackingNo = `SF${1460000000000 + order.id}`) => {
    const sentAt = at(sentH)
    const valueCents = acceptedQuote(order)?.priceCents ?? null
    const parcel = createParcel(
      {
        purpose: { kind: 'recycle', orderId: order.id },
        senderUserId: order.sellerId,
        sender: { name: sender.senderName, phone: sender.senderPhone, address: sender.senderAddress },
        receiver: partyOfText(receivingAddress(order.buyerId!), '收货人'),
        itemType: (ITEM_TYPES as readonly string[]).includes(order.item.category) ? order.item.category : '其他',
        itemName: order.item.title,
        declaredValueCents: Math.min(valueCents ?? MAX_ONLINE_DECLARED_CENTS, MAX_ONLINE_DECLARED_CENTS),
        itemValueCents: valueCents,
        pickup: null,
        selfShipped: { carrier: '顺丰速运', waybillNo: trackingNo },
      },
      sentAt,
    )
    const collectAt = Math.max(sentAt, at(signedH) - PARCEL_SIGN_AFTER_COLLECT_MS)
    collectIn(parcel.id, collectAt - now, now)
    shipByParcel(order, parcel, sentAt)
    if (collectAt + PARCEL_SIGN_AFTER_COLLECT_MS <= now) time(order, (collectAt + PARCEL_SIGN_AFTER_COLLECT_MS - now) / HOUR)
  }
  // Below the accepted quote the reason follows from what was found: an accessory missing, else the grade.
  const inspected = (order: RecycleRecord, hours: number, finalYuan: number, grade: string, missing: string[] = [], note = '') =>
    inspect(
      order,
      order.buyerId!,
      { finalPriceCents: yuan(finalYuan), grade, reason: missing.length ? '缺少配件' : '成色低于描述', missingAccessories: missing, note, photos: order.item.photos.slice(0, 2) },
      at(hours),
    )

  // ---- The demo shop sells: one order in each state ----

  const estimating = make(8101, DEMO, item(0, 2, '98新', ['盒子', '防尘袋'], 26_000, '2022年购于香港专柜，金扣，日常轻微使用痕迹。'), -5, 'estimate')
  preQuote(estimating, SHANGHAI, { lowCents: yuan(22_000), highCents: yuan(25_000), note: '五金需看实物' }, at(-3))
  preQuote(estimating, BEIJING, { lowCents: yuan(23_500), highCents: yuan(27_000), note: '配件齐全可按高位' }, at(-1))

  const bidding = make(8102, DEMO, item(1, 0, '99新', ['盒子', '防尘袋', '卡片'], 42_000, '荔枝皮金扣，附卡片，几乎全新。'), -30)
  quoted(bidding, GUANGZHOU, 43_000, -28, 1, '当天可打款')
  quoted(bidding, PEER, 39_000, -6, 2)
  quoted(bidding, RECYCLE_STATION, 40_500, -2, 3, '顺丰到付，验货当天结算')

  make(8103, DEMO, item(3, 1, '95新', ['盒子', '保卡'], 52_000, '2020年保卡，走时正常，表镜无划痕。'), -1)

  const awaiting = make(8104, DEMO, item(4, 0, '98新', ['盒子', '保卡', '说明书'], 33_000, '蓝气球 36 精钢，附原装表盒。'), -40)
  quoted(awaiting, SHENZHEN_WATCH, 30_500, -30, 3)
  accept(awaiting, quoted(awaiting, PEER, 32_000, -20, 3, '收到即验'), at(-6))

  const inTransit = make(8105, DEMO, item(7, 0, '98新', ['防尘袋', '肩带'], 22_000, '中号黑色，银扣，肩带完好。'), -70)
  accept(inTransit, quoted(inTransit, PEER, 21_500, -50, 2), at(-30))
  shipped(inTransit, -2, 20)

  const inspecting = make(8106, DEMO, item(6, 0, '95新', ['防尘袋'], 10_000, '经典老花，边角轻微磨损。'), -90)
  accept(inspecting, quoted(inspecting, PEER, 9_800, -80, 3), at(-70))
  shipped(inspecting, -50, -26)

  const revised = make(8107, DEMO, item(2, 0, '98新', ['盒子', '防尘袋'], 12_500, 'Neverfull MM 老花，内衬干净。'), -120)
  quoted(revised, HANGZHOU, 11_200, -110, 2)
  accept(revised, quoted(revised, PEER, 12_000, -100, 3), at(-96))
  shipped(revised, -90, -70)
  inspected(revised, -20, 10_800, '98新', ['防尘袋'], '成色与描述一致')

  const rechecking = make(8108, DEMO, item(9, 0, '95新', ['盒子', '保卡'], 27_000, '海马 300 蓝盘，2021年保卡。'), -200)
  accept(rechecking, quoted(rechecking, SHANGHAI, 26_000, -190, 3), at(-180))
  shipped(rechecking, -170, -150)
  inspected(rechecking, -100, 23_000, '9新', [], '表壳多处划痕，成色按9新计')
  recheck(rechecking, { reason: '成色判定有误', note: '发货前实拍表壳无明显划痕，请复核', photos: rechecking.item.photos.slice(0, 2) }, at(-3))
  rechecking.recheck!.answerAt = iso(at(20))

  const settled = make(8109, DEMO, item(1, 2, '99新', ['盒子', '防尘袋', '卡片'], 36_000, 'CF 小号羊皮金扣，附卡片。'), -400)
  accept(settled, quoted(settled, BEIJING, 36_000, -390, 3), at(-380))
  shipped(settled, -370, -340)
  inspected(settled, -330, 36_000, '99新')
  confirm(settled, { bank: { bankName: '招商银行', cardTail: '5678' } }, at(-320))

  const returning = make(8110, DEMO, item(8, 0, '95新', ['防尘袋'], 7_000, 'Re-Edition 2005 尼龙款，黑色。'), -160)
  accept(returning, quoted(returning, CHENGDU, 6_800, -150, 3), at(-140))
  shipped(returning, -130, -110)
  inspected(returning, -60, 5_200, '9新', ['防尘袋'])
  returnItem(returning, { reason: '不接受验货价', note: '' }, at(-1))

  const returned = make(8111, DEMO, item(10, 0, '98新', ['盒子', '票据'], 18_000, 'Serpenti 项链 18K玫瑰金。'), -300)
  accept(returned, quoted(returned, GUANGZHOU, 18_000, -290, 3), at(-280))
  shipped(returned, -270, -250)
  inspected(returned, -240, 18_000, '98新')
  returnItem(returned, { reason: '不想卖了', note: '' }, at(-230))
  time(returned, -200)

  const cancelled = make(8112, DEMO, item(11, 0, '全新', ['盒子', '票据'], 25_000, '四叶草项链 黄金款，全新未佩戴。'), -50)
  quoted(cancelled, SUZHOU, 19_000, -40, 3)
  cancel(cancelled, '价格不合适，暂不出售', at(-20))

  const unsold = make(8113, DEMO, item(5, 1, '9新', ['盒子'], 160_000, '古典 5196 玫瑰金，无保卡。'), -90)
  quoted(unsold, XIAN, 120_000, -80, 1)
  time(unsold, 0)

  // ---- Other shops sell: the demo shop and 李老板 quote ----

  const open = (id: number, seller: PartyId, plan: ItemPlan, createdH: number) => make(id, seller, plan, createdH)
  const o8201 = open(8201, SHANGHAI, item(3, 0, '98新', ['盒子', '保卡'], 70_000, '潜航者 126610 黑水鬼，2022年保卡。'), -42)
  quoted(o8201, SHENZHEN_WATCH, 69_500, -30, 3)
  quoted(o8201, PEER, 68_000, -10, 2, '可上门取货')
  const o8202 = open(8202, HK_GOODS, item(0, 1, '99新', ['盒子', '防尘袋', '票据'], 150_000, 'Kelly 28 外缝，金扣，附票据。'), -40)
  quoted(o8202, PEER, 145_000, -30, 1)
  quoted(o8202, BEIJING, 148_000, -8, 3)
  const o8203 = open(8203, CONSIGN_HOME, item(1, 1, '95新', ['防尘袋'], 32_000, '19 Bag 大号，边角有使用痕迹。'), -22)
  quoted(o8203, PEER, 30_000, -20, 3)
  giveup(o8203, PEER, '价格高于预期', at(-5))
  const o8204 = open(8204, HANGZHOU, item(2, 2, '98新', ['防尘袋', '肩带'], 12_000, 'OnTheGo 中号，肩带完好。'), -12)
  quoted(o8204, DEMO, 11_000, -3, 3, '三天内打款')
  const o8205 = open(8205, GUANGZHOU, item(4, 2, '99新', ['盒子', '票据', '保卡'], 48_000, 'LOVE 手镯 18K黄金，17号。'), -71.4)
  quoted(o8205, SHENZHEN_WATCH, 45_000, -50, 3)
  open(8206, NANJING, item(5, 0, '98新', ['盒子', '保卡'], 520_000, '鹦鹉螺 5711 蓝盘，附证书。'), -6)
  open(8207, SUZHOU, item(7, 1, '95新', ['防尘袋'], 18_000, '马鞍包老花，五金轻微氧化。'), -60)
  open(8208, WUHAN, item(6, 1, '98新', ['防尘袋', '盒子'], 9_000, 'Marmont 小号黑色。'), -36)
  open(8209, TIANJIN, item(9, 1, '99新', ['盒子', '保卡', '说明书'], 38_000, '超霸 月球表 2023年。'), -28)
  open(8210, XIAN, item(11, 1, '全新', ['盒子', '票据'], 27_000, 'Alhambra 手链 五花。'), -2)

  const o8211 = open(8211, SHANGHAI, item(3, 2, '98新', ['盒子', '保卡'], 190_000, '迪通拿 116500 白盘，2021年保卡。'), -100)
  accept(o8211, quoted(o8211, PEER, 185_000, -90, 3), at(-80))
  shipped(o8211, -30, -2, senderOf(SHANGHAI, '上海市黄浦区南京东路299号宏伊国际广场18楼'))
  const o8212 = open(8212, HK_GOODS, item(0, 0, '98新', ['盒子', '防尘袋'], 165_000, 'Birkin 30 Togo 金棕色。'), -300)
  accept(o8212, quoted(o8212, PEER, 160_000, -290, 3), at(-280))
  shipped(o8212, -270, -250, senderOf(HK_GOODS, '广东省深圳市罗湖区人民南路3002号国际贸易中心大厦22楼'))
  inspected(o8212, -240, 160_000, '98新')
  confirm(o8212, { bank: null }, at(-230))
  const o8213 = open(8213, CONSIGN_HOME, item(1, 0, '98新', ['盒子', '防尘袋'], 40_000, 'Classic Flap 中号 银扣。'), -60)
  quoted(o8213, PEER, 38_000, -50, 3)
  accept(o8213, quoted(o8213, RECYCLE_STATION, 39_500, -40, 3), at(-10))
  // 李老板 won it; the seller shipped it this morning: on its way (the buyer's 待收货).
  const o8214 = open(8214, BEIJING, item(6, 0, '98新', ['盒子', '防尘袋'], 15_000, 'Marmont 中号，内衬干净。'), -50)
  accept(o8214, quoted(o8214, PEER, 14_000, -40, 3), at(-30))
  shipped(o8214, -6, 16, senderOf(BEIJING, '北京市朝阳区建国路87号SKP写字楼15层'))

  const estimate = (id: number, seller: PartyId, plan: ItemPlan, createdH: number) => make(id, seller, plan, createdH, 'estimate')
  const o8251 = estimate(8251, BEIJING, item(0, 0, '95新', ['防尘袋'], null, 'Birkin 30 黑色 Togo，边角磨损，请按照片估价。'), -30)
  preQuote(o8251, SHANGHAI, { lowCents: yuan(120_000), highCents: yuan(140_000), note: '' }, at(-20))
  estimate(8252, CHENGDU, item(3, 2, '9新', ['盒子'], 150_000, '迪通拿 116500，无保卡。'), -8)
  estimate(8253, WUHAN, item(10, 1, '98新', ['盒子', '票据'], 8_000, 'B.zero1 戒指 三环。'), -4)
  const o8254 = estimate(8254, TIANJIN, item(8, 2, '99新', ['防尘袋'], 11_000, 'Cleo 亮面，几乎全新。'), -26)
  preQuote(o8254, PEER, { lowCents: yuan(8_000), highCents: yuan(10_000), note: '需看内衬' }, at(-12))

  state.nextId = 8300
}

registerRecycleSeeder(seedRecycle)
