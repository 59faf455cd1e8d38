/**
 * Browser journey of paying a won lot on the H5 build: the demo shop opens its seeded win
 * (7005003, 劳力士运动表专场, its deposit paid), taps 去付款, and the pay page shows the item, the
 * default address, each line the server priced with its rule (成交价, 买家服务费, 运费, 保价费,
 * 保证金抵扣), the amount due and the deadline; it changes the address from the address book, pays
 * on the cashier (which lists the same lines) through the mock's hosted page, and the result, the
 * lot and the pay page reloaded all say paid, as the server does.
 */
import { DEMO_TOKEN } from '@mocks/db'
import { findLot } from '@mocks/db/auction'
import { findPayOrder } from '@mocks/db/pay-orders'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { footerButton, shown } from './ui'
import { yuan } from '../../src/shared/format/money'

const LOT = 7005003
const LINES = ['成交价', '买家服务费', '运费', '保价费', '保证金抵扣']
const RULES = ['成交价的5%，最低¥50', '顺丰特快', '成交价的0.3%', '本场已缴保证金抵扣货款']

const order = () => findPayOrder(findLot(LOT)!.winPayOrderNo!)!
const money = (cents: number) => yuan(cents)

export async function runWinPayJourney(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const opened = await step(
    check,
    'win: the won lot’s 去付款 opens its pay page with the item, the default address, every line with its rule, the offset, the amount due and the deadline',
    async () => {
      await page.goto(`${BASE_URL}/pages/product/auction/detail/index?id=${LOT}`)
      await footerButton(page, /去付款/).waitFor({ timeout: 15000 })
      await page.waitForTimeout(350)
      await footerButton(page, /去付款/).click()
      await page.waitForURL(`**/pages/order/pay/index?lotId=${LOT}`, { timeout: 10000 })
      await shown(page, '费用明细').waitFor({ timeout: 15000 })
      const text = (await page.locator('.win-pay:visible').first().textContent()) ?? ''
      for (const expected of [findLot(LOT)!.title, '第3号', '王经理', '华强北路', ...LINES, ...RULES, '应付金额', '付款截止', money(order().amountCents)]) {
        if (!text.includes(expected)) throw new Error(`missing ${expected} in ${text.slice(0, 200)}`)
      }
      if ((await page.locator('.win-pay__cover:visible').count()) === 0) throw new Error('no item photo')
      await app.screenshot(page, 'win-pay')
    },
    page,
    app,
  )
  const changed =
    opened &&
    (await step(
      check,
      'win: 更换 picks another address from the address book and the server prices the bill again',
      async () => {
        await shown(page, '更换').click()
        await page.waitForURL('**/pages/account/address/list/index?**mode=check**', { timeout: 10000 })
        await shown(page, '李店长').click()
        await page.waitForURL(`**/pages/order/pay/index?lotId=${LOT}`, { timeout: 10000 })
        await shown(page, '李店长 13912345678').waitFor({ timeout: 10000 })
        await shown(page, /南京西路/).waitFor({ timeout: 10000 })
        // Only quoted: the order still ships to the default until 去支付.
        if (order().shipTo?.id !== 31001) throw new Error('the quote changed the order')
        await app.screenshot(page, 'win-pay-address-changed')
      },
      page,
      app,
    ))
  const atCashier =
    changed &&
    (await step(
      check,
      'win: 去支付 fixes the address on the order; the cashier lists the same lines with their rules',
      async () => {
        await page.waitForTimeout(350)
        await footerButton(page, /去支付/).click()
        await page.waitForURL('**/pages/order/cash/index?payOrderNo=**', { timeout: 10000 })
        if (order().shipTo?.id !== 31002) throw new Error(`the order ships to ${order().shipTo?.id}`)
        await shown(page, '保证金抵扣').waitFor({ timeout: 10000 })
        const text = (await page.locator('.cashier:visible').first().textContent()) ?? ''
        for (const expected of [...LINES.slice(1), ...RULES, '合计', money(order().amountCents)])
          if (!text.includes(expected)) throw new Error(`missing ${expected} in ${text.slice(0, 200)}`)
        await app.screenshot(page, 'win-pay-cashier')
      },
      page,
      app,
    ))
  const paid =
    atCashier &&
    (await step(
      check,
      'win: paid on the provider’s page, the result says 支付成功 and still does reloaded',
      async () => {
        await footerButton(page, '确认支付').click()
        await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
        await page.getByRole('button', { name: '确认支付' }).click()
        await page.waitForURL('**/pages/order/cash/result/index?**', { timeout: 15000 })
        await shown(page, '支付成功').waitFor({ timeout: 15000 })
        if (order().status !== 'paid') throw new Error(`the server holds the win ${order().status}`)
        await page.reload()
        await shown(page, '支付成功').waitFor({ timeout: 15000 })
        await app.screenshot(page, 'win-pay-result')
      },
      page,
      app,
    ))
  if (paid) {
    await step(
      check,
      'win: 完成 returns to the lot, which says 已支付; its pay page reloaded shows the bill paid with the address',
      async () => {
        await footerButton(page, '完成').click()
        await page.waitForURL(`**/pages/product/auction/detail/index?id=${LOT}`, { timeout: 10000 })
        await footerButton(page, /已支付/).waitFor({ timeout: 10000 })
        await page.goto(`${BASE_URL}/pages/order/pay/index?lotId=${LOT}`)
        await shown(page, '已付款').waitFor({ timeout: 15000 })
        await shown(page, '实付金额').waitFor({ timeout: 5000 })
        await shown(page, /南京西路/).waitFor({ timeout: 5000 })
        if ((await footerButton(page, /去支付/).count()) > 0) throw new Error('a paid win offers 去支付')
        await app.screenshot(page, 'win-pay-paid')
      },
      page,
      app,
    )
  }
  check('win: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runWinPayJourney)
