/**
 * What a dealer meets when things go wrong, on the H5 build:
 * - every route with wrong-shaped replies (a backend that answers differently from the mock)
 *   shows its bar and a readable state, with no uncaught error;
 * - a page whose code does not arrive (the network drops while opening it) offers a retry that
 *   works once the network is back, opened from another page or cold.
 */
import type { Page } from 'playwright-core'
import { ALL_ROUTES, ROUTE_TABLE, isTabPath } from '../../src/core/routes'
import { DEMO_TOKEN } from '@mocks/db'
import { wrongEnvelope, type WrongShape } from '../support/wrong-shape'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

const API_ORIGIN = 'http://127.0.0.1:6003'

/** Answer every API call with its real reply, reshaped. */
async function reshapeReplies(page: Page, how: WrongShape): Promise<void> {
  await page.route(`${API_ORIGIN}/**`, async (route) => {
    // A request still on its way when the page closes ends here, not as an unhandled rejection.
    const response = await route.fetch().catch(() => null)
    if (!response) return route.abort().catch(() => undefined)
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      return route.fulfill({ response })
    }
    await route.fulfill({ response, json: wrongEnvelope(body, how) })
  })
}

export async function runWrongShapeRoutes(app: BrowserApp, check: Check): Promise<void> {
  const context = await app.newContext({ token: DEMO_TOKEN })
  let index = 0
  for (const route of ALL_ROUTES) {
    const how: WrongShape = index++ % 2 ? 'drop' : 'swap'
    const { title } = ROUTE_TABLE[route]
    const { page, problems } = await app.openPage(context)
    const label = `${route} with ${how}ped replies`
    try {
      await reshapeReplies(page, how)
      await page.goto(`${BASE_URL}/${route}`, { waitUntil: 'load' })
      await page.locator('.page-layout__title:visible', { hasText: title }).first().waitFor({ timeout: 10000 })
      await page.waitForLoadState('networkidle')
      // Retries of refused replies are not made (only network failures are retried): settled.
      await page.waitForTimeout(300)
      const body = (
        await page
          .locator('.taro_page:visible .page-layout__body')
          .first()
          .innerText()
          .catch(() => '')
      ).trim()
      const boundary = await page
        .getByText('页面出错了')
        .isVisible()
        .catch(() => false)
      if (isTabPath(route)) await app.screenshot(page, `wrong-shape-${route.split('/')[2]}`)
      check(`${label}: readable`, body.length > 0 && !boundary, boundary ? 'the page boundary caught a render error' : `body: ${body.slice(0, 60)}`)
    } catch (error) {
      check(`${label}: readable`, false, String(error).split('\n')[0])
    }
    check(`${label}: no uncaught error`, problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
    await page.close()
  }
  await context.close()
}

/** Script in reply texts (a post's text, a shop's name, 5,000 characters unbroken) runs nothing and stays on screen. */
export async function runHostileReplies(app: BrowserApp, check: Check): Promise<void> {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const payload = '<img src=x onerror=alert(document.domain)><script>alert(1)</script>'
  const long = '奢'.repeat(5000)
  await page.route(`${API_ORIGIN}/post/feed**`, async (route) => {
    const response = await route.fetch().catch(() => null)
    if (!response) return route.abort().catch(() => undefined)
    const body = (await response.json()) as { data?: { list?: { content: string; brand: string | null; shop: { name: string } }[] } }
    const first = body.data?.list?.[0]
    if (first) {
      first.content = `${payload} ${long}`
      first.shop.name = payload + long
      first.brand = long
    }
    await route.fulfill({ response, json: body })
  })
  try {
    await page.goto(`${BASE_URL}/pages/home/post/index`)
    await page.locator('.post-card').first().waitFor({ timeout: 10000 })
    await page.waitForTimeout(500)
    const injected = await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)
    const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.post-card *')].map((element) => element.getBoundingClientRect().right)))
    await app.screenshot(page, 'hostile-reply-feed')
    check('script in reply texts runs nothing', dialogs.length === 0 && injected === 0, `dialogs ${dialogs.join(',')}, injected ${injected}`)
    check('5,000 unbroken characters stay inside the screen', widest <= 376, `rightmost edge ${widest}px`)
  } catch (error) {
    check('hostile reply texts', false, String(error).split('\n')[0])
  }
  check('hostile reply texts without page errors', problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
  await context.close()
}

/** The scripts and stylesheets index.html loads itself: everything else is a page's own code. */
async function initialAssets(): Promise<Set<string>> {
  const html = await (await fetch(`${BASE_URL}/pages/home/trade/index`)).text()
  return new Set([...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => new URL(match[1], BASE_URL).pathname))
}

export async function runChunkRetryJourneys(app: BrowserApp, check: Check): Promise<void> {
  const initial = await initialAssets()
  const context = await app.newContext({ token: DEMO_TOKEN })
  let offline = false
  await context.route(/\/(js|css)\//, (route) => {
    const path = new URL(route.request().url()).pathname
    return offline && !initial.has(path) ? route.abort('internetdisconnected') : route.continue()
  })

  // From another page: the tap says what happened, the address stays, 重试 opens the page.
  {
    const { page, problems } = await app.openPage(context)
    try {
      await page.goto(`${BASE_URL}/pages/home/trade/index`)
      await page.locator('.page-layout__title:visible', { hasText: '交易' }).first().waitFor({ timeout: 10000 })
      await page.waitForLoadState('networkidle')
      offline = true
      await page.getByText('品牌筛选', { exact: true }).first().click()
      await page.getByText('页面加载失败').waitFor({ timeout: 10000 })
      await page.waitForURL('**/pages/home/trade/index', { timeout: 5000 })
      await app.screenshot(page, 'chunk-failed-in-app')
      offline = false
      await page.getByText('重试', { exact: true }).click()
      await page.waitForURL('**/pages/product/brand-filter/index', { timeout: 10000 })
      await page.locator('.page-layout__title:visible', { hasText: ROUTE_TABLE['pages/product/brand-filter/index'].title }).first().waitFor({ timeout: 10000 })
      check('a page whose code fails to load offers 重试, which opens it once the network is back', true)
    } catch (error) {
      check('a page whose code fails to load offers 重试, which opens it once the network is back', false, String(error).split('\n')[0])
    }
    offline = false
    check('no uncaught error when a page fails to load', problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
    await page.close()
  }

  // Opened cold: not a blank page but 重新加载.
  {
    const { page, problems } = await app.openPage(context)
    try {
      offline = true
      await page.goto(`${BASE_URL}/pages/account/address/list/index`)
      await page.getByText('页面加载失败').waitFor({ timeout: 10000 })
      offline = false
      await page.getByText('重新加载', { exact: true }).click()
      await page.locator('.page-layout__title:visible', { hasText: ROUTE_TABLE['pages/account/address/list/index'].title }).first().waitFor({ timeout: 10000 })
      check('a page opened cold whose code fails to load offers 重新加载, which opens it', true)
    } catch (error) {
      check('a page opened cold whose code fails to load offers 重新加载, which opens it', false, String(error).split('\n')[0])
    }
    offline = false
    check('no uncaught error when a cold page fails to load', problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
    await page.close()
  }
  await context.close()
}

if (require.main === module) {
  runStandalone(async (app, check) => {
    await runHostileReplies(app, check)
    await runChunkRetryJourneys(app, check)
    await runWrongShapeRoutes(app, check)
  })
}
