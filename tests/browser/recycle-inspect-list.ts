/**
 * Browser journey of the buyer's 待验货 list on the H5 build (375x812): 李老板 (PEER) opens 回收专区,
 * taps 待验货 (its count from the server) and lands on the 已报价 page's 待验货 tab, which lists
 * 8211 (迪通拿, won by him and signed for) with its 中标价 and state; the tab bar shows 待收货 and
 * 待验货 with their counts; the card opens the order, which offers 提交验货结果.
 * Screenshots: recycle-zone-counts, recycle-buyer-inspecting, recycle-buyer-inspect-open.
 */
import { PEER_TOKEN } from '@mocks/db'
import { findOrder } from '@mocks/db/recycle'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { shown } from './ui'

/** Won by 李老板 and signed for: awaiting his inspection (mocks/db/seed-recycle.ts). */
const ORDER = 8211
/** The spec's navigation debounce (src/core/navigation; not imported: it loads Taro). */
const AFTER_NAVIGATION_MS = 350

export async function runRecycleInspectListJourney(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: PEER_TOKEN })
  const { page, problems } = await app.openPage(context)
  const title = findOrder(ORDER)!.item.title

  const listed = await step(
    check,
    'recycle inspect list: 回收专区 → 待验货 lists the won order signed for, with 中标价 and the tab counts',
    async () => {
      await page.goto(`${BASE_URL}/pages/recycle/zone/index`)
      const entry = page.locator('.buyer-zone__count:visible', { hasText: '待验货' }).first()
      await entry.waitFor({ timeout: 15000 })
      await app.screenshot(page, 'recycle-zone-counts')
      await page.waitForTimeout(AFTER_NAVIGATION_MS)
      await entry.click()
      await page.waitForURL('**/pages/recycle/buyer/quote/list/offered/index?tab=inspecting', { timeout: 10000 })
      const card = page.locator('.buyer-card:visible', { hasText: title }).first()
      await card.waitFor({ timeout: 15000 })
      const text = (await card.textContent()) ?? ''
      for (const expected of ['已中标', '中标价', '待验货']) if (!text.includes(expected)) throw new Error(`the card lacks ${expected}: ${text}`)
      if (text.includes('有效至')) throw new Error(`a won quote shows 有效至: ${text}`)
      await shown(page, /待收货\d+/).waitFor({ timeout: 5000 })
      await shown(page, /待验货\d+/).waitFor({ timeout: 5000 })
      await app.screenshot(page, 'recycle-buyer-inspecting')
    },
    page,
    app,
  )

  if (listed) {
    await step(
      check,
      'recycle inspect list: the card opens the order, which offers 提交验货结果',
      async () => {
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await page.locator('.buyer-card:visible', { hasText: title }).first().click()
        await page.waitForURL(`**/pages/recycle/buyer/quote/detail/index?id=${ORDER}`, { timeout: 10000 })
        await shown(page, '提交验货结果').waitFor({ timeout: 15000 })
        await app.screenshot(page, 'recycle-buyer-inspect-open')
      },
      page,
      app,
    )
  }
  check('recycle inspect list: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runRecycleInspectListJourney)
