/**
 * Browser journey of a bargain (捡漏) on the H5 build, two dealers in two browser contexts, piece
 * 7601 (one piece):
 * - 李老板 without 交易保证金 taps 立即抢: asked once with the amount and the hold, then the server
 *   refuses and the deposit dialog (充值/再想想) offers member/apply; he thinks again;
 * - with both deposits paid (as the cashier's notify would), the demo shop grabs it (asked once),
 *   is sent to the cashier, comes back to 已为你保留 with 取消抢购; 李老板 is told it is gone;
 * - the demo shop releases it (取消抢购, asked once): the piece is on sale again and its pay order
 *   closed; 李老板 grabs it, pays through the cashier and the piece says 已抢到.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN, PEER_TOKEN } from '@mocks/db'
import { findJianlou, holdOf } from '@mocks/db/jianlou'
import { findPayOrder } from '@mocks/db/pay-orders'
import { DEMO_SHOP_ACCOUNT, PEER_ACCOUNT } from '@mocks/db/seed-account'
import { payTradingDeposit } from '../support/trading-deposit'
import { doneButton, payThroughCashier } from './auction'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { confirmModal, footerButton, shown } from './ui'

const PIECE = 7601
const PIECE_URL = `${BASE_URL}/pages/live/jianlou/detail/index?id=${PIECE}`

/** Taro's H5 modal on screen with this title. */
function modalTitled(page: Page, title: string) {
  return page.locator('.taro-modal__title:visible', { hasText: title }).first()
}

/** 立即抢, then the one confirmation (its title names the amount). */
async function grabAndConfirm(page: Page): Promise<void> {
  await footerButton(page, /立即抢/).click()
  await shown(page, /^以 ¥[\d,.]+ 抢购？$/).waitFor({ timeout: 5000 })
  await confirmModal(page)
}

export async function runJianlouJourney(app: BrowserApp, check: Check) {
  const peerContext = await app.newContext({ token: PEER_TOKEN })
  const demoContext = await app.newContext({ token: DEMO_TOKEN })
  const peer = await app.openPage(peerContext)
  const demo = await app.openPage(demoContext)
  const peerPage = peer.page
  const demoPage = demo.page

  const refused = await step(
    check,
    'jianlou: without 交易保证金 the grab is asked, refused by the server, and the deposit dialog offers member/apply',
    async () => {
      await peerPage.goto(PIECE_URL)
      await footerButton(peerPage, /立即抢/).waitFor({ timeout: 15000 })
      await app.screenshot(peerPage, 'jianlou-detail')
      await grabAndConfirm(peerPage)
      await modalTitled(peerPage, '需要缴纳交易保证金').waitFor({ timeout: 10000 })
      await shown(peerPage, /抢购需先缴纳交易保证金¥2,000/).waitFor({ timeout: 5000 })
      await shown(peerPage, '充值').waitFor({ timeout: 5000 })
      await app.screenshot(peerPage, 'jianlou-no-deposit')
      await peerPage.locator('.taro-model__cancel:visible').click()
      await footerButton(peerPage, /立即抢/).waitFor({ timeout: 5000 })
      if (findJianlou(PIECE)!.holds.length) throw new Error('the server held a piece without the deposit')
    },
    peerPage,
    app,
  )

  payTradingDeposit(DEMO_SHOP_ACCOUNT)
  payTradingDeposit(PEER_ACCOUNT)
  let payOrderNo = ''

  const held =
    refused &&
    (await step(
      check,
      'jianlou: the demo shop grabs it (asked once), goes to the cashier and comes back to the hold with 取消抢购',
      async () => {
        await demoPage.goto(PIECE_URL)
        await grabAndConfirm(demoPage)
        await demoPage.waitForURL('**/pages/order/pay/index?payOrderNo=**', { timeout: 10000 })
        await shown(demoPage, '捡漏货款').waitFor({ timeout: 10000 })
        const hold = holdOf(findJianlou(PIECE)!, DEMO_SHOP_ACCOUNT)
        if (!hold) throw new Error('the server holds no grab')
        payOrderNo = hold.order.payOrderNo
        await demoPage.goBack()
        await shown(demoPage, /^已为你保留，请在 1[45]:\d\d 内付款$/).waitFor({ timeout: 10000 })
        await footerButton(demoPage, '取消抢购').waitFor({ timeout: 5000 })
        await app.screenshot(demoPage, 'jianlou-held')
      },
      demoPage,
      app,
    ))

  const gone =
    held &&
    (await step(
      check,
      'jianlou: the other dealer’s 立即抢 is told it is gone (手慢了) and sees 已抢光',
      async () => {
        await peerPage.reload()
        await footerButton(peerPage, /立即抢|已抢光/).waitFor({ timeout: 15000 })
        if (await footerButton(peerPage, /立即抢/).count()) {
          await grabAndConfirm(peerPage)
          await shown(peerPage, '手慢了，已被其他同行抢走').waitFor({ timeout: 10000 })
        }
        await shown(peerPage, '已抢光').waitFor({ timeout: 10000 })
        await app.screenshot(peerPage, 'jianlou-gone')
      },
      peerPage,
      app,
    ))

  const released =
    gone &&
    (await step(
      check,
      'jianlou: 取消抢购 (asked once) releases the hold: the piece is on sale again and the pay order closed',
      async () => {
        await footerButton(demoPage, '取消抢购').click()
        await modalTitled(demoPage, '取消抢购？').waitFor({ timeout: 5000 })
        await confirmModal(demoPage)
        await footerButton(demoPage, /立即抢/).waitFor({ timeout: 10000 })
        if (holdOf(findJianlou(PIECE)!, DEMO_SHOP_ACCOUNT)) throw new Error('the server still holds the piece')
        if (findPayOrder(payOrderNo)?.status !== 'closed') throw new Error('the hold’s pay order is still open')
        await app.screenshot(demoPage, 'jianlou-released')
      },
      demoPage,
      app,
    ))

  if (released) {
    await step(
      check,
      'jianlou: released, the other dealer grabs it, pays through the cashier and sees 已抢到',
      async () => {
        await peerPage.reload()
        await grabAndConfirm(peerPage)
        await peerPage.waitForURL('**/pages/order/pay/index?payOrderNo=**', { timeout: 10000 })
        await payThroughCashier(peerPage)
        await doneButton(peerPage).click()
        await peerPage.waitForURL(`**/pages/live/jianlou/detail/index?id=${PIECE}`, { timeout: 10000 })
        await shown(peerPage, /已抢到/).waitFor({ timeout: 10000 })
        await app.screenshot(peerPage, 'jianlou-paid')
      },
      peerPage,
      app,
    )
  }

  check(
    'jianlou: no page or console error',
    [...peer.problems.errors, ...demo.problems.errors].length === 0,
    [...peer.problems.errors, ...demo.problems.errors].slice(0, 3).join(' | '),
  )
  await peerContext.close()
  await demoContext.close()
}

if (require.main === module) runStandalone(runJianlouJourney)
