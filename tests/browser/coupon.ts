/**
 * Browser journeys of coupons and memberships on the H5 build, as the demo shop:
 * - A coupon claimed in 领券中心 is pre-selected at the cashier for an account-membership renewal
 *   (the largest saving), paid from the balance; the member page shows the new expiry and the mine
 *   tab changes at once (no reload).
 * - A shop-membership order holds the best coupon while unpaid (待支付订单使用中); cancelled at
 *   the cashier, the coupon is back in 可用.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { couponState } from '@mocks/db/coupons'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { confirmModal, footerButton, shown, AFTER_NAVIGATION_MS } from './ui'

const card = (page: Page, title: string) => page.locator('.coupon-card:visible', { hasText: title }).first()
const memberTips = (page: Page) => page.locator('.account-home__member:visible', { hasText: '账号会员' }).first()

export async function runCouponJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const opened = await app.openPage(context)
  const page = opened.page
  let tipsBefore = ''

  await step(
    check,
    'coupons: 领取 in 领券中心 turns into 去使用',
    async () => {
      await page.goto(`${BASE_URL}/pages/activity/coupon/index?tab=offers`)
      await card(page, '会员续费立减').waitFor({ timeout: 15000 })
      await app.screenshot(page, 'coupon-offers')
      await card(page, '会员续费立减').getByText('领取', { exact: true }).click()
      await card(page, '会员续费立减').getByText('去使用', { exact: true }).waitFor({ timeout: 10000 })
      if (!couponState().held.some((coupon) => coupon.templateId === 7001)) throw new Error('not claimed on the server')
      await page.goto(`${BASE_URL}/pages/activity/coupon/index`)
      await card(page, '会员续费立减').waitFor({ timeout: 15000 })
      await app.screenshot(page, 'coupon-wallet')
    },
    page,
    app,
  )

  await step(
    check,
    'membership: the mine tab says the account membership ends today',
    async () => {
      // The member centre first (the memberships are seeded on first use), then the mine tab.
      await page.goto(`${BASE_URL}/pages/activity/member/index`)
      await shown(page, '账号会员').waitFor({ timeout: 15000 })
      await page.goto(`${BASE_URL}/pages/home/account/index`)
      await memberTips(page).waitFor({ timeout: 15000 })
      tipsBefore = (await memberTips(page).textContent()) ?? ''
      if (!tipsBefore.includes('剩余1天')) throw new Error(`tips: ${tipsBefore}`)
      await app.screenshot(page, 'coupon-mine-before')
    },
    page,
    app,
  )

  await step(
    check,
    'membership: renewal shows the new expiry, the cashier pre-selects the claimed coupon, paid; the mine tab changes at once',
    async () => {
      await memberTips(page).click()
      await page.waitForURL('**/pages/activity/member/index?code=P0016', { timeout: 10000 })
      await page.waitForTimeout(AFTER_NAVIGATION_MS)
      await page.locator('.member-card__buy:visible', { hasText: '续费账号会员 ¥680' }).click()
      const modal = page.locator('.taro-modal__content:visible, .taro-model__content:visible').first()
      await modal.waitFor({ timeout: 5000 }).catch(() => undefined)
      await app.screenshot(page, 'member-renew-confirm')
      await confirmModal(page)
      await page.waitForURL('**/pages/order/cash/index?payOrderNo=*', { timeout: 10000 })
      await shown(page, '会员续费立减 -¥100').waitFor({ timeout: 15000 })
      await footerButton(page, '确认支付 ¥580').waitFor({ timeout: 5000 })
      await app.screenshot(page, 'coupon-cashier-best')
      await page.locator('[role="radio"]:visible', { hasText: '账户余额' }).click()
      await footerButton(page, '确认支付 ¥580').click()
      await confirmModal(page)
      await page.waitForURL('**/pages/order/cash/result/index?payOrderNo=*', { timeout: 10000 })
      await shown(page, '支付成功').waitFor({ timeout: 10000 })
      await app.screenshot(page, 'coupon-paid')
      const used = couponState().held.find((coupon) => coupon.templateId === 7001)
      if (!used?.usedOn && !used?.lockedBy) throw new Error('the coupon was not used')
      await footerButton(page, '完成').click()
      await page.waitForURL('**/pages/activity/member/index?code=P0016', { timeout: 10000 })
      await shown(page, /（剩余36[56]天）/).waitFor({ timeout: 10000 })
      await app.screenshot(page, 'member-renewed')
      // Back to the mine tab inside the app (no reload): the session's user info followed.
      for (let index = 0; index < 5 && !page.url().includes('/pages/home/account/index'); index += 1) {
        await page.goBack()
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
      }
      await page.waitForFunction((before) => {
        const tips = [...document.querySelectorAll('.account-home__member')].find((node) => node.textContent?.includes('账号会员'))
        return tips && tips.textContent !== before && !tips.textContent?.includes('剩余1天')
      }, tipsBefore)
      await app.screenshot(page, 'coupon-mine-after')
    },
    page,
    app,
  )

  await step(
    check,
    'coupons: an unpaid order holds the best coupon; cancelled, the coupon is back in 可用',
    async () => {
      await page.goto(`${BASE_URL}/pages/activity/member/index?code=P0015`)
      await page.locator('.member-card__buy:visible', { hasText: '续费店铺会员 ¥1,980' }).click()
      await confirmModal(page)
      await page.waitForURL('**/pages/order/cash/index?payOrderNo=*', { timeout: 10000 })
      await shown(page, '会员开通满减 -¥50').waitFor({ timeout: 15000 })
      const payOrderNo = new URL(page.url()).searchParams.get('payOrderNo')!
      await footerButton(page, '确认支付 ¥1,930').click()
      await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
      await page.getByRole('button', { name: '取消支付' }).click()
      await page.waitForURL('**/pages/order/cash/result/index?payOrderNo=*', { timeout: 15000 })
      await page.goto(`${BASE_URL}/pages/activity/coupon/index`)
      await card(page, '会员开通满减').getByText('待支付订单使用中').waitFor({ timeout: 15000 })
      await app.screenshot(page, 'coupon-locked')
      await page.goto(`${BASE_URL}/pages/order/cash/index?payOrderNo=${payOrderNo}`)
      await shown(page, '取消订单').waitFor({ timeout: 15000 })
      await shown(page, '取消订单').click()
      await confirmModal(page)
      await page.waitForURL('**/pages/order/cash/result/index?payOrderNo=*', { timeout: 10000 })
      await shown(page, '订单已取消，如需继续请重新下单').waitFor({ timeout: 10000 })
      await page.goto(`${BASE_URL}/pages/activity/coupon/index`)
      await card(page, '会员开通满减').getByText('未使用').waitFor({ timeout: 15000 })
      await app.screenshot(page, 'coupon-back')
    },
    page,
    app,
  )

  check('coupon journeys: no page or console error', opened.problems.errors.length === 0, opened.problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runCouponJourneys)
