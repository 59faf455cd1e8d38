/**
 * Browser journeys of recycling on the H5 build, two dealers in two browser contexts: the demo
 * shop sells, 李老板 (PEER) buys.
 * - A whole deal: the seller offers a new item for bidding; the buyer finds it in 待报价 and
 *   quotes; the seller sees the quote arrive, accepts it and ships the item (sender from the
 *   address book in check mode); the parcel is signed for; the buyer inspects it at a lower price
 *   with an accessory missing; the seller sees the revised price, accepts it, confirms the deal
 *   to the balance and sees the payout.
 * - The buyer gives up a quote (8201) and finds it under 已放弃.
 * - The seller disputes the inspection of 8107 with a reason and a photo; the platform's answer
 *   shows.
 * The parcel's delivery and the recheck's answer come by time in the mock; the journey brings
 * them due instead of waiting (mocks/db/recycle.ts: bringDue).
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN, PEER_TOKEN } from '@mocks/db'
import { bringDue, findOrder } from '@mocks/db/recycle'
import { feeCents, payoutCents } from '../../src/features/recycle/machine'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { addPhotos, confirmModal, footerButton, photoField, pickChip, shown, typeInto } from './ui'

/** The spec's navigation debounce (src/core/navigation; not imported: it loads Taro). */
const AFTER_NAVIGATION_MS = 350
const QUOTE_YUAN = 8800
const INSPECTED_YUAN = 8200

const yuanText = (yuan: number) => `¥${yuan.toLocaleString('en-US')}`

/** A chip of a choice field (成色, 品类, 快递公司…) by its text. */

async function openDetail(page: Page, path: string, id: number, waitText: string | RegExp) {
  await page.goto(`${BASE_URL}/${path}?id=${id}`)
  await shown(page, waitText).waitFor({ timeout: 15000 })
}

