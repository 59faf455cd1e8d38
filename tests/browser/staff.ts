/**
 * Browser journey of staff: the owner finds the shop's invitation code in settings; 李老板 opens
 * the owner's join link, joins, switches to the shop and works its stock without seeing a cost.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN, PEER_TOKEN } from '@mocks/db'
import { DEMO_INVITE_CODE } from '@mocks/db/seed-account'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true }).first()

async function ownerInvites(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  try {
    await page.goto(`${BASE_URL}/pages/account/setting/home/index`)
    await visible(page, '店员管理').click()
    await page.locator('.staff__code', { hasText: DEMO_INVITE_CODE }).waitFor({ timeout: 10000 })
    await visible(page, '小周').waitFor({ timeout: 10000 })
    await page.waitForTimeout(300)
    await app.screenshot(page, 'staff-owner-invite')
    check('staff journey: the owner sees the invitation code and the staff', true)
  } catch (error) {
    check('staff journey: the owner sees the invitation code and the staff', false, String(error).split('\n')[0])
  }
  check('staff journey (owner) without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

async function staffJoins(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: PEER_TOKEN })
  const { page, problems } = await app.openPage(context)
  try {
    await page.goto(`${BASE_URL}/pages/account/bind-enterprise/index?inviteCode=${DEMO_INVITE_CODE}`)
    await page.locator('.join-shop__submit .nut-button').click()
    await visible(page, '已加入「臻品名包汇」').waitFor({ timeout: 10000 })
    await app.screenshot(page, 'staff-joined')
    await page.locator('.result-panel__action:visible', { hasText: '切换到该店铺' }).click()
    await page.waitForURL('**/pages/home/account/index', { timeout: 10000 })
    await page.locator('.hero-card:visible').getByText('臻品名包汇').waitFor({ timeout: 10000 })
    check('staff journey: a dealer joins by the link and acts as the shop', true)
    // Inside the app (a fresh load would take the context's first token again).
    await page.locator('.taro-tabbar__tabbar').getByText('库存', { exact: true }).click()
    await page.waitForTimeout(400)
    await visible(page, '在库商品').click()
    await page.waitForURL('**/pages/stock/inventory/stock/list/index**', { timeout: 10000 })
    await page.locator('.stock-list__row:visible').first().waitFor({ timeout: 15000 })
    await page.waitForTimeout(300)
    const costs = await page.locator('.stock-price--cost:visible').count()
    const total = await page.locator('.stock-list__totals:visible').innerText()
    await app.screenshot(page, 'staff-stock-list')
    check('staff journey: the stock list shows no cost to staff', costs === 0 && !total.includes('成本'), `${costs} costs, totals: ${total}`)
  } catch (error) {
    await app.screenshot(page, 'failed-staff-join').catch(() => '')
    check('staff journey: a dealer joins and sees no cost', false, String(error).split('\n').slice(0, 12).join(' | '))
  }
  check('staff journey (staff) without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

export async function runStaffJourney(app: BrowserApp, check: Check) {
  await ownerInvites(app, check)
  await staffJoins(app, check)
}

if (require.main === module) runStandalone(runStaffJourney)
