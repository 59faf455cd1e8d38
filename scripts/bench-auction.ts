/**
 * `npm run bench:auction`, after `npm run build:h5` (it builds nothing): the auction pages in
 * Chromium at 375x812, signed in as the demo shop, on a fresh mock. Prints
 * - time to first lots: navigation to the first lot row of the 200-lot session 名表夜场 (7002),
 *   median of 5 cold page loads;
 * - scrolling through all 200 lots (every row's countdown ticking from the page's one ticker):
 *   frames, frames over 50 ms, DOM rows at the end;
 * - a live lot's page left open and idle for 60 s: requests per minute (its polling), and the
 *   same page hidden (another tab in front) for 30 s: requests while hidden.
 * A benchmark prints figures; it does not pass or fail. H5_DIST, PREVIEW_PORT and MOCK_PORT as in
 * the other benchmarks.
 */
import { chromium, type Browser, type Page } from 'playwright-core'
import { BASE_URL, median, mockPortFlags, openBenchPhone, startBenchServers } from './bench-support'
// @ts-expect-error plain ES module shared with the other scripts
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const RUNS = 5
const LOTS = 200
const ROW = '.auction-lot'
const LIST_URL = `${BASE_URL}/pages/product/auction/list/index?sessionId=7002`
/** A lot of the 200-lot session still open for a couple of hours. */
const LOT_URL = `${BASE_URL}/pages/product/auction/detail/index?id=7002150`
const IDLE_MS = 60_000
const HIDDEN_MS = 30_000

const problems = { errors: new Set<string>(), failed: new Set<string>() }

const openPhone = (browser: Browser): Promise<Page> => openBenchPhone(browser, problems)

async function timeFirstLots(page: Page): Promise<number> {
  const started = performance.now()
  await page.goto(LIST_URL, { waitUntil: 'commit' })
  await page.locator(`${ROW}:visible`).first().waitFor({ timeout: 30_000 })
  return performance.now() - started
}

/** Scroll like a thumb until the 200th lot is on screen; the frames meanwhile. */
async function scrollAll(page: Page): Promise<{ frames: number[]; ms: number; rows: number }> {
  const before = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.length)
  const started = Date.now()
  for (let step = 1; ; step += 1) {
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(16)
    if (step % 10 !== 0) continue
    const last = await page.evaluate(
      ({ row, lots }) => {
        const rows = [...document.querySelectorAll(row)].filter((element) => (element as HTMLElement).offsetParent !== null)
        const text = rows.at(-1)?.textContent ?? ''
        const shown = Number(/第(\d+)号/.exec(text)?.[1] ?? 0)
        const bottom = rows.at(-1)?.getBoundingClientRect().bottom ?? Infinity
        return shown >= lots && bottom <= window.innerHeight + 200 ? shown : 0
      },
      { row: ROW, lots: LOTS },
    )
    if (last >= LOTS) break
    if (Date.now() - started > 120_000) throw new Error('scrolling stalled before the 200th lot')
  }
  const frames = await page.evaluate((from) => (window as unknown as { __frames: number[] }).__frames.slice(from), before)
  const rows = await page.evaluate((row) => document.querySelectorAll(row).length, ROW)
  return { frames, ms: Date.now() - started, rows }
}

/** Requests the page makes to the API in a span, counted by path. */
async function countRequests(page: Page, spanMs: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  const listen = (request: { url: () => string; method: () => string }) => {
    const url = new URL(request.url())
    if (request.method() === 'OPTIONS' || !/^\/(auction|live|cashier|trade|account)\//.test(url.pathname)) return
    counts[url.pathname] = (counts[url.pathname] ?? 0) + 1
  }
  page.on('request', listen)
  await page.waitForTimeout(spanMs)
  page.off('request', listen)
  return counts
}

async function main() {
  const stopServers = await startBenchServers()
  const browser = await chromium.launch({ executablePath: chromiumPath() as string, args: [...(chromiumArgs as string[]), ...mockPortFlags] })
  try {
    const firstLots: number[] = []
    let page = await openPhone(browser)
    for (let run = 1; run <= RUNS; run += 1) {
      if (run > 1) {
        await page.context().close()
        page = await openPhone(browser)
      }
      firstLots.push(await timeFirstLots(page))
    }
    await page.waitForTimeout(1000)
    const scroll = await scrollAll(page)
    const slow = scroll.frames.filter((ms) => ms > 50)
    await page.context().close()

    const lotPage = await openPhone(browser)
    await lotPage.goto(LOT_URL)
    await lotPage.getByText('出价记录').first().waitFor({ timeout: 30_000 })
    await lotPage.waitForTimeout(3000)
    const idle = await countRequests(lotPage, IDLE_MS)
    const other = await lotPage.context().newPage()
    await other.goto('about:blank')
    await other.bringToFront()
    // A backgrounded tab: the document says hidden (what a phone's browser does when switched away).
    await lotPage.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const hidden = await countRequests(lotPage, HIDDEN_MS)
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0)

    const ms = (value: number) => `${value.toFixed(0)} ms`
    console.log(`Auction benchmark (Chromium 375x812, demo shop, ${BASE_URL})`)
    console.log(`  time to first lots        ${ms(median(firstLots))} median of ${RUNS} (${firstLots.map(ms).join(', ')}): navigation to the first lot row of the 200-lot session`)
    console.log(`  scrolled                  ${LOTS} lots in ${(scroll.ms / 1000).toFixed(1)} s; ${scroll.rows} lot rows in the DOM at the end`)
    console.log(`  frames while scrolling    ${scroll.frames.length}, over 50 ms: ${slow.length}${slow.length ? ` (worst ${Math.max(...slow).toFixed(0)} ms)` : ''}`)
    console.log(`  lot page open and idle    ${((total(idle) * 60_000) / IDLE_MS).toFixed(0)} requests a minute (${JSON.stringify(idle)})`)
    console.log(`  lot page hidden ${HIDDEN_MS / 1000} s      ${total(hidden)} requests (${JSON.stringify(hidden)})`)
    if (problems.failed.size) console.log(`  failed requests           ${[...problems.failed].slice(0, 5).join(' | ')}`)
    if (problems.errors.size) console.log(`  page errors               ${[...problems.errors].slice(0, 5).join(' | ')}`)
  } finally {
    await browser.close()
    await stopServers()
  }
}

void main().catch((error: unknown) => {
  console.error('[bench:auction]', error instanceof Error ? error.message : error)
  process.exit(1)
})
