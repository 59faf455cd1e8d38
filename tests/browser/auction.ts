/**
 * Browser journeys of auctions on the H5 build, two dealers in two browser contexts:
 * - live room 7511: 李老板 (PEER) enters the room, which shows on entry the session deposit it
 *   needs (未缴纳, 去缴纳; the bar offers 去缴纳保证金, not 出价); he pays it from the room straight in
 *   the cashier (its pay step, the mock's hosted pay page) and 完成 brings him back to the room with
 *   the bid bar ready; he bids there in time and leads; on the lot's page the demo shop outbids him
 *   and his page shows 出局 within 3 s; he bids again in the last seconds, which extends the lot;
 *   he wins at the close and pays the win's bill through the cashier;
 * - screenshots of the auction area, a 200-lot session and a timed lot.
 * The bargain (捡漏) journey is in jianlou.ts.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN, getDb, PEER_TOKEN } from '@mocks/db'
import { auctionTiming, depositPayOrder, endLotIn, findLot, lotsOf, settleAuctions } from '@mocks/db/auction'
import { findPayOrder } from '@mocks/db/pay-orders'
import { DEMO_SHOP_ACCOUNT, PEER_ACCOUNT, PEER_USER_ID } from '@mocks/db/seed-account'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { footerButton, shown } from './ui'

const ROOM = 7511

/** cash/result's 完成: on to where the order was made. */
export function doneButton(page: Page) {
  return page.locator('.nut-button:visible', { hasText: '完成' })
}

/** From order/pay to cash/result on the mock's hosted page (the provider's page of a mobile browser). */
export async function payThroughCashier(page: Page): Promise<void> {
  // Taps within 300 ms of the last navigation count as the same gesture (spec: navigation debounce).
  await page.waitForTimeout(350)
  await footerButton(page, '去支付').click()
  await page.waitForURL('**/pages/order/cash/index?**', { timeout: 10000 })
  await footerButton(page, '确认支付').click()
  await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/pages/order/cash/result/index?**', { timeout: 15000 })
  await shown(page, '支付成功').waitFor({ timeout: 15000 })
}

/** From the cashier's pay step (cash) to cash/result on the mock's hosted page: a deposit paid from a room or lot. */
async function payFromCashStep(page: Page): Promise<void> {
  await page.waitForURL('**/pages/order/cash/index?payOrderNo=**', { timeout: 10000 })
  await page.waitForTimeout(350)
  await footerButton(page, '确认支付').click()
  await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL('**/pages/order/cash/result/index?**', { timeout: 15000 })
  await shown(page, '支付成功').waitFor({ timeout: 15000 })
}

/** A pay order paid as the provider's notify would (for the dealer whose deposit is not the journey). */
function markOrderPaid(payOrderNo: string): void {
  const order = findPayOrder(payOrderNo)!
  order.status = 'paid'
  order.paidAt = new Date().toISOString()
}

