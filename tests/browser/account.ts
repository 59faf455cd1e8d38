/**
 * Browser journeys of the account area on the H5 build: log in, switch shop and see the other
 * account's name, add an address and pick it in check mode, log out and land on the home tab.
 */
import type { Page } from 'playwright-core'
import { BASE_URL, runStandalone, type BrowserApp, step } from './support'
import type { Check } from './checks'

/** The spec's navigation debounce (src/core/navigation; not imported: it loads Taro). */
const NAVIGATE_DEBOUNCE_MS = 300

/** A tap that navigates, right after a navigation: the app drops taps inside the debounce. */
async function afterDebounce(page: Page) {
  await page.waitForTimeout(NAVIGATE_DEBOUNCE_MS + 100)
}

async function typeInto(page: Page, placeholder: string, value: string) {
  await page.locator(`input[placeholder="${placeholder}"], textarea[placeholder="${placeholder}"]`).fill(value)
}

export async function runAccountJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext()
  const { page, problems } = await app.openPage(context)

  const loggedIn = await step(check, 'account journey: log in lands on the mine tab', async () => {
    await page.goto(`${BASE_URL}/pages/account/login/index?redirect=${encodeURIComponent('/pages/home/account/index')}`)
    await typeInto(page, '请输入手机号', '13800138000')
    await typeInto(page, '请输入4位验证码', '1234')
    await page.getByText('我已阅读并同意').click()
    await page.locator('.login__submit').click()
    await page.waitForURL('**/pages/home/account/index**', { timeout: 10000 })
    await page.locator('.hero-card:visible').getByText('臻品名包汇').waitFor({ timeout: 10000 })
  })
  if (!loggedIn) return context.close()

  await step(check, 'account journey: switch shop shows the other account everywhere', async () => {
    // The mine tab may show its name within the debounce after the login's own navigation.
    await afterDebounce(page)
    await page.locator('.hero-card:visible').getByText('切换').click()
    await page.waitForURL('**/pages/account/list/index', { timeout: 10000 })
    await page.getByText('臻品供应链（深圳）有限公司').click()
    await page.waitForURL('**/pages/home/account/index', { timeout: 10000 })
    await page.locator('.hero-card:visible').getByText('臻品供应链（深圳）有限公司').waitFor({ timeout: 10000 })
    if (await page.locator('.hero-card:visible').getByText('臻品名包汇').count()) throw new Error('the old account is still shown')
    await app.screenshot(page, 'journey-switched-account')
    // The stock tab follows the new account too.
    await page.locator('.taro-tabbar__tabbar').getByText('库存', { exact: true }).click()
    await page.locator('.hero-card:visible').getByText('臻品供应链（深圳）有限公司').waitFor({ timeout: 10000 })
  })

  await step(check, 'account journey: add an address and pick it in check mode', async () => {
    await page.goto(`${BASE_URL}/pages/account/bind-enterprise/index`)
    await page.getByText('从地址簿选择（选填）').click()
    await page.waitForURL('**/pages/account/address/list/index?addressId=0&mode=check', { timeout: 10000 })
    await page.getByText('选择地址').first().waitFor()
    await afterDebounce(page)
    await page.locator('.page-layout__footer .nut-button:visible').click()
    await page.waitForURL('**/pages/account/address/form/index', { timeout: 10000 })
    await typeInto(page, '请输入收货人', '赵会计')
    await typeInto(page, '请输入11位手机号', '13900001111')
    await typeInto(page, '如 广东省', '浙江省')
    await typeInto(page, '如 深圳市', '杭州市')
    await typeInto(page, '如 福田区', '西湖区')
    await typeInto(page, '街道、楼栋、门牌号', '文三路90号东部软件园')
    await page.locator('.page-layout__footer .nut-button:visible').click()
    await page.waitForURL('**/pages/account/address/list/index?addressId=0&mode=check', { timeout: 10000 })
    await page.getByText('赵会计').waitFor({ timeout: 10000 })
    await afterDebounce(page)
    await page.getByText('赵会计').click()
    await page.waitForURL('**/pages/account/bind-enterprise/index', { timeout: 10000 })
    await page.getByText('赵会计 浙江省杭州市西湖区文三路90号东部软件园').waitFor({ timeout: 10000 })
    await app.screenshot(page, 'journey-address-picked')
  })

  await step(check, 'account journey: log out lands on the home tab', async () => {
    await page.goto(`${BASE_URL}/pages/account/setting/home/index`)
    await page.locator('.settings__logout .nut-button').click()
    await page.getByText('确定', { exact: true }).last().click()
    await page.waitForURL('**/pages/home/post/index', { timeout: 10000 })
    const stored = await page.evaluate(() => window.localStorage.getItem('userToken'))
    if (stored && stored.includes('mock-token')) throw new Error(`token still stored: ${stored}`)
  })

  check('account journeys without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runAccountJourneys)
