/**
 * Browser journeys of inspection (质检鉴定) and photo recognition (拍照识款) on the H5 build:
 * - An inspection from the form (category, brand, model, method, the checklist's six labelled
 *   photos) through the cashier to its report: the centre's steps come by time in the mock and
 *   the journey brings them due (mocks/db/quality.ts: bringQualityDue).
 * - The report signed out: through its shared link (an unguessable token), and looked up by
 *   number + check code, a wrong code refused without saying which part.
 * - A photo recognition with the bridge simulator's chooseImage (?bridge=sim).
 */
import { DEMO_TOKEN } from '@mocks/db'
import { bringQualityDue, findQuality, qualityState } from '@mocks/db/quality'
import { LOOKUP_WRONG_TEXT } from '../../src/features/quality/machine'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { addPhotos, footerButton, pickChip, shown, typeInto, AFTER_NAVIGATION_MS } from './ui'

const SLOTS = ['正面', '背面', 'Logo 特写', '五金', '走线', '日期码/芯片']

export async function runQualityJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const opened = await app.openPage(context)
  const page = opened.page
  let orderId = 0
  const status = () => findQuality(orderId)?.status

  const created = await step(
    check,
    'inspection: the form asks for the checklist by slot (message until fixed), then submits and opens the cashier',
    async () => {
      await page.goto(`${BASE_URL}/pages/quality/form/index`)
      await shown(page, '选择品类后显示该品类的拍照清单').waitFor({ timeout: 15000 })
      await pickChip(page, '箱包')
      await typeInto(page, '如：爱马仕', '爱马仕')
      await typeInto(page, '如：Birkin 30', 'Kelly 28')
      await typeInto(page, '选填', '黑色', 0)
      await pickChip(page, '照片鉴定 ¥98')
      await footerButton(page, /^提交并支付/).click()
      await shown(page, '请上传：正面、背面、Logo 特写').waitFor({ timeout: 5000 })
      for (const label of SLOTS) await addPhotos(page, `quality-${SLOTS.indexOf(label)}`, 1, page.locator(`[aria-label="${label}"]:visible`))
      if (await shown(page, '请上传：正面、背面、Logo 特写').count()) throw new Error('the photos message stays once fixed')
      await app.screenshot(page, 'quality-form')
      const before = qualityState().nextId
      await footerButton(page, /^提交并支付/).click()
      await page.waitForURL('**/pages/order/cash/index?payOrderNo=**', { timeout: 15000 })
      orderId = before + 1
      await shown(page, '鉴定服务费').waitFor({ timeout: 10000 })
      if (status() !== 'awaiting_payment') throw new Error(`the order is ${status()}`)
      await app.screenshot(page, 'quality-cashier')
    },
    page,
    app,
  )

  const reported =
    created &&
    (await step(
      check,
      'inspection: paid at the cashier; accepted with start and promised time; inspected, reviewed and reported (正品)',
      async () => {
        await footerButton(page, '确认支付').click()
        await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
        await page.getByRole('button', { name: '确认支付' }).click()
        await page.waitForURL('**/pages/order/cash/result/index?**', { timeout: 15000 })
        await shown(page, '支付成功').waitFor({ timeout: 15000 })
        await page.goto(`${BASE_URL}/pages/quality/result/index?id=${orderId}`)
        await shown(page, '承诺出结果').waitFor({ timeout: 15000 })
        await app.screenshot(page, 'quality-result-accepted')
        for (const next of ['鉴定中', '复核中', '已出报告']) {
          bringQualityDue(orderId)
          await page.reload()
          await shown(page, next).waitFor({ timeout: 15000 })
        }
        if (status() !== 'reported') throw new Error(`the order is ${status()}`)
        await app.screenshot(page, 'quality-result-reported')
        await footerButton(page, '查看报告').click()
        await page.waitForURL(`**/pages/quality/report/index?id=${orderId}`, { timeout: 10000 })
        await shown(page, '分享与查验').waitFor({ timeout: 10000 })
        await shown(page, /非司法鉴定/).waitFor({ timeout: 5000 })
        await app.screenshot(page, 'quality-report-own')
      },
      page,
      app,
    ))

  if (reported) {
    const order = findQuality(orderId)!
    const guest = await app.newContext()
    const signedOut = await app.openPage(guest)
    const outside = signedOut.page
    await step(
      check,
      'inspection: the report signed out through its shared link shows the verdict and nothing private',
      async () => {
        await outside.goto(`${BASE_URL}/pages/quality/report/index?token=${order.shareToken}`)
        await shown(outside, '鉴定商品').waitFor({ timeout: 15000 })
        await shown(outside, 'Kelly 28').waitFor({ timeout: 5000 })
        const text = (await outside.locator('body').textContent()) ?? ''
        if (/¥|校验码|订单号/.test(text) || text.includes(order.checkCode!)) throw new Error('the public view shows something private')
        if (outside.url().includes('/account/login')) throw new Error('the public view asked to sign in')
        await app.screenshot(outside, 'quality-report-public')
      },
      outside,
      app,
    )
    await step(
      check,
      'inspection: signed out lookup by number + check code; a wrong code refused without saying which part',
      async () => {
        await outside.goto(`${BASE_URL}/pages/quality/report/index`)
        await shown(outside, '查验鉴定报告').waitFor({ timeout: 15000 })
        await typeInto(outside, '如：ZJR20261124303', order.reportNo!)
        await typeInto(outside, '报告上的 6 位校验码', 'ZZZZZZ')
        await footerButton(outside, '查验报告').click()
        await shown(outside, LOOKUP_WRONG_TEXT).waitFor({ timeout: 10000 })
        await app.screenshot(outside, 'quality-lookup-wrong')
        await typeInto(outside, '报告上的 6 位校验码', order.checkCode!)
        await footerButton(outside, '查验报告').click()
        await shown(outside, '鉴定商品').waitFor({ timeout: 10000 })
        await app.screenshot(outside, 'quality-lookup-found')
      },
      outside,
      app,
    )
    check('inspection signed out: no page or console error', signedOut.problems.errors.length === 0, signedOut.problems.errors.slice(0, 3).join(' | '))
    await guest.close()
  }

  await step(
    check,
    "shikuan: a photo from the bridge simulator's chooseImage gives banded candidates with a dated reference price",
    async () => {
      await page.goto(`${BASE_URL}/pages/quality/shikuan/scan/index?bridge=sim`)
      await shown(page, /不是鉴定结论/).waitFor({ timeout: 15000 })
      await app.screenshot(page, 'shikuan-scan')
      await page.waitForTimeout(AFTER_NAVIGATION_MS)
      await footerButton(page, '拍照 / 选择照片').click()
      await page.waitForURL('**/pages/quality/shikuan/result/index?id=*', { timeout: 15000 })
      await shown(page, '匹配度 高').waitFor({ timeout: 15000 })
      await shown(page, /^参考价 ¥/).waitFor({ timeout: 5000 })
      await app.screenshot(page, 'shikuan-result')
    },
    page,
    app,
  )

  check('inspection journeys: no page or console error', opened.problems.errors.length === 0, opened.problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runQualityJourneys)
