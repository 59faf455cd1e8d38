/**
 * The declared oldest browsers (iOS 12, Chrome 69) lack standard APIs the app and its libraries
 * call. This Chromium has them all, so each journey first takes them away, as iOS 12.0 has
 * none of them, and the legacy polyfills (config/legacy-polyfills.ts), which index.html loads only there, must stand in: the tabs,
 * the live-room and bargain lists (Array.prototype.at) and an address with a query (Taro's router
 * decodes it with String.prototype.replaceAll) open with no page error. Syntax is
 * npm run check:targets's part: no Chromium can be made to refuse `?.`.
 */
import { DEMO_TOKEN } from '@mocks/db'
import { ROUTE_TABLE } from '../../src/core/routes'
import { POLYFILL_ENTRY } from '../../config/legacy-polyfills'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

/** Run before any of the page's scripts: the APIs iOS 12.0 / Chrome 69 do not have. */
function removeNewerApis() {
  const target = window as unknown as Record<string, unknown>
  delete (Object as unknown as Record<string, unknown>).fromEntries
  delete (Array.prototype as unknown as Record<string, unknown>).at
  delete (String.prototype as unknown as Record<string, unknown>).at
  delete (String.prototype as unknown as Record<string, unknown>).replaceAll
  delete target.AbortController
  delete target.AbortSignal
  delete target.globalThis
}

const PAGES = [
  'pages/home/post/index',
  'pages/home/trade/index',
  'pages/home/stock/index',
  'pages/home/account/index',
  'pages/live/list/index',
  'pages/live/jianlou/list/index?from=share+link',
] as const

/** Whether opening the home tab downloads the legacy polyfills. */
async function loadsPolyfills(app: BrowserApp, withoutNewerApis: boolean): Promise<boolean> {
  const context = await app.newContext({ token: DEMO_TOKEN })
  if (withoutNewerApis) await context.addInitScript(removeNewerApis)
  const { page } = await app.openPage(context)
  let asked = false
  page.on('request', (request) => {
    if (request.url().includes(`/${POLYFILL_ENTRY}.`)) asked = true
  })
  await page.goto(`${BASE_URL}/pages/home/post/index`)
  await page.waitForLoadState('networkidle')
  await context.close()
  return asked
}

export async function runOldEngineJourneys(app: BrowserApp, check: Check): Promise<void> {
  check('a current browser does not download the legacy polyfills', !(await loadsPolyfills(app, false)))
  check('a browser without iOS 12.0’s missing APIs downloads the legacy polyfills', await loadsPolyfills(app, true))

  const context = await app.newContext({ token: DEMO_TOKEN })
  await context.addInitScript(removeNewerApis)
  for (const route of PAGES) {
    const { page, problems } = await app.openPage(context)
    const title = ROUTE_TABLE[route.split('?')[0] as keyof typeof ROUTE_TABLE].title
    const name = `without iOS 12.0's missing APIs, ${route} opens with its data`
    try {
      await page.goto(`${BASE_URL}/${route}`)
      const missing = await page.evaluate(() => typeof (Object as unknown as Record<string, unknown>).fromEntries)
      await page.locator('.page-layout__title:visible', { hasText: title }).first().waitFor({ timeout: 10000 })
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(() => !document.body.innerText.includes('加载中'), null, { timeout: 10000 })
      const text = await page.evaluate(() => document.body.innerText)
      // Not an error state either: the page shows what its calls answered.
      const broken = text.includes('页面出错了') || text.includes('重新加载') || problems.errors.length > 0
      if (broken || route.startsWith('pages/live/')) await app.screenshot(page, `old-engine-${route.split('?')[0].replace(/\//g, '-')}`)
      check(name, !broken && missing === 'function', broken ? problems.errors.join(' | ') || text.slice(0, 120).replace(/\s+/g, ' ') : `Object.fromEntries is ${missing}`)
    } catch (error) {
      await app.screenshot(page, `old-engine-${route.split('?')[0].replace(/\//g, '-')}`)
      check(name, false, `${String(error).split('\n')[0]} ${problems.errors.join(' | ')}`)
    }
    await page.close()
  }
  await context.close()
}

if (require.main === module) runStandalone(runOldEngineJourneys)
