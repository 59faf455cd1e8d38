/**
 * Browser journey of the cashier on the H5 build: the demo dealer opens the seeded pending pay
 * order (交易保证金 ¥2,000), goes to the cashier, pays on the mock's hosted pay page (the payment
 * provider's page of a mobile browser), comes back to cash/result, which asks the server and shows
 * it paid, and still shows it paid after a reload. A second journey (runCashierCancelJourney)
 * cancels at the provider: the result says 支付未完成 with 重新支付 as the main action, 我已支付
 * says nothing was found, and 重新支付 pays.
 */
import { DEMO_TOKEN } from '@mocks/db'
import { createPayOrder, findPayOrder, SEEDED_PAY_ORDERS } from '@mocks/db/pay-orders'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'

const ORDER = SEEDED_PAY_ORDERS.pending

export async function runCashierJourney(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const shown = await step(
    check,
    'cashier: order/pay shows what is paid for, the total and the countdown',
    async () => {
      await page.goto(`${BASE_URL}/pages/order/pay/index?payOrderNo=${ORDER}`)
      await page.getByText('交易保证金（可退）').first().waitFor({ timeout: 15000 })
      const text = (await page.locator('.cashier:visible').first().textContent()) ?? ''
      for (const expected of ['合计', '¥2,000', ORDER]) if (!text.includes(expected)) throw new Error(`missing ${expected} in ${text.slice(0, 160)}`)
      const timer = (await page.getByRole('timer').first().textContent()) ?? ''
      if (!/剩余支付时间\s*\d+:\d\d:\d\d/.test(timer)) throw new Error(`no countdown: ${timer}`)
      // The countdown runs: a second later it shows another time.
      await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, timer, { timeout: 3000 })
      await app.screenshot(page, 'cashier-order-pay')
    },
    page,
    app,
  )
  const atCashier =
    shown &&
    (await step(
      check,
      'cashier: 去支付 opens the cashier with the amount and the server’s methods for a browser',
      async () => {
        await page.locator('.nut-button:visible', { hasText: '去支付 ¥2,000' }).click()
        await page.waitForURL(`**/pages/order/cash/index?payOrderNo=${ORDER}`, { timeout: 10000 })
        await page.getByText('支付宝').first().waitFor({ timeout: 10000 })
        await page.getByText('账户余额').first().waitFor({ timeout: 10000 })
        if ((await page.getByText('在线支付').count()) > 0) throw new Error('the vague 在线支付 is still offered')
        await page.locator('.cashier__amount:visible', { hasText: '¥2,000' }).waitFor()
        await app.screenshot(page, 'cashier-cash')
      },
      page,
      app,
    ))
  const onProvider =
    atCashier &&
    (await step(
      check,
      "cashier: 确认支付 leads to the provider's hosted page",
      async () => {
        await page.locator('.nut-button:visible', { hasText: '确认支付 ¥2,000' }).click()
        await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
        const text = (await page.locator('main').textContent()) ?? ''
        for (const expected of ['交易保证金', '¥2,000', '确认支付', '取消支付']) if (!text.includes(expected)) throw new Error(`missing ${expected} in ${text}`)
        if (findPayOrder(ORDER)?.status !== 'pending') throw new Error('the order changed before paying')
        await app.screenshot(page, 'cashier-hosted-pay-page')
      },
      page,
      app,
    ))
  const paid =
    onProvider &&
    (await step(
      check,
      'cashier: paying on the hosted page lands on cash/result, which shows it paid',
      async () => {
        await page.getByRole('button', { name: '确认支付' }).click()
        await page.waitForURL(`**/pages/order/cash/result/index?payOrderNo=${ORDER}`, { timeout: 15000 })
        await page.getByText('支付成功').first().waitFor({ timeout: 15000 })
        const text = (await page.locator('.cashier__result:visible').first().textContent()) ?? ''
        if (!text.includes('交易保证金') || !text.includes('¥2,000')) throw new Error(`the result says ${text}`)
        if (findPayOrder(ORDER)?.status !== 'paid') throw new Error(`the server holds the order ${findPayOrder(ORDER)?.status}`)
        await app.screenshot(page, 'cashier-result-paid')
      },
      page,
      app,
    ))
  if (paid) {
    await step(
      check,
      'cashier: the result page reloaded still shows it paid (the server says so)',
      async () => {
        await page.reload()
        await page.getByText('支付成功').first().waitFor({ timeout: 15000 })
        if ((await page.getByText('我已支付').count()) > 0) throw new Error('the reloaded result offers 我已支付')
        await app.screenshot(page, 'cashier-result-reloaded')
      },
      page,
      app,
    )
    await step(
      check,
      'cashier: a paid order offers no second payment',
      async () => {
        await page.goto(`${BASE_URL}/pages/order/cash/index?payOrderNo=${ORDER}`)
        await page.getByText('该订单已支付').first().waitFor({ timeout: 15000 })
        if ((await page.getByText(/确认支付|重新支付/).count()) > 0) throw new Error('the cashier still offers to pay')
      },
      page,
      app,
    )
  }
  check('cashier: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

/**
 * A payment cancelled at the provider: 取消支付 on the hosted page comes back to cash/result,
 * which says 支付未完成 with 重新支付 as the main action; 我已支付 asks and says nothing was found;
 * 重新支付 goes through the cashier and the provider again and the order is paid.
 */
export async function runCashierCancelJourney(app: BrowserApp, check: Check) {
  const order = createPayOrder({ accountId: 20001, subject: '拍品服务费', lines: [{ label: '送拍服务费', amountCents: 38000 }], returnTo: '/pages/home/trade/index' })
  const no = order.payOrderNo
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const cancelled = await step(
    check,
    'cashier cancel: 取消支付 on the provider’s page comes back to 支付未完成 with 重新支付 as the main action',
    async () => {
      await page.goto(`${BASE_URL}/pages/order/cash/index?payOrderNo=${no}`)
      await page.getByText('支付宝').first().waitFor({ timeout: 15000 })
      await page.locator('.nut-button:visible', { hasText: '确认支付 ¥380' }).click()
      await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
      await page.getByRole('button', { name: '取消支付' }).click()
      await page.waitForURL(`**/pages/order/cash/result/index?payOrderNo=${no}`, { timeout: 15000 })
      await page.getByText('支付未完成').first().waitFor({ timeout: 15000 })
      if ((await page.getByText('等待支付结果').count()) > 0) throw new Error('the result still says 等待支付结果')
      const primary = (await page.locator('.action-bar__button--primary:visible').first().textContent()) ?? ''
      if (!primary.includes('重新支付')) throw new Error(`the main action is ${primary}`)
      if (findPayOrder(no)?.status !== 'pending') throw new Error(`the server holds the order ${findPayOrder(no)?.status}`)
      await app.screenshot(page, 'cashier-cancel-unfinished')
    },
    page,
    app,
  )
  const asked =
    cancelled &&
    (await step(
      check,
      'cashier cancel: 我已支付 asks the server and says it found no payment',
      async () => {
        const before = (await page.locator('.cashier__finding').count()) > 0
        if (before) throw new Error('a finding is shown before asking')
        await page.locator('.nut-button:visible', { hasText: '我已支付' }).click()
        await page.locator('.cashier__finding:visible', { hasText: '未查到支付，请稍后再试' }).waitFor({ timeout: 10000 })
        await app.screenshot(page, 'cashier-cancel-asked')
      },
      page,
      app,
    ))
  if (asked) {
    await step(
      check,
      'cashier cancel: 重新支付 pays through the cashier and the provider, and the result says 支付成功',
      async () => {
        await page.locator('.nut-button:visible', { hasText: '重新支付' }).click()
        await page.waitForURL(`**/pages/order/cash/index?payOrderNo=${no}`, { timeout: 10000 })
        await page.locator('.nut-button:visible', { hasText: '确认支付 ¥380' }).click()
        await page.waitForURL('**/cashier/mock/pay-page?**', { timeout: 10000 })
        await page.getByRole('button', { name: '确认支付' }).click()
        await page.waitForURL(`**/pages/order/cash/result/index?payOrderNo=${no}`, { timeout: 15000 })
        await page.getByText('支付成功').first().waitFor({ timeout: 15000 })
        if (findPayOrder(no)?.status !== 'paid') throw new Error(`the server holds the order ${findPayOrder(no)?.status}`)
        await app.screenshot(page, 'cashier-cancel-repaid')
      },
      page,
      app,
    )
  }
  check('cashier cancel: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module)
  runStandalone(async (app, check) => {
    await runCashierJourney(app, check)
    await runCashierCancelJourney(app, check)
  })
