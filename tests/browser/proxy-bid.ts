/**
 * Browser journey of 代理出价 (proxy bidding) on a timed lot, two dealers in two browser contexts:
 * - the demo shop sets a ceiling on the lot's page (设置代理出价 → the sheet → 确认代理出价); the
 *   server bids the next step for it at once and the card says 代理出价上限 ¥… · 进行中;
 * - 李老板 (PEER) bids by hand: the ceiling answers in the same moment, so his page shows him 出局
 *   and the history's top row 代理 (the auto bid);
 * - he bids above the ceiling from the 加价 sheet and leads; the demo shop's open page shows
 *   已被超越，代理出价已用尽 within a few seconds (the page polls every 2 s).
 * Screenshots: proxy-set, proxy-peer-outbid, proxy-exhausted (375x812).
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN, PEER_TOKEN } from '@mocks/db'
import { auctionTiming, depositPayOrder, endLotIn, findLot, findSession, settleAuctions } from '@mocks/db/auction'
import { findPayOrder } from '@mocks/db/pay-orders'
import { DEMO_SHOP_ACCOUNT, PEER_ACCOUNT } from '@mocks/db/seed-account'
import { nextBid } from '../../src/features/auction/ladder'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { footerButton, shown } from './ui'

const SESSION = 7001

const stepsUp = (from: number, steps: number) => Array.from({ length: steps }).reduce<number>((amount) => nextBid(amount, 0), from)
const yuanText = (cents: number) => String(cents / 100)

/** The session deposit paid as the provider's notify would (the deposit is auction.ts's journey). */
function depositPaid(accountId: number): void {
  const order = findPayOrder(depositPayOrder(accountId, findSession(SESSION)!))!
  order.status = 'paid'
  order.paidAt = new Date().toISOString()
}

/** A button of the lot's 代理出价 card. */
function proxyButton(page: Page, text: string | RegExp) {
  return page.locator('.auction-proxy .nut-button:visible', { hasText: text })
}

/** Type into the open sheet's amount field and confirm with its footer button. */
async function confirmInSheet(page: Page, amountCents: number, confirm: RegExp): Promise<void> {
  await page.locator('input[placeholder^="不低于"]:visible').first().fill(yuanText(amountCents))
  await page.locator('.nut-button:visible', { hasText: confirm }).click()
}

export async function runProxyBidJourney(app: BrowserApp, check: Check) {
  // The crowd stays out of the two dealers' lot.
  const crowd = auctionTiming.botBidsAtMs
  auctionTiming.botBidsAtMs = []
  const session = settleAuctions().sessions.find((candidate) => candidate.id === SESSION)!
  const lot = session.lotIds
    .map((id) => findLot(id)!)
    .find((candidate) => candidate.status === 'live' && candidate.bids.every((bid) => bid.accountId >= 90_000) && candidate.proxies === undefined)!
  // Far from the extension window: the journey is about the ceiling, not the close.
  endLotIn(lot.id, 30 * 60_000)
  depositPaid(DEMO_SHOP_ACCOUNT)
  depositPaid(PEER_ACCOUNT)
  const start = lot.bids.at(-1)?.amountCents ?? lot.startPriceCents
  const ceiling = stepsUp(start, 6)
  const lotUrl = `${BASE_URL}/pages/product/auction/detail/index?id=${lot.id}`

  const demoContext = await app.newContext({ token: DEMO_TOKEN })
  const peerContext = await app.newContext({ token: PEER_TOKEN })
  const demo = await app.openPage(demoContext)
  const peer = await app.openPage(peerContext)
  const demoPage = demo.page
  const peerPage = peer.page

  const set = await step(
    check,
    'proxy: the demo shop sets a ceiling; the server bids the next step for it and the card says 进行中',
    async () => {
      await demoPage.goto(lotUrl)
      await proxyButton(demoPage, '设置代理出价').waitFor({ timeout: 15000 })
      await proxyButton(demoPage, '设置代理出价').click()
      await confirmInSheet(demoPage, ceiling, /确认代理出价 上限/)
      await shown(demoPage, /代理出价上限 ¥[\d,]+ · 进行中/).waitFor({ timeout: 10000 })
      const top = findLot(lot.id)!.bids.at(-1)!
      if (top.accountId !== DEMO_SHOP_ACCOUNT || !top.auto) throw new Error('the ceiling did not bid')
      await app.screenshot(demoPage, 'proxy-set')
    },
    demoPage,
    app,
  )

  const answered =
    set &&
    (await step(
      check,
      'proxy: 李老板 bids by hand; the ceiling answers at once, his page shows 出局 and the 代理 bid on top',
      async () => {
        await peerPage.goto(lotUrl)
        await footerButton(peerPage, /出价 ¥/).waitFor({ timeout: 15000 })
        await footerButton(peerPage, /出价 ¥/).click()
        await shown(peerPage, '您已出局，可继续出价').waitFor({ timeout: 10000 })
        await peerPage.locator('.auction-bids__row:visible').first().locator('.status-badge', { hasText: '代理' }).waitFor({ timeout: 5000 })
        const top = findLot(lot.id)!.bids.at(-1)!
        check('proxy: the server answered the hand bid with the next step', top.accountId === DEMO_SHOP_ACCOUNT && Boolean(top.auto), JSON.stringify(top))
        await app.screenshot(peerPage, 'proxy-peer-outbid')
      },
      peerPage,
      app,
    ))

  if (answered) {
    await step(
      check,
      'proxy: he bids above the ceiling and leads; the demo shop sees 已被超越，代理出价已用尽',
      async () => {
        const above = nextBid(ceiling, 0)
        await peerPage.waitForTimeout(350)
        await footerButton(peerPage, '加价').click()
        await confirmInSheet(peerPage, above, /确认出价 ¥/)
        await footerButton(peerPage, '领先中').waitFor({ timeout: 10000 })
        if (findLot(lot.id)!.bids.at(-1)!.accountId !== PEER_ACCOUNT) throw new Error('the server holds another leader')
        await shown(demoPage, '已被超越，代理出价已用尽').waitFor({ timeout: 6000 })
        await proxyButton(demoPage, '重新设置').waitFor({ timeout: 5000 })
        await app.screenshot(demoPage, 'proxy-exhausted')
      },
      demoPage,
      app,
    )
  }
  auctionTiming.botBidsAtMs = crowd

  check(
    'proxy: no page or console error',
    [...peer.problems.errors, ...demo.problems.errors].length === 0,
    [...peer.problems.errors, ...demo.problems.errors].slice(0, 3).join(' | '),
  )
  await demoContext.close()
  await peerContext.close()
}

if (require.main === module) runStandalone(runProxyBidJourney)
