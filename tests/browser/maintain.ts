/**
 * Browser journeys of care (养护) on the H5 build, as the demo shop:
 * - A care order from creation to done: the item picked from the catalogue (category, brand,
 *   model), problems with a photo, services with the 预估 range, the declared value; the liability
 *   rule accepted before confirming; the item sent with the express form (self-shipped); the
 *   workshop signs for it and diagnoses it; the dealer accepts some lines, pays them at the
 *   cashier (the order is firm only then), follows the service log and the send-back to done with
 *   its warranty.
 * - An item asked back before payment (seeded 9105, awaiting payment): who pays the return and
 *   its insured value stated.
 * The workshop's steps come by time in the mock; the journey brings them due
 * (mocks/db/maintain.ts: bringMaintainDue).
 */
import { DEMO_TOKEN } from '@mocks/db'
import { bringMaintainDue, findMaintain } from '@mocks/db/maintain'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { addPhotos, confirmModal, footerButton, photoField, pickChip, shown, typeInto, AFTER_NAVIGATION_MS } from './ui'

export async function runMaintainJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const opened = await app.openPage(context)
  const page = opened.page
  let orderId = 0
  const status = () => findMaintain(orderId)?.status

  const created = await step(
    check,
    'care: the item from the catalogue, problems with a photo, services with the 预估 range, declared value; the liability rule before confirming',
    async () => {
      await page.goto(`${BASE_URL}/pages/maintain/home/index`)
      await shown(page, '可养护品类').waitFor({ timeout: 15000 })
      await app.screenshot(page, 'maintain-home')
      await footerButton(page, '立即下单').click()
      await page.waitForURL('**/pages/maintain/spu-sku/index', { timeout: 10000 })
      await page.waitForTimeout(AFTER_NAVIGATION_MS)
      await pickChip(page, '箱包')
      await shown(page, '从品牌列表选择').click()
      await typeInto(page, '搜索品牌，中英文均可', '爱马仕')
      await page.locator('.brand-index__row:visible', { hasText: '爱马仕' }).first().click()
      const model = page.locator('[aria-label="目录款式"] .chip:visible').first()
      await model.waitFor({ timeout: 10000 })
      await model.click()
      await app.screenshot(page, 'maintain-spu-sku')
      await footerButton(page, '下一步').click()
      await page.waitForURL('**/pages/maintain/order/create/index?**', { timeout: 10000 })
      await page.waitForTimeout(AFTER_NAVIGATION_MS)
      await footerButton(page, '下一步').click()
      await shown(page, '请选择养护项目').waitFor({ timeout: 5000 })
      await typeInto(page, '如：四角磨损褪色、提手边油开裂、五金划痕', '四角褪色，五金划痕，皮面有污渍')
      await addPhotos(page, 'care', 1, photoField(page, '问题照片'))
      await pickChip(page, '清洁')
      await pickChip(page, '补色')
      await pickChip(page, '五金翻新')
      await shown(page, /^预估 ¥/).waitFor({ timeout: 5000 })
      await typeInto(page, '整数元，用于保价与赔付', '80000')
      if (await shown(page, '请选择养护项目').count()) throw new Error('the services message stays once fixed')
      await app.screenshot(page, 'maintain-create')
      await footerButton(page, '下一步').click()
      await page.waitForURL('**/pages/maintain/order/confirm/index', { timeout: 10000 })
      await page.waitForTimeout(AFTER_NAVIGATION_MS)
      await footerButton(page, '确认下单').click()
      await page.locator('.form-check .form-field__error:visible', { hasText: '请先阅读并同意赔付规则' }).waitFor({ timeout: 5000 })
      await page.locator('[role="checkbox"]:visible').first().click()
      await app.screenshot(page, 'maintain-confirm')
      await footerButton(page, '确认下单').click()
      await page.waitForURL('**/pages/maintain/order/confirm-success/index?id=*', { timeout: 10000 })
      orderId = Number(new URL(page.url()).searchParams.get('id'))
      await shown(page, '去寄出').waitFor({ timeout: 10000 })
      await app.screenshot(page, 'maintain-confirm-success')
    },
    page,
    app,
  )

  const sent =
    created &&
    (await step(
      check,
      'care: the item sent with the express form (sender from the address book, self-shipped); the workshop signs for it and diagnoses it',
      async () => {
        await page.locator('.result-panel__action:visible', { hasText: '去寄出' }).click()
        await page.waitForURL('**/pages/maintain/order/send/index?id=*', { timeout: 10000 })
        await shown(page, /奢护工坊养护中心/).waitFor({ timeout: 10000 })
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await shown(page, '从地址簿选择').click()
        await page.waitForURL('**/pages/account/address/list/index?**', { timeout: 10000 })
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await shown(page, '华强北路1002号赛格广场3楼312').click()
        await page.waitForURL('**/pages/maintain/order/send/index?id=*', { timeout: 10000 })
        await pickChip(page, '我已自行寄出')
        await pickChip(page, '顺丰速运')
        await typeInto(page, '按快递面单填写', 'SF1402026112801')
        await app.screenshot(page, 'maintain-send')
        await page.locator('.express-form__submit .nut-button:visible').click()
        await page.waitForURL(`**/pages/maintain/order/detail/index?id=${orderId}`, { timeout: 10000 })
        await shown(page, '寄送中').waitFor({ timeout: 10000 })
        if (status() !== 'in_transit') throw new Error(`the order is ${status()} after sending`)
        await app.screenshot(page, 'maintain-detail-in-transit')
        bringMaintainDue(orderId)
        await page.reload()
        await shown(page, '工坊签收').waitFor({ timeout: 15000 })
        bringMaintainDue(orderId)
        await page.reload()
        await footerButton(page, '查看报价').waitFor({ timeout: 15000 })
        await app.screenshot(page, 'maintain-detail-diagnosed')
      },
      page,
      app,
    ))

  const accepted =
    sent &&
    (await step(
      check,
      'care: the diagnosis per line with risks; two of three lines accepted; before-pay shows their sum',
      async () => {
        await footerButton(page, '查看报价').click()
        await page.waitForURL('**/pages/maintain/order/diagnose/index?id=*', { timeout: 10000 })
        await shown(page, /补色会覆盖缝线颜色/).waitFor({ timeout: 10000 })
        await page.locator('[role="checkbox"][aria-label="补色"]:visible').click()
        await footerButton(page, /^接受所选/).waitFor({ timeout: 5000 })
        await app.screenshot(page, 'maintain-diagnose')
        await footerButton(page, /^接受所选/).click()
        await confirmModal(page)
        await page.waitForURL('**/pages/maintain/order/before-pay/index?id=*', { timeout: 10000 })
        await shown(page, '待支付项目').waitFor({ timeout: 10000 })
        await shown(page, '另有 1 项未接受，不做处理').waitFor({ timeout: 5000 })
        await app.screenshot(page, 'maintain-before-pay')
        if (status() !== 'awaiting_payment') throw new Error(`the order is ${status()}`)
      },
      page,
      app,
    ))

  const paid =
    accepted &&
    (await step(
      check,
      'care: paid at the one cashier; only then the order is firm (养护中) and the service log fills',
      async () => {
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await footerButton(page, /^去支付/).click()
        await page.waitForURL('**/pages/order/cash/index?payOrderNo=**', { timeout: 10000 })
        await shown(page, '养护服务费').waitFor({ timeout: 10000 })
        await app.screenshot(page, 'maintain-cashier')
        if (status() !== 'awaiting_payment') throw new Error('firm before paying')
        await footerButton(page, '确认支付').click()
        await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
        await page.getByRole('button', { name: '确认支付' }).click()
        await page.waitForURL('**/pages/order/cash/result/index?**', { timeout: 15000 })
        await shown(page, '支付成功').waitFor({ timeout: 15000 })
        await page.goto(`${BASE_URL}/pages/maintain/order/detail/index?id=${orderId}`)
        await shown(page, '养护中').waitFor({ timeout: 15000 })
        await page.waitForTimeout(12_000)
        await page.goto(`${BASE_URL}/pages/maintain/order/maintain/index?id=${orderId}`)
        await shown(page, '养护前').waitFor({ timeout: 15000 })
        await app.screenshot(page, 'maintain-service-log')
      },
      page,
      app,
    ))

  if (paid) {
    await step(
      check,
      'care: sent back with tracking; signed for: done with its warranty',
      async () => {
        bringMaintainDue(orderId)
        await page.goto(`${BASE_URL}/pages/maintain/order/send-back/index?id=${orderId}`)
        await shown(page, '寄回说明').waitFor({ timeout: 15000 })
        await shown(page, /SF\d+/).waitFor({ timeout: 10000 })
        await app.screenshot(page, 'maintain-send-back')
        bringMaintainDue(orderId)
        await page.goto(`${BASE_URL}/pages/maintain/order/detail/index?id=${orderId}`)
        await shown(page, /保修 90 天，至/).waitFor({ timeout: 15000 })
        if (status() !== 'done') throw new Error(`the order is ${status()}`)
        await app.screenshot(page, 'maintain-done')
      },
      page,
      app,
    )
  }

  await step(
    check,
    'care: confirm opened cold (nothing pending) says what to do and leads back to the care home',
    async () => {
      await page.goto(`${BASE_URL}/pages/maintain/order/confirm/index`)
      await shown(page, '没有待确认的养护订单').waitFor({ timeout: 15000 })
      await shown(page, /已提交的订单在「我的养护订单」中查看/).waitFor({ timeout: 5000 })
      await app.screenshot(page, 'maintain-confirm-cold')
      await page.locator('[role="button"]:visible', { hasText: '养护首页' }).click()
      await page.waitForURL('**/pages/maintain/home/index', { timeout: 10000 })
      await shown(page, '可养护品类').waitFor({ timeout: 10000 })
    },
    page,
    app,
  )

  await step(
    check,
    'care: asked back before paying (9105): who pays and the insured value stated; 退回申请中',
    async () => {
      await page.goto(`${BASE_URL}/pages/maintain/order/apply-return/index?id=9105`)
      await shown(page, '退回说明').waitFor({ timeout: 15000 })
      await shown(page, /顺丰到付/).waitFor({ timeout: 5000 })
      await footerButton(page, '提交申请').click()
      await page.locator('.form-field__error:visible', { hasText: '请选择退回原因' }).waitFor({ timeout: 5000 })
      await pickChip(page, '报价超出预期')
      await app.screenshot(page, 'maintain-apply-return')
      await footerButton(page, '提交申请').click()
      await confirmModal(page)
      await page.waitForURL('**/pages/maintain/order/detail/index?id=9105', { timeout: 10000 })
      await shown(page, '退回申请中').waitFor({ timeout: 10000 })
      if (findMaintain(9105)?.status !== 'return_requested') throw new Error(`9105 is ${findMaintain(9105)?.status}`)
      await app.screenshot(page, 'maintain-return-requested')
    },
    page,
    app,
  )

  check('care journeys: no page or console error', opened.problems.errors.length === 0, opened.problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runMaintainJourneys)
