/**
 * `npm run bench:stock-list`, after `npm run build:h5`: opens the inventory list of the demo
 * shop (10,000 items) in Chromium at 375x812, scrolls through 2,000 items and prints the time
 * to the first items, the DOM node counts at the end and the frames over 50 ms while scrolling.
 * A benchmark prints figures; it does not pass or fail.
 */
import { startBrowserApp, BASE_URL } from '../tests/browser/support'
import { DEMO_TOKEN } from '../mocks/db'

const TARGET_ITEMS = 2000
const ROW_SELECTOR = '.stock-list__row'

async function main() {
  const app = await startBrowserApp()
  try {
    const context = await app.newContext({ token: DEMO_TOKEN })
    const { page, problems } = await app.openPage(context)
    // Frame times from requestAnimationFrame, recorded from the first script on.
    // A plain string: tsx's helpers (__name) do not exist in the page.
    await page.addInitScript(`
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => { window.__frames.push(now - last); last = now; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    `)

    const missing = new Set<string>()
    page.on('response', (response) => {
      if (response.status() >= 400) missing.add(`${response.status()} ${response.url()}`)
    })
    const started = Date.now()
    await page.goto(`${BASE_URL}/pages/stock/inventory/stock/list/index`)
    await page.locator(`${ROW_SELECTOR}:visible`).first().waitFor({ timeout: 30_000 })
    const firstItemsMs = Date.now() - started

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
    const dom = await page.evaluate((selector) => ({
      nodes: document.getElementsByTagName('*').length,
      rows: document.querySelectorAll(selector).length,
    }), ROW_SELECTOR)
    const slow = frames.filter((ms) => ms > 50)

    console.log('Inventory list benchmark (Chromium 375x812, demo shop with 10,000 items)')
    console.log(`  time to first items       ${firstItemsMs} ms (navigation start to first row visible)`)
    console.log(`  scrolled                  ${TARGET_ITEMS} items in ${(scrollMs / 1000).toFixed(1)} s (${steps} wheel steps of 600 px)`)
    console.log(`  DOM nodes at the end      ${dom.nodes} in the document, ${dom.rows} item rows rendered`)
    console.log(`  frames while scrolling    ${frames.length}, over 50 ms: ${slow.length}${slow.length ? ` (worst ${Math.max(...slow).toFixed(0)} ms)` : ''}`)
    if (missing.size) console.log(`  failed requests           ${[...missing].slice(0, 5).join(' | ')}`)
    const errors = [...new Set(problems.errors)]
    if (errors.length) console.log(`  page errors               ${errors.slice(0, 5).join(' | ')}`)
  } finally {
    await app.close()
  }
}

void main().catch((error) => {
  console.error(error)
  process.exit(1)
})
