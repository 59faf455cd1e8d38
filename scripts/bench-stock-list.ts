/**
 * `npm run bench:stock-list`, after `npm run build:h5` (it builds nothing): opens the inventory
 * list of the demo shop (10,000 items) in Chromium at 375x812 and prints
 * - the mock's warm-up: its first stock list call seeds the 10,000 items, timed apart;
 * - the app's own time from navigation to the first item rows, on the warm mock (median of 5
 *   cold page loads);
 * - after scrolling through 2,000 items, the DOM node counts and the frames over 50 ms.
 * A benchmark prints figures; it does not pass or fail. H5_DIST serves another build folder;
 * PREVIEW_PORT and MOCK_PORT move the servers.
 */
import { chromium, type Browser, type Page } from 'playwright-core'
import { BASE_URL, median, mockPortFlags, openBenchPhone, startBenchServers, timeStockListCall } from './bench-support'
// @ts-expect-error plain ES module shared with the other scripts
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const RUNS = 5
const TARGET_ITEMS = 2000
const ROW_SELECTOR = '.stock-list__row'
const LIST_URL = `${BASE_URL}/pages/stock/inventory/stock/list/index`

/** Page errors and failed requests of every run. */
const problems = { errors: new Set<string>(), failed: new Set<string>() }

const openPhone = (browser: Browser): Promise<Page> => openBenchPhone(browser, problems)

/** Navigation start to the first item row on screen, in ms. */
async function timeFirstItems(page: Page): Promise<number> {
  const started = performance.now()
  await page.goto(LIST_URL, { waitUntil: 'commit' })
  await page.locator(`${ROW_SELECTOR}:visible`).first().waitFor({ timeout: 30_000 })
  return performance.now() - started
}

async function main() {
  const stopServers = await startBenchServers()
  const browser = await chromium.launch({ executablePath: chromiumPath() as string, args: [...(chromiumArgs as string[]), ...mockPortFlags] })
  try {
    const warmUpMs = await timeStockListCall()
    const warmCallMs = await timeStockListCall()

    const firstItems: number[] = []
    let page = await openPhone(browser)
    for (let run = 1; run <= RUNS; run += 1) {
      if (run > 1) {
        await page.context().close()
        page = await openPhone(browser)
      }
      firstItems.push(await timeFirstItems(page))
    }
    // The last run's page goes on scrolling.
    const before = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.length)
    const scrollStarted = Date.now()
    // Scroll like a thumb: 600 px steps at ~60 steps a second, until 2,000 items are loaded
    // and the window shows the 2,000th row.
    let steps = 0
    for (;;) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(16)
      steps += 1
      if (steps % 10 !== 0) continue
      // The row at the bottom edge of the viewport, counted from the list's top.
      const bottomRow = await page.evaluate(() => {
        const rows = document.querySelector('.stock-list__rows:not([hidden])') as HTMLElement | null
        const first = rows?.querySelector('.stock-list__row') as HTMLElement | null
        if (!rows || !first) return 0
        return Math.floor((window.innerHeight - rows.getBoundingClientRect().top) / first.offsetHeight)
      })
      if (bottomRow >= TARGET_ITEMS) break
      if (Date.now() - scrollStarted > 180_000) throw new Error(`scrolling stalled at row ${bottomRow}`)
    }
    const scrollMs = Date.now() - scrollStarted
    const frames = await page.evaluate((from) => (window as unknown as { __frames: number[] }).__frames.slice(from), before)
    const dom = await page.evaluate(
      (selector) => ({
        nodes: document.getElementsByTagName('*').length,
        rows: document.querySelectorAll(selector).length,
      }),
      ROW_SELECTOR,
    )
    const slow = frames.filter((ms) => ms > 50)

    const ms = (value: number) => `${value.toFixed(0)} ms`
    console.log(`Inventory list benchmark (Chromium 375x812, demo shop with 10,000 items, ${BASE_URL})`)
    console.log(`  mock warm-up              ${ms(warmUpMs)} (first stock list call of a fresh mock: seeds the items; not the app's time)`)
    console.log(`  stock list call, warm     ${ms(warmCallMs)}`)
    console.log(`  time to first items       ${ms(median(firstItems))} median of ${RUNS} (${firstItems.map(ms).join(', ')}): navigation to first row visible, warm mock, cold page`)
    console.log(`  scrolled                  ${TARGET_ITEMS} items in ${(scrollMs / 1000).toFixed(1)} s (${steps} wheel steps of 600 px)`)
    console.log(`  DOM nodes at the end      ${dom.nodes} in the document, ${dom.rows} item rows rendered`)
    console.log(`  frames while scrolling    ${frames.length}, over 50 ms: ${slow.length}${slow.length ? ` (worst ${Math.max(...slow).toFixed(0)} ms)` : ''}`)
    if (problems.failed.size) console.log(`  failed requests           ${[...problems.failed].slice(0, 5).join(' | ')}`)
    if (problems.errors.size) console.log(`  page errors               ${[...problems.errors].slice(0, 5).join(' | ')}`)
  } finally {
    await browser.close()
    await stopServers()
  }
}

void main().catch((error: unknown) => {
  console.error('[bench:stock-list]', error instanceof Error ? error.message : error)
  process.exit(1)
})
