/**
 * Browser journeys of the express module on the H5 build (the demo shop):
 * - A parcel sent with a pickup: sender and receiver from the address book (check mode), the
 *   declared value with its fee live, a slot of the carrier; the pickup's progress; the mock
 *   clock moved past the slot (the courier collects); the tracking followed to signed, when
 *   refreshing stops.
 * - A pickup cancelled before collection; another refused once the courier collected it, the
 *   page then offering the carrier (95338) and customer service.
 * The mock runs in this process: the journey moves its clock (mocks/lib/clock.ts) and puts it
 * back at the end.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { collectIn, createParcel, parcelById, PARCEL_SIGN_AFTER_COLLECT_MS } from '@mocks/db/express'
import { DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { mockClock } from '@mocks/lib/clock'
import { pickupDays } from '../../src/features/express/rules'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { confirmModal, pickChip, shown, typeInto } from './ui'

const AFTER_NAVIGATION_MS = 350
const MINUTE = 60_000

async function pickAddress(page: Page, who: '寄件人' | '收件人', detail: string) {
  await page.waitForTimeout(AFTER_NAVIGATION_MS)
  await page.locator(`[aria-label="选择${who}"]:visible`).click()
  await page.waitForURL('**/pages/account/address/list/index?**', { timeout: 10000 })
  await page.waitForTimeout(AFTER_NAVIGATION_MS)
  await shown(page, detail).click()
  await page.waitForURL('**/pages/express/send/index**', { timeout: 10000 })
}

/** A parcel of the demo shop with a pickup booked tomorrow (made in the mock directly). */
function parcelWithPickup(): number {
  const now = mockClock.now()
  const slot = pickupDays(now)[1].slots[2]
  const parcel = createParcel(
    {
      purpose: { kind: 'personal', orderId: null },
      senderUserId: DEMO_SHOP_ACCOUNT,
      sender: { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号赛格广场3楼312' },
      receiver: { name: '陈女士', phone: '13600136000', address: '上海市静安区南京西路1038号梅龙镇广场9楼' },
      itemType: '箱包',
      declaredValueCents: 500_000,
      pickup: slot,
    },
    now,
  )
  return parcel.id
}

export async function runExpressJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  let parcelId = 0
  try {
    const sent = await step(
      check,
      'express: a parcel sent with a pickup (address book, declared value with its fee, a slot)',
      async () => {
        await page.goto(`${BASE_URL}/pages/express/send/index`)
        await shown(page, '寄件人与收件人').waitFor({ timeout: 15000 })
        // Nothing picked: said under the fields.
        await page.locator('.nut-button:visible', { hasText: '预约上门取件' }).click()
        await shown(page, '请选择寄件人').waitFor({ timeout: 5000 })
        await pickAddress(page, '寄件人', '华强北路1002号赛格广场3楼312')
        await pickAddress(page, '收件人', '南京西路1266号恒隆广场B1')
        await shown(page, '李店长 13912345678').waitFor({ timeout: 5000 })
        await pickChip(page, '箱包')
        await typeInto(page, '整数元，最高 ¥20,000', '3000')
        await shown(page, '保价费 ¥15').waitFor({ timeout: 5000 })
        await typeInto(page, '整数元，最高 ¥20,000', '30000')
        await shown(page, /线上保价最高 ¥20,000/).waitFor({ timeout: 5000 })
        await typeInto(page, '整数元，最高 ¥20,000', '3000')
        await pickChip(page, /^\d\d:\d\d–\d\d:\d\d$/, '取件时段')
        await app.screenshot(page, 'express-send-form')
        await page.locator('.nut-button:visible', { hasText: '预约上门取件' }).click()
        await page.waitForURL('**/pages/express/pick-up-progress/index?id=*', { timeout: 10000 })
        parcelId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'))
        await shown(page, '待取件').waitFor({ timeout: 10000 })
        await shown(page, '快递员已接单').waitFor({ timeout: 5000 })
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await app.screenshot(page, 'express-pick-up-progress-booked')
      },
      page,
      app,
    )

    const collected =
      sent &&
      (await step(
        check,
        'express: the courier collects it (mock clock moved past the slot), then it is tracked to signed',
        async () => {
          const parcel = parcelById(parcelId)
          if (!parcel?.pickup) throw new Error(`no parcel ${parcelId} with a pickup`)
          mockClock.advance(Date.parse(parcel.pickup.start) + 30 * MINUTE - mockClock.now())
          await page.reload()
          await shown(page, '已揽收').waitFor({ timeout: 15000 })
          await shown(page, '95338').waitFor({ timeout: 5000 })
          await app.screenshot(page, 'express-pick-up-progress-collected')
          await page.locator('.page-layout__footer .nut-button:visible', { hasText: '查看物流' }).click()
          await page.waitForURL('**/pages/express/express-progress/index?id=*', { timeout: 10000 })
          await shown(page, /已上门揽收/).waitFor({ timeout: 10000 })
          await page.waitForTimeout(AFTER_NAVIGATION_MS)
          await app.screenshot(page, 'express-progress-collected')
          mockClock.advance(PARCEL_SIGN_AFTER_COLLECT_MS)
          await page.reload()
          await shown(page, /快件已签收/).waitFor({ timeout: 15000 })
          await shown(page, '已签收，物流不再更新').waitFor({ timeout: 5000 })
          await app.screenshot(page, 'express-progress-signed')
        },
        page,
        app,
      ))
    check('express: the sent parcel was followed to signed', Boolean(collected))

    await step(
      check,
      'express: a pickup cancelled before the courier collects it',
      async () => {
        const id = parcelWithPickup()
        await page.goto(`${BASE_URL}/pages/express/pick-up-progress/index?id=${id}`)
        await shown(page, '待取件').waitFor({ timeout: 15000 })
        await page.locator('.page-layout__footer .nut-button:visible', { hasText: '取消取件' }).click()
        await confirmModal(page)
        await shown(page, '重新预约').waitFor({ timeout: 10000 })
        await shown(page, '已取消').waitFor({ timeout: 5000 })
        await app.screenshot(page, 'express-pickup-cancelled')
        if (parcelById(id)?.cancelledAt === null) throw new Error('the mock did not cancel the pickup')
      },
      page,
      app,
    )

    await step(
      check,
      'express: a pickup cancel refused once collected, the carrier and customer service offered',
      async () => {
        const id = parcelWithPickup()
        await page.goto(`${BASE_URL}/pages/express/pick-up-progress/index?id=${id}`)
        await shown(page, '待取件').waitFor({ timeout: 15000 })
        // The courier collects it meanwhile (the page still offers the cancel).
        collectIn(id, -MINUTE)
        await page.locator('.page-layout__footer .nut-button:visible', { hasText: '取消取件' }).click()
        await confirmModal(page)
        await shown(page, /不能再取消取件/).waitFor({ timeout: 10000 })
        await page.waitForTimeout(400)
        await app.screenshot(page, 'express-pickup-cancel-refused')
        await confirmModal(page)
        await shown(page, '联系快递或客服').waitFor({ timeout: 10000 })
        await shown(page, '95338').waitFor({ timeout: 5000 })
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await app.screenshot(page, 'express-pickup-after-refusal')
        if (parcelById(id)?.cancelledAt !== null) throw new Error('the mock cancelled a collected pickup')
      },
      page,
      app,
    )
  } finally {
    mockClock.reset()
  }
  check('express journeys: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runExpressJourneys)