export async function runAuctionJourneys(app: BrowserApp, check: Check) {
  // The crowd stays out of the two dealers' lot (its bids are the unit tests' business).
  const crowd = auctionTiming.botBidsAtMs
  auctionTiming.botBidsAtMs = []
  const session = settleAuctions().sessions.find((candidate) => candidate.roomId === ROOM)!
  const lot = lotsOf(session).find((candidate) => candidate.status === 'live')!
  // Time for the deposit's payment before the close; the close is brought near later.
  endLotIn(lot.id, 6 * 60_000)
  const demoDeposit = depositPayOrder(DEMO_SHOP_ACCOUNT, session)
  markOrderPaid(demoDeposit)
  const lotUrl = `${BASE_URL}/pages/live/auction/detail/index?id=${lot.id}&roomId=${ROOM}`

  const peerContext = await app.newContext({ token: PEER_TOKEN })
  const demoContext = await app.newContext({ token: DEMO_TOKEN })
  const peer = await app.openPage(peerContext)
  const demo = await app.openPage(demoContext)
  const peerPage = peer.page
  const demoPage = demo.page

  const inRoom = await step(
    check,
    'live: the room shows on entry the deposit it needs (未缴纳, 去缴纳) before any bid, the lot under the hammer and the bids',
    async () => {
      await peerPage.goto(`${BASE_URL}/pages/live/room/index?id=${ROOM}`)
      await footerButton(peerPage, '去缴纳保证金').waitFor({ timeout: 15000 })
      await shown(peerPage, /场次保证金 ¥[\d,]+ · 未缴纳/).waitFor({ timeout: 5000 })
      await peerPage.locator('.live-room-deposit .nut-button:visible', { hasText: '去缴纳' }).waitFor({ timeout: 5000 })
      for (const text of ['正在拍卖', '实时出价', '待拍拍品', `第${lot.lotNo}号`]) await shown(peerPage, text).waitFor({ timeout: 5000 })
      await app.screenshot(peerPage, 'live-room-deposit-due')
    },
    peerPage,
    app,
  )

  const depositPaid =
    inRoom &&
    (await step(
      check,
      'live: 去缴纳 pays the deposit from the room straight in the cashier; 完成 comes back to the room with the bid bar ready',
      async () => {
        await peerPage.waitForTimeout(350)
        await peerPage.locator('.live-room-deposit .nut-button:visible', { hasText: '去缴纳' }).click()
        await shown(peerPage, '拍卖保证金').waitFor({ timeout: 10000 })
        await app.screenshot(peerPage, 'live-deposit-cash')
        await payFromCashStep(peerPage)
        await doneButton(peerPage).click()
        await peerPage.waitForURL(`**/pages/live/room/index?id=${ROOM}`, { timeout: 10000 })
        await footerButton(peerPage, /出价 ¥/).waitFor({ timeout: 15000 })
        await shown(peerPage, /场次保证金 ¥[\d,]+ · 已冻结/).waitFor({ timeout: 10000 })
        await shown(peerPage, /出价额度 ¥[\d,]+/).waitFor({ timeout: 5000 })
        await app.screenshot(peerPage, 'live-room-deposit-paid')
      },
      peerPage,
      app,
    ))

  const peerLeads =
    depositPaid &&
    (await step(
      check,
      'live: back in the room 李老板 bids the next step in time and leads (领先)',
      async () => {
        await footerButton(peerPage, /出价 ¥/).click()
        await footerButton(peerPage, '领先中').waitFor({ timeout: 10000 })
        const record = findLot(lot.id)!
        const last = record.bids.at(-1)
        if (last?.accountId !== PEER_ACCOUNT) throw new Error('the server holds another leader')
        if (last.at >= record.endAt) throw new Error('the bid came after the lot closed')
        await app.screenshot(peerPage, 'live-room-leading')
        // The rest of the duel on the lot's own page.
        await peerPage.goto(lotUrl)
        await footerButton(peerPage, '领先中').waitFor({ timeout: 15000 })
      },
      peerPage,
      app,
    ))

  const outbid =
    peerLeads &&
    (await step(
      check,
      'live: the demo shop outbids him; his open page shows 出局 within 3 s',
      async () => {
        await demoPage.goto(lotUrl)
        await footerButton(demoPage, /出价 ¥/).waitFor({ timeout: 15000 })
        await footerButton(demoPage, /出价 ¥/).click()
        await footerButton(demoPage, '领先中').waitFor({ timeout: 10000 })
        const at = Date.now()
        await shown(peerPage, '您已出局，可继续出价').waitFor({ timeout: 3000 })
        check('live: outbid shown within 3 s of the other bid', Date.now() - at <= 3000, `${Date.now() - at} ms`)
        await app.screenshot(peerPage, 'live-lot-outbid')
      },
      peerPage,
      app,
    ))

  const extended =
    outbid &&
    (await step(
      check,
      'live: his bid in the last seconds extends the lot, and both pages show it',
      async () => {
        endLotIn(lot.id, 12_000)
        const before = findLot(lot.id)!.endAt
        await footerButton(peerPage, /出价 ¥/).click()
        await footerButton(peerPage, '领先中').waitFor({ timeout: 10000 })
        const after = findLot(lot.id)!
        if (after.extendCount !== 1 || after.endAt <= before) throw new Error(`not extended: ${after.extendCount}, end ${after.endAt - before} ms later`)
        await shown(peerPage, /已延时\s*1\s*次/).waitFor({ timeout: 5000 })
        await shown(demoPage, /已延时\s*1\s*次/).waitFor({ timeout: 5000 })
        await app.screenshot(peerPage, 'live-lot-extended')
      },
      peerPage,
      app,
    ))

  const won =
    extended &&
    (await step(
      check,
      'live: at the close he has won (the server says so) and the other has not',
      async () => {
        const waitMs = findLot(lot.id)!.endAt - Date.now() + 8000
        await footerButton(peerPage, /去付款/).waitFor({ timeout: Math.max(10000, waitMs) })
        await shown(peerPage, '恭喜拍中').waitFor({ timeout: 5000 })
        if (findLot(lot.id)!.winnerAccountId !== PEER_ACCOUNT) throw new Error('the server has another winner')
        await shown(demoPage, '未拍中').waitFor({ timeout: 10000 })
        await app.screenshot(peerPage, 'live-lot-won')
        await app.screenshot(demoPage, 'live-lot-lost')
      },
      peerPage,
      app,
    ))

  if (won) {
    await step(
      check,
      'live: he pays the win (his address, fees, deposit offset) through the cashier and the lot says 已支付',
      async () => {
        // 李老板's address book is empty in the seed: one address, his default (win-pay.ts has the empty case).
        getDb().addresses[PEER_USER_ID] = [
          { id: 32001, name: '李老板', phone: '13900139000', province: '浙江省', city: '杭州市', district: '上城区', detail: '解放路18号', isDefault: true },
        ]
        await footerButton(peerPage, /去付款/).click()
        await peerPage.waitForURL(`**/pages/order/pay/index?lotId=${lot.id}`, { timeout: 10000 })
        await shown(peerPage, '保证金抵扣').waitFor({ timeout: 10000 })
        await payThroughCashier(peerPage)
        const payOrderNo = findLot(lot.id)!.winPayOrderNo!
        if (findPayOrder(payOrderNo)?.status !== 'paid') throw new Error('the server holds the win unpaid')
        await doneButton(peerPage).click()
        await peerPage.waitForURL(`**/pages/live/auction/detail/index?id=${lot.id}**`, { timeout: 10000 })
        await shown(peerPage, /已支付/).waitFor({ timeout: 10000 })
        await app.screenshot(peerPage, 'live-lot-paid')
      },
      peerPage,
      app,
    )
  }
  auctionTiming.botBidsAtMs = crowd

  // The timed auction's screens, for the eye.
  await step(
    check,
    'auction: the area, a 200-lot session and a timed lot show their data',
    async () => {
      await demoPage.goto(`${BASE_URL}/pages/product/auction/home-list/index`)
      await shown(demoPage, '名表夜场').waitFor({ timeout: 15000 })
      await app.screenshot(demoPage, 'auction-home-list')
      await demoPage.goto(`${BASE_URL}/pages/product/auction/list/index?sessionId=7002`)
      await demoPage.locator('.auction-lot:visible').first().waitFor({ timeout: 15000 })
      await app.screenshot(demoPage, 'auction-lot-list')
      await demoPage.goto(`${BASE_URL}/pages/product/auction/detail/index?id=7001002`)
      await shown(demoPage, /出价记录/).waitFor({ timeout: 15000 })
      await app.screenshot(demoPage, 'auction-lot-detail')
      await demoPage.goto(`${BASE_URL}/pages/live/list/index`)
      await shown(demoPage, '臻品名包汇 · 爱马仕直播夜拍').waitFor({ timeout: 15000 })
      await app.screenshot(demoPage, 'live-list')
      await demoPage.goto(`${BASE_URL}/pages/live/jianlou/list/index`)
      await shown(demoPage, '捡漏价').waitFor({ timeout: 15000 })
      await app.screenshot(demoPage, 'jianlou-list')
    },
    demoPage,
    app,
  )

  check(
    'auction: no page or console error',
    [...peer.problems.errors, ...demo.problems.errors].length === 0,
    [...peer.problems.errors, ...demo.problems.errors].slice(0, 3).join(' | '),
  )
  await peerContext.close()
  await demoContext.close()
}

if (require.main === module) runStandalone(runAuctionJourneys)
