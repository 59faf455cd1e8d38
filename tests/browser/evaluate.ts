/**
 * Browser journey of peer appraisal (同行鉴定) on the H5 build, as the demo shop: an order made on
 * the home (item, three photos, 寄送鉴定), its fee paid at the one cashier, the seal number
 * recorded and the item sent with the express form (insured, self-shipped); the centre signs for
 * it with the seal matching and appraises it; the report (正品) read; the item back confirmed with
 * the returned seal (a wrong one refused first). The centre's steps come by time in the mock; the
 * journey brings them due (mocks/db/evaluate.ts: bringEvaluateDue).
 */
import { DEMO_TOKEN } from '@mocks/db'
import { bringEvaluateDue, findEvaluate } from '@mocks/db/evaluate'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { addPhotos, footerButton, photoField, pickChip, shown, typeInto, AFTER_NAVIGATION_MS } from './ui'

const SEAL = 'FD20261129'

export async function runEvaluateJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const opened = await app.openPage(context)
  const page = opened.page
  let orderId = 0
  const status = () => findEvaluate(orderId)?.status

  const created = await step(
    check,
    'appraisal: the order made on the home (messages first), paid at the cashier → 待寄出',
    async () => {
      await page.goto(`${BASE_URL}/pages/evaluate/home/index`)
      await shown(page, '我的鉴定订单').waitFor({ timeout: 15000 })
      await app.screenshot(page, 'evaluate-home')
      await footerButton(page, '提交订单').click()
      await page.locator('.form-field__error:visible', { hasText: '请选择品类' }).waitFor({ timeout: 5000 })
      await pickChip(page, '箱包')
      await typeInto(page, '如：爱马仕', '爱马仕')
      await typeInto(page, '如：Birkin 30 / 日志型 36', 'Kelly 28')
      await addPhotos(page, 'evaluate', 3, photoField(page, '商品照片'))
      await pickChip(page, /^寄送鉴定/)
      if (await page.locator('.form-field__error:visible', { hasText: '请选择品类' }).count()) throw new Error('the category message stays once fixed')
      await app.screenshot(page, 'evaluate-create')
      await footerButton(page, '提交订单').click()
      await page.waitForURL('**/pages/evaluate/order/detail/index?id=*', { timeout: 10000 })
      orderId = Number(new URL(page.url()).searchParams.get('id'))
      await footerButton(page, /^去支付/).waitFor({ timeout: 10000 })
      await app.screenshot(page, 'evaluate-detail-to-pay')
      await footerButton(page, /^去支付/).click()
      await page.waitForURL('**/pages/order/cash/index?payOrderNo=**', { timeout: 10000 })
      await shown(page, '同行鉴定费').waitFor({ timeout: 10000 })
      await footerButton(page, '确认支付').click()
      await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
      await page.getByRole('button', { name: '确认支付' }).click()
      await page.waitForURL('**/pages/order/cash/result/index?**', { timeout: 15000 })
      await shown(page, '支付成功').waitFor({ timeout: 15000 })
      await page.goto(`${BASE_URL}/pages/evaluate/order/detail/index?id=${orderId}`)
      await footerButton(page, '去寄出').waitFor({ timeout: 15000 })
      if (status() !== 'awaiting_shipment') throw new Error(`the order is ${status()} after paying`)
    },
    page,
    app,
  )

  const sent =
    created &&
    (await step(
      check,
      'appraisal: the seal number recorded (a malformed one said), then sent insured with the express form; signed with the seal matching → 鉴定中',
      async () => {
        await footerButton(page, '去寄出').click()
        await page.waitForURL('**/pages/evaluate/order/send/index?id=*', { timeout: 10000 })
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await typeInto(page, '吊牌上印的6–16位编号', 'ab')
        await footerButton(page, '登记封签号').click()
        await page.locator('.form-field__error:visible', { hasText: '封签号为6–16位字母或数字' }).waitFor({ timeout: 5000 })
        await typeInto(page, '吊牌上印的6–16位编号', SEAL)
        await app.screenshot(page, 'evaluate-seal')
        await footerButton(page, '登记封签号').click()
        await shown(page, '物品与保价').waitFor({ timeout: 10000 })
        await shown(page, '从地址簿选择').click()
        await page.waitForURL('**/pages/account/address/list/index?**', { timeout: 10000 })
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await shown(page, '华强北路1002号赛格广场3楼312').click()
        await page.waitForURL('**/pages/evaluate/order/send/index?id=*', { timeout: 10000 })
        await page.locator('input[placeholder^="整数元，最高"]:visible').first().fill('20000')
        await pickChip(page, '我已自行寄出')
        await pickChip(page, '顺丰速运')
        await typeInto(page, '按快递面单填写', 'SF1602026112901')
        await app.screenshot(page, 'evaluate-send')
        await page.locator('.express-form__submit .nut-button:visible').click()
        await page.waitForURL(`**/pages/evaluate/order/detail/index?id=${orderId}`, { timeout: 10000 })
        await shown(page, '寄送中').first().waitFor({ timeout: 10000 })
        if (status() !== 'in_transit' || findEvaluate(orderId)?.seal !== SEAL) throw new Error(`the order is ${status()} with seal ${findEvaluate(orderId)?.seal}`)
        bringEvaluateDue(orderId)
        await page.reload()
        await shown(page, '封签号核对一致').waitFor({ timeout: 15000 })
        await app.screenshot(page, 'evaluate-detail-appraising')
      },
      page,
      app,
    ))

  if (sent) {
    await step(
      check,
      'appraisal: the report (正品, photos by slot, scope); the item back confirmed with the returned seal, a wrong one refused',
      async () => {
        bringEvaluateDue(orderId)
        await page.reload()
        await footerButton(page, '确认收货').waitFor({ timeout: 15000 })
        await shown(page, /^查看报告/).click()
        await page.waitForURL('**/pages/evaluate/order/report/index?id=*', { timeout: 10000 })
        await shown(page, '正品').first().waitFor({ timeout: 10000 })
        await shown(page, /不代表品牌官方/).waitFor({ timeout: 5000 })
        await app.screenshot(page, 'evaluate-report')
        await page.goto(`${BASE_URL}/pages/evaluate/order/confirm-mail/index?id=${orderId}`)
        await shown(page, '核对寄回封签').waitFor({ timeout: 15000 })
        await typeInto(page, '商品上防调包扣印的编号', 'RT000000')
        await footerButton(page, '核对无误，确认收货').click()
        await page.locator('.form-field__error:visible', { hasText: '封签号与鉴定中心寄回时记录的不一致' }).waitFor({ timeout: 10000 })
        await app.screenshot(page, 'evaluate-confirm-mail-refused')
        await typeInto(page, '商品上防调包扣印的编号', findEvaluate(orderId)!.report!.returnSeal!)
        await footerButton(page, '核对无误，确认收货').click()
        await page.waitForURL(`**/pages/evaluate/order/detail/index?id=${orderId}`, { timeout: 10000 })
        await shown(page, '已完成').first().waitFor({ timeout: 10000 })
        if (status() !== 'done') throw new Error(`the order is ${status()}`)
        await app.screenshot(page, 'evaluate-done')
      },
      page,
      app,
    )
  }

  check('appraisal journey: no page or console error', opened.problems.errors.length === 0, opened.problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runEvaluateJourneys)
