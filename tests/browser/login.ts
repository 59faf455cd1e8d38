/**
 * Browser journey (part of npm run check:browser): log in through the login page on the H5
 * build against the mock backend and land on the page named by redirect; a 403 phone shows the
 * server's title and content.
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

export async function runLoginJourneys(app: BrowserApp, check: ReturnType<typeof createChecks>['check']) {
  await loginAndRedirect(app, check)
  await forbiddenPhone(app, check)
}

if (require.main === module) runStandalone(runLoginJourneys)
