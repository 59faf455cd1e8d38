/**
 * Browser journey of trading permission on the H5 build: the demo person's enterprise account
 * (no PRODUCT_DETAIL_PRICE, one rejected application) opens member/apply/home, reads the
 * rejection's reason, reapplies with the form filled from the rejected application (a new licence
 * photo and one more shop photo through the picker), submits, and sees the application in review,
 * then approved (the mock reviews 3 s and 10 s after submit: mocks/handlers/member-apply.ts).
 */
import { DEMO_ENTERPRISE_ACCOUNT, DEMO_USER_ID } from '@mocks/db/seed-account'
import { SEEDED_REJECT_REASON } from '@mocks/db/seed-member-apply'
import { openSession } from '@mocks/lib/auth'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { addPhotos, footerButton, photoField, shown } from './ui'

export async function runMemberJourney(app: BrowserApp, check: Check) {
  // The demo person acting for the enterprise account: no permission, a rejected application.
  const context = await app.newContext({ token: openSession(DEMO_USER_ID, DEMO_ENTERPRISE_ACCOUNT) })
  const { page, problems } = await app.openPage(context)

  const opened = await step(
    check,
    'trading permission: the rejected application shows its reason',
    async () => {
      await page.goto(`${BASE_URL}/pages/member/apply/home/index`)
      await shown(page, '审核未通过').waitFor({ timeout: 15000 })
      await shown(page, SEEDED_REJECT_REASON).waitFor()
      await shown(page, '需要准备的资料').waitFor()
      await app.screenshot(page, 'member-apply-rejected')
    },
    page,
    app,
  )

  const filled =
    opened &&
    (await step(
      check,
      'trading permission: reapply opens the form filled with the rejected application',
      async () => {
        await footerButton(page, '重新申请').click()
        await page.waitForURL('**/pages/member/apply/home/index?reapplyId=*', { timeout: 10000 })
        const name = page.locator('input[placeholder="请输入企业名称"]:visible')
        await name.waitFor({ timeout: 10000 })
        if ((await name.inputValue()) !== '臻品供应链（深圳）有限公司') throw new Error(`the company name is ${await name.inputValue()}`)
        // The ID number only shows masked (left empty, the rejected application's is kept).
        if ((await page.locator('input[placeholder*="********"]:visible').count()) !== 1) throw new Error('the ID number is not shown masked')
        // A clearer licence, as the reason asked, and one more shop photo.
        const licence = photoField(page, '营业执照')
        await licence.locator('[aria-label="删除图片"]').first().click()
        await addPhotos(page, 'licence', 1, licence)
        await addPhotos(page, 'shop', 1, photoField(page, '店铺照片'))
        await page.locator('textarea[placeholder="选填，如经营年限、主营品牌"]:visible').fill('营业执照已重新拍摄')
        await page.locator('.apply-agree__box:visible').click()
        await app.screenshot(page, 'member-apply-form')
      },
      page,
      app,
    ))

  const submitted =
    filled &&
    (await step(
      check,
      'trading permission: submitted, the application says 已提交，等待审核',
      async () => {
        await footerButton(page, '提交申请').click()
        await page.waitForURL('**/pages/member/apply/detail/index?id=*', { timeout: 15000 })
        await page.locator('.apply-banner:visible', { hasText: /已提交，等待审核|审核中/ }).waitFor({ timeout: 10000 })
        await shown(page, '营业执照已重新拍摄').waitFor()
        await app.screenshot(page, 'member-apply-submitted')
      },
      page,
      app,
    ))

  if (submitted) {
    await step(
      check,
      'trading permission: the application goes in review, then approved',
      async () => {
        // The page asks again every 5 s while it waits; the mock reviews 3 s and 10 s after submit.
        await page.locator('.apply-banner__title:visible', { hasText: '审核中' }).waitFor({ timeout: 12000 })
        await app.screenshot(page, 'member-apply-in-review')
        await page.locator('.apply-banner__title:visible', { hasText: '已开通交易权限' }).waitFor({ timeout: 15000 })
        await shown(page, '审核通过，已开通交易权限').waitFor()
        await app.screenshot(page, 'member-apply-approved')
      },
      page,
      app,
    )
  }
  check('trading permission: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runMemberJourney)