export async function runRecycleJourneys(app: BrowserApp, check: Check) {
  const sellerContext = await app.newContext({ token: DEMO_TOKEN })
  const buyerContext = await app.newContext({ token: PEER_TOKEN })
  const seller = await app.openPage(sellerContext)
  const buyer = await app.openPage(buyerContext)
  const sellerPage = seller.page
  const buyerPage = buyer.page
  const title = `路易威登 Neverfull 中号 ${Date.now() % 100000}`
  let orderId = 0

  const offered = await step(
    check,
    'recycle: the seller offers a new item for bidding (bad input said, then fixed)',
    async () => {
      await sellerPage.goto(`${BASE_URL}/pages/recycle/seller/home/index`)
      await shown(sellerPage, '发布回收').waitFor({ timeout: 15000 })
      await app.screenshot(sellerPage, 'recycle-seller-home')
      await shown(sellerPage, '新商品').click()
      await footerButton(sellerPage, '发布竞价').click()
      const titleError = sellerPage.locator('.form-field__error:visible', { hasText: '请填写商品名称' })
      await titleError.waitFor({ timeout: 5000 })
      await typeInto(sellerPage, '如：爱马仕 Birkin 30 金扣', title)
      // The brand from the platform's list: the 品牌 row opens it, searched, one row tapped.
      await shown(sellerPage, '从品牌列表选择').click()
      await typeInto(sellerPage, '搜索品牌，中英文均可', '路易威登')
      await sellerPage.locator('.brand-index__row:visible', { hasText: '路易威登' }).first().click()
      await pickChip(sellerPage, '箱包')
      await pickChip(sellerPage, '95新')
      await pickChip(sellerPage, '盒子')
      await pickChip(sellerPage, '防尘袋')
      await addPhotos(sellerPage, 'neverfull', 3, photoField(sellerPage, '图片'))
      await typeInto(sellerPage, '选填，单位：元', '9000')
      if (await titleError.count()) throw new Error('the title message stays once fixed')
      await sellerPage.waitForTimeout(AFTER_NAVIGATION_MS)
      await footerButton(sellerPage, '发布竞价').click()
      await sellerPage.waitForURL('**/pages/recycle/seller/bidding/detail/index?id=*', { timeout: 10000 })
      orderId = Number(new URL(sellerPage.url()).searchParams.get('id'))
      await shown(sellerPage, '竞价中').waitFor({ timeout: 10000 })
      await app.screenshot(sellerPage, 'recycle-bidding-detail-new')
    },
    sellerPage,
    app,
  )

  const quoted =
    offered &&
    (await step(
      check,
      'recycle: the buyer finds it in 待报价 and quotes; it moves to 已报价',
      async () => {
        await buyerPage.goto(`${BASE_URL}/pages/recycle/buyer/quote/list/offering/index`)
        const row = buyerPage.locator('.list-card:visible', { hasText: title }).first()
        await row.waitFor({ timeout: 15000 })
        await app.screenshot(buyerPage, 'recycle-buyer-offering')
        await row.click()
        await buyerPage.waitForURL(`**/pages/recycle/buyer/quote/detail/index?id=${orderId}`, { timeout: 10000 })
        await typeInto(buyerPage, '输入回收价', String(QUOTE_YUAN))
        await pickChip(buyerPage, '2天')
        await footerOrFormButton(buyerPage, /^报价$/).click()
        // Asked once with the amount and what it binds.
        await shown(buyerPage, `报价 ${yuanText(QUOTE_YUAN)}？`).waitFor({ timeout: 5000 })
        await confirmModal(buyerPage)
        await shown(buyerPage, '报价中').waitFor({ timeout: 10000 })
        await app.screenshot(buyerPage, 'recycle-buyer-quoted')
      },
      buyerPage,
      app,
    ))

  const accepted =
    quoted &&
    (await step(
      check,
      'recycle: the seller sees the quote arrive without reloading, accepts it: 待发货',
      async () => {
        // The bidding detail asks again every 10 s while bidding.
        const quote = sellerPage.locator('[aria-label="买家报价"] >> text=李记名表').first()
        await quote.waitFor({ timeout: 20000 })
        await shown(sellerPage, yuanText(QUOTE_YUAN)).waitFor({ timeout: 5000 })
        await app.screenshot(sellerPage, 'recycle-bidding-quote-arrived')
        await sellerPage.locator('.nut-button:visible', { hasText: '接受报价' }).first().click()
        await confirmModal(sellerPage)
        await shown(sellerPage, '待发货').waitFor({ timeout: 10000 })
      },
      sellerPage,
      app,
    ))

  const shipped =
    accepted &&
    (await step(
      check,
      'recycle: the seller ships it, the sender picked from the address book; the parcel is followed',
      async () => {
        await sellerPage.waitForTimeout(AFTER_NAVIGATION_MS)
        await footerButton(sellerPage, '去寄出').click()
        await sellerPage.waitForURL('**/pages/recycle/seller/bidding/express-progress/index?id=*', { timeout: 10000 })
        await shown(sellerPage, /李记名表回收仓/).waitFor({ timeout: 10000 })
        await sellerPage.waitForTimeout(AFTER_NAVIGATION_MS)
        await sellerPage.locator('[aria-label="选择寄件人"]:visible').click()
        await sellerPage.waitForURL('**/pages/account/address/list/index?**', { timeout: 10000 })
        await sellerPage.waitForTimeout(AFTER_NAVIGATION_MS)
        await shown(sellerPage, '华强北路1002号赛格广场3楼312').click()
        await sellerPage.waitForURL('**/pages/recycle/seller/bidding/express-progress/index?id=*', { timeout: 10000 })
        await shown(sellerPage, '王经理 13800138000').waitFor({ timeout: 5000 })
        await app.screenshot(sellerPage, 'recycle-ship-express-form')
        await pickChip(sellerPage, '我已自行寄出')
        await pickChip(sellerPage, '顺丰速运')
        await typeInto(sellerPage, '按快递面单填写', 'SF1234567890')
        await sellerPage.locator('.nut-button:visible', { hasText: '提交寄件信息' }).click()
        await shown(sellerPage, '顺丰速运 SF1234567890').waitFor({ timeout: 10000 })
        await shown(sellerPage, '已揽收').first().waitFor({ timeout: 10000 })
        await app.screenshot(sellerPage, 'recycle-express-progress')
        // The parcel is signed for (brought due: the parcel's course moves): the order is 待验货 at
        // once; the card follows the carrier's course at its next pull (every 30 minutes).
        bringDue(orderId)
        await sellerPage.reload()
        await shown(sellerPage, '待验货').first().waitFor({ timeout: 15000 })
        if (findOrder(orderId)?.status !== 'inspecting') throw new Error(`the order is ${findOrder(orderId)?.status} after delivery`)
      },
      sellerPage,
      app,
    ))

  const inspected =
    shipped &&
    (await step(
      check,
      'recycle: the buyer inspects it: a lower price, 防尘袋 missing',
      async () => {
        await openDetail(buyerPage, 'pages/recycle/buyer/quote/detail/index', orderId, '提交验货结果')
        await typeInto(buyerPage, '验货后的成交价', String(INSPECTED_YUAN))
        await pickChip(buyerPage, '9新')
        await buyerPage.locator('[aria-label="缺少配件"] .chip:visible', { hasText: '防尘袋' }).click()
        await typeInto(buyerPage, '成色、瑕疵、配件情况，卖家会看到', '五金有划痕，缺少防尘袋')
        // Below the accepted quote: nothing goes without a reason and a photo.
        await buyerPage.locator('.nut-button:visible', { hasText: '提交验货结果' }).click()
        await shown(buyerPage, '验货价低于中标价，请选择压价原因').waitFor({ timeout: 5000 })
        await pickChip(buyerPage, '成色低于描述')
        await addPhotos(buyerPage, 'inspect', 1, photoField(buyerPage, '验货图片'))
        await buyerPage.locator('.nut-button:visible', { hasText: '提交验货结果' }).click()
        await confirmModal(buyerPage)
        await shown(buyerPage, '验货结果已提交，等待卖家确认').waitFor({ timeout: 10000 })
        await app.screenshot(buyerPage, 'recycle-buyer-inspected')
      },
      buyerPage,
      app,
    ))

  const settled =
    inspected &&
    (await step(
      check,
      'recycle: the seller sees the revised price, accepts it, confirms to the balance and sees the payout',
      async () => {
        await openDetail(sellerPage, 'pages/recycle/seller/bidding/detail/index', orderId, '待确认验货价')
        await shown(sellerPage, yuanText(INSPECTED_YUAN)).waitFor({ timeout: 5000 })
        await shown(sellerPage, '防尘袋').waitFor({ timeout: 5000 })
        await app.screenshot(sellerPage, 'recycle-seller-inspected')
        await footerButton(sellerPage, '接受验货价').click()
        await sellerPage.waitForURL('**/pages/recycle/seller/order/confirm/index?id=*', { timeout: 10000 })
        const payout = yuanText(payoutCents(INSPECTED_YUAN * 100) / 100)
        await shown(sellerPage, payout).waitFor({ timeout: 10000 })
        await shown(sellerPage, `-${yuanText(feeCents(INSPECTED_YUAN * 100) / 100)}`).waitFor({ timeout: 5000 })
        await shown(sellerPage, '（服务费 2%，最低 ¥20）').waitFor({ timeout: 5000 })
        await shown(sellerPage, '登记 95新 → 验货 9新').waitFor({ timeout: 5000 })
        await shown(sellerPage, '登记 盒子、防尘袋 → 验货 盒子，缺防尘袋').waitFor({ timeout: 5000 })
        await app.screenshot(sellerPage, 'recycle-confirm')
        await footerButton(sellerPage, '确认成交').click()
        await confirmModal(sellerPage)
        await shown(sellerPage, '成交完成').waitFor({ timeout: 10000 })
        await shown(sellerPage, /账户余额/).waitFor({ timeout: 5000 })
        await app.screenshot(sellerPage, 'recycle-settled')
        await sellerPage.waitForTimeout(AFTER_NAVIGATION_MS)
        await sellerPage.locator('.nut-button:visible', { hasText: '查看订单' }).click()
        await sellerPage.waitForURL('**/pages/recycle/seller/order/detail/index?id=*', { timeout: 10000 })
        await shown(sellerPage, '到账金额').waitFor({ timeout: 10000 })
        await shown(sellerPage, payout).waitFor({ timeout: 5000 })
        if (findOrder(orderId)?.status !== 'settled') throw new Error(`the order is ${findOrder(orderId)?.status}`)
        await app.screenshot(sellerPage, 'recycle-order-detail-settled')
      },
      sellerPage,
      app,
    ))
  check('recycle: the whole deal went through', Boolean(settled))

  await step(
    check,
    'recycle: the buyer gives up 8201 (his quote withdrawn); it is under 已放弃',
    async () => {
      await openDetail(buyerPage, 'pages/recycle/buyer/quote/detail/index', 8201, '我的报价')
      await buyerPage.locator('.nut-button:visible', { hasText: /^放弃/ }).first().click()
      // A reason first (an action sheet), then the confirmation.
      await shown(buyerPage, '价格不合适').or(buyerPage.locator('.taro-actionsheet__cell:visible').first()).first().click()
      await confirmModal(buyerPage)
      await shown(buyerPage, '你已放弃这一单').waitFor({ timeout: 10000 })
      await buyerPage.goto(`${BASE_URL}/pages/recycle/buyer/quote/list/giveup/index`)
      await buyerPage
        .locator('.list-card:visible', { hasText: findOrder(8201)!.item.title })
        .first()
        .waitFor({ timeout: 15000 })
      await app.screenshot(buyerPage, 'recycle-buyer-giveup')
    },
    buyerPage,
    app,
  )

  await step(
    check,
    'recycle: the seller disputes the inspection of 8107 with a reason and a photo; the answer shows',
    async () => {
      await openDetail(sellerPage, 'pages/recycle/seller/bidding/recheck-inquiry/index', 8107, '提交复检')
      await pickChip(sellerPage, '配件齐全未被认可')
      await typeInto(sellerPage, '选填，说明与验货结论不符之处', '防尘袋随包寄出，见照片')
      await addPhotos(sellerPage, 'dustbag', 1, photoField(sellerPage, '凭证图片'))
      await footerButton(sellerPage, '提交复检').click()
      await confirmModal(sellerPage)
      await shown(sellerPage, /48小时内/).waitFor({ timeout: 10000 })
      if (findOrder(8107)?.status !== 'rechecking') throw new Error(`8107 is ${findOrder(8107)?.status}`)
      await app.screenshot(sellerPage, 'recycle-recheck-asked')
      bringDue(8107)
      await sellerPage.reload()
      await shown(sellerPage, '答复时间').waitFor({ timeout: 15000 })
      await app.screenshot(sellerPage, 'recycle-recheck-answered')
    },
    sellerPage,
    app,
  )

  check('recycle journeys: no page or console error (seller)', seller.problems.errors.length === 0, seller.problems.errors.slice(0, 3).join(' | '))
  check('recycle journeys: no page or console error (buyer)', buyer.problems.errors.length === 0, buyer.problems.errors.slice(0, 3).join(' | '))
  await sellerContext.close()
  await buyerContext.close()
}

/** The quote form's buttons sit in the page (not the footer) on the buyer's detail. */
function footerOrFormButton(page: Page, text: RegExp) {
  return page.locator('.nut-button:visible', { hasText: text }).first()
}

if (require.main === module) runStandalone(runRecycleJourneys)
