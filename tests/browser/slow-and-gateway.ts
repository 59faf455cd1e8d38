/**
 * What a dealer sees when the backend is slow or behind a failing gateway, on the H5 build,
 * timed from the navigation:
 * - the home tab's feed call (index.html's early call and the app's own) never answered: a
 *   readable message with 重新加载 by the spec's 15 s, and 重新加载 shows the feed once the
 *   server answers; the same when start-up's own call (the app version) hangs;
 * - every API call answered with a gateway's HTML 502 page: a readable message with 重新加载 by
 *   5 s on each tab, the inventory list and a post page, not 加载中.
 */
import type { Page, Route } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

const API_ORIGIN = 'http://127.0.0.1:6003'
/** The spec's request timeout: no first load may stay on 加载中 longer, unsaid. */
const TOLD_BY_MS = 15_000
/** A gateway's error page is said within this. */
const GATEWAY_TOLD_BY_MS = 5_000
const TIMEOUT_TEXT = '网络不给力，加载超时，请检查网络后重新加载'
const BUSY_TEXT = '服务繁忙，请稍后重试'
const GATEWAY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'

/** The error state of the page on screen: its message and its 重新加载. */
function shownError(page: Page) {
  return page.locator('.taro_page:visible .state-message[role="alert"]').first()
}

/** Seconds, for the report. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The message on screen, its time from `start`, and whether it offers 重新加载. */
async function waitForMessage(page: Page, start: number, limitMs: number): Promise<{ elapsed: number; text: string; retry: boolean }> {
  const error = shownError(page)
  // Waited for a little past the limit, so that a late message is measured, not just missed.
  await error.waitFor({ timeout: limitMs + 3000 })
  const elapsed = Date.now() - start
  const text = ((await error.locator('.state-message__title').textContent()) ?? '').trim()
  const retry = await error.getByText('重新加载', { exact: true }).isVisible()
  return { elapsed, text, retry }
}

/** Requests to `pattern` held unanswered until released; released ones go to the server. */
async function holdCalls(page: Page, pattern: string) {
  const held: Route[] = []
  let holding = true
  await page.route(pattern, (route) => {
    if (holding) held.push(route)
    else void route.fallback()
  })
  return {
    get count() {
      return held.length
    },
    release() {
      holding = false
    },
    /** The held requests end (the page is closing): no answer was ever given to them. */
    drop: () => Promise.all(held.splice(0).map((route) => route.abort().catch(() => undefined))),
  }
}

async function neverAnsweredJourney(app: BrowserApp, check: Check, name: string, blocked: string, shot: string): Promise<void> {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const calls = await holdCalls(page, `${API_ORIGIN}/${blocked}**`)
  try {
    const start = Date.now()
    await page.goto(`${BASE_URL}/pages/home/post/index`, { waitUntil: 'commit' })
    const { elapsed, text, retry } = await waitForMessage(page, start, TOLD_BY_MS)
    await app.screenshot(page, shot)
    check(`${name}: told by ${TOLD_BY_MS / 1000} s`, elapsed <= TOLD_BY_MS, `message after ${seconds(elapsed)}: ${text}`)
    check(`${name}: the message is readable and offers 重新加载`, text === TIMEOUT_TEXT && retry, `"${text}", 重新加载 ${retry ? 'shown' : 'missing'}`)
    check(`${name}: the call was held`, calls.count > 0, `${calls.count} held`)
    // The server answers again: 重新加载 shows the feed.
    calls.release()
    await shownError(page).getByText('重新加载', { exact: true }).click()
    await page.locator('.post-card:visible').first().waitFor({ timeout: 10000 })
    await app.screenshot(page, `${shot}-reloaded`)
    check(`${name}: 重新加载 shows the feed once the server answers`, true)
  } catch (error) {
    await app.screenshot(page, `failed-${shot}`).catch(() => '')
    check(`${name}: told, then recovered`, false, String(error).split('\n')[0])
  }
  await calls.drop()
  check(`${name}: no page error`, problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
  await page.close()
  await context.close()
}

const GATEWAY_PAGES = [
  { label: 'the home tab', path: 'pages/home/post/index' },
  { label: 'the stock tab', path: 'pages/home/stock/index' },
  { label: 'the trade tab', path: 'pages/home/trade/index' },
  { label: 'the mine tab', path: 'pages/home/account/index' },
  { label: 'the inventory list', path: 'pages/stock/inventory/stock/list/index' },
  { label: 'a post page', path: 'pages/post/detail/index?id=1' },
]

async function gatewayJourneys(app: BrowserApp, check: Check): Promise<void> {
  const context = await app.newContext({ token: DEMO_TOKEN })
  // The gateway passes the API's CORS header on its error page, as the API's own replies carry it.
  const headers = { 'Access-Control-Allow-Origin': '*' }
  await context.route(`${API_ORIGIN}/**`, (route) => route.fulfill({ status: 502, contentType: 'text/html', headers, body: GATEWAY_PAGE }))
  for (const { label, path } of GATEWAY_PAGES) {
    const { page, problems } = await app.openPage(context)
    const name = `every call a gateway's 502 page, ${label}`
    try {
      const start = Date.now()
      await page.goto(`${BASE_URL}/${path}`, { waitUntil: 'commit' })
      const { elapsed, text, retry } = await waitForMessage(page, start, GATEWAY_TOLD_BY_MS)
      await app.screenshot(page, `gateway-502-${path.split('?')[0].split('/').slice(-3, -1).join('-')}`)
      check(`${name}: told by ${GATEWAY_TOLD_BY_MS / 1000} s`, elapsed <= GATEWAY_TOLD_BY_MS, `message after ${seconds(elapsed)}: ${text}`)
      check(`${name}: says 服务繁忙 with 重新加载`, text === BUSY_TEXT && retry, `"${text}", 重新加载 ${retry ? 'shown' : 'missing'}`)
    } catch (error) {
      await app.screenshot(page, `failed-gateway-${label}`).catch(() => '')
      check(`${name}: told`, false, String(error).split('\n')[0])
    }
    check(`${name}: no page error`, problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
    await page.close()
  }
  await context.close()
}

export async function runSlowAndGatewayJourneys(app: BrowserApp, check: Check): Promise<void> {
  await neverAnsweredJourney(app, check, "the home tab's feed never answered", 'post/feed', 'slow-feed-timeout')
  await neverAnsweredJourney(app, check, "start-up's app version never answered", 'dashboard/appVersion', 'slow-start-up-timeout')
  await gatewayJourneys(app, check)
}

if (require.main === module) runStandalone(runSlowAndGatewayJourneys)
