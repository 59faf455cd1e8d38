/**
 * Browser journey (part of npm run check:browser): log in through the login page on the H5
 * build against the mock backend and land on the page named by redirect; a 403 phone shows the
 * server's title and content; a cold deep link survives login whole; a title carrying script
 * runs nothing.
 */
import { BASE_URL, runStandalone, type BrowserApp } from './support'
import type { createChecks } from './checks'
import type { Page } from 'playwright-core'

async function fillLogin(page: Page, phone: string, code: string) {
  await page.locator('input[placeholder="请输入手机号"]').fill(phone)
  await page.locator('input[placeholder="请输入4位验证码"]').fill(code)
  await page.getByText('我已阅读并同意').click()
  await page.locator('.login__submit').click()
}

async function loginAndRedirect(app: BrowserApp, check: (name: string, ok: boolean, detail?: string) => void) {
  const context = await app.newContext()
  const { page, problems } = await app.openPage(context)
  const redirect = encodeURIComponent('/pages/home/account/index')
  await page.goto(`${BASE_URL}/pages/account/login/index?redirect=${redirect}`)
  await page.locator('.login__submit').waitFor()
  await app.screenshot(page, 'login')
  // A wrong code first: the error shows and the phone stays filled in.
  await fillLogin(page, '13800138000', '0000')
  await page.getByText('验证码错误或已过期').waitFor({ timeout: 5000 })
  check('wrong code shows the server message', true)
  check('phone kept after a failure', (await page.locator('input[placeholder="请输入手机号"]').inputValue()) === '13800138000')
  await page.locator('input[placeholder="请输入4位验证码"]').fill('1234')
  await page.locator('.login__submit').click()
  try {
    await page.waitForURL('**/pages/home/account/index**', { timeout: 10000 })
    await page.getByText('王经理').waitFor({ timeout: 10000 })
    await page.waitForTimeout(400)
    await app.screenshot(page, 'login-landed-account')
    check('login lands on the redirect page, signed in', true)
  } catch (error) {
    check('login lands on the redirect page, signed in', false, String(error).split('\n')[0])
  }
  const stored = await page.evaluate(() => window.localStorage.getItem('userToken'))
  check('token stored as userToken', Boolean(stored && stored.includes('mock-token-')), String(stored))
  check('login journey without page errors', problems.errors.filter((e) => !e.includes('[api')).length === 0, problems.errors.join(' | '))
  await context.close()
}

async function forbiddenPhone(app: BrowserApp, check: (name: string, ok: boolean, detail?: string) => void) {
  const context = await app.newContext()
  const { page } = await app.openPage(context)
  await page.goto(`${BASE_URL}/pages/account/login/index`)
  await page.locator('.login__submit').waitFor()
  await fillLogin(page, '13800000403', '1234')
  try {
    await page.getByText('账号已被限制', { exact: true }).first().waitFor({ timeout: 5000 })
    await page.getByText('该账号因违规操作已被限制登录，如有疑问请联系客服。').first().waitFor({ timeout: 5000 })
    await page.waitForTimeout(300)
    await app.screenshot(page, 'login-403')
    check("403 phone shows the server's title and content", true)
  } catch (error) {
    check("403 phone shows the server's title and content", false, String(error).split('\n')[0])
  }
  await context.close()
}

/** A signed-out dealer opens a shared detail link with a query, logs in and lands on it whole. */
async function deepLinkSurvivesLogin(app: BrowserApp, check: (name: string, ok: boolean, detail?: string) => void) {
  const context = await app.newContext()
  const { page } = await app.openPage(context)
  const link = '/pages/stock/inventory/stock/detail/index?id=110000&utm_source=wx'
  try {
    await page.goto(`${BASE_URL}${link}`)
    await page.waitForURL('**/pages/account/login/index**', { timeout: 10000 })
    const backUrl = new URL(page.url()).searchParams.get('backUrl')
    check('a cold deep link sends to login with its whole address as backUrl', backUrl === link, String(backUrl))
    await page.locator('.login__submit').waitFor()
    await fillLogin(page, '13800138000', '1234')
    await page.waitForURL((url) => url.pathname === '/pages/stock/inventory/stock/detail/index', { timeout: 10000 })
    const landed = new URL(page.url())
    await page.getByText('ZP10000').first().waitFor({ timeout: 10000 })
    check('after login the deep link opens whole', landed.searchParams.get('id') === '110000' && landed.searchParams.get('utm_source') === 'wx', page.url())
  } catch (error) {
    check('after login the deep link opens whole', false, String(error).split('\n')[0])
  }
  await context.close()
}

/** Script in a title a link carries runs nothing; a raw % does not break the page. */
async function hostileTitles(app: BrowserApp, check: (name: string, ok: boolean, detail?: string) => void) {
  const context = await app.newContext()
  const { page, problems } = await app.openPage(context)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const payload = '<img src=x onerror=alert(document.domain)>'
  try {
    // A src the page refuses (no frame to load here): the title shows either way.
    await page.goto(`${BASE_URL}/pages/web-view/index?src=${encodeURIComponent('https://example.invalid/')}&title=${encodeURIComponent(payload)}`)
    await page.locator('.page-layout__title', { hasText: payload }).first().waitFor({ timeout: 10000 })
    await page.waitForTimeout(500)
    const injected = await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)
    check('a title carrying script is shown as text and runs nothing', dialogs.length === 0 && injected === 0, `dialogs ${dialogs.join(',')}, injected ${injected}`)
    await page.goto(`${BASE_URL}/pages/web-view/index?src=${encodeURIComponent('https://example.invalid/')}&title=100%折扣`)
    await page.locator('.page-layout__title', { hasText: '100%折扣' }).first().waitFor({ timeout: 10000 })
    check('a raw % in a title stays text', true)
  } catch (error) {
    check('hostile titles', false, String(error).split('\n')[0])
  }
  check('hostile titles without page errors', problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
  await context.close()
}

export async function runLoginJourneys(app: BrowserApp, check: ReturnType<typeof createChecks>['check']) {
  await loginAndRedirect(app, check)
  await forbiddenPhone(app, check)
  await deepLinkSurvivesLogin(app, check)
  await hostileTitles(app, check)
}

if (require.main === module) runStandalone(runLoginJourneys)
