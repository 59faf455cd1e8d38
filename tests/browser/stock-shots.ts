/**
 * Each stock screen on the H5 build, signed in as the demo shop: its seeded data shows with no
 * page or console error; a screenshot of each (part of the browser check).
 */
import { DEMO_TOKEN } from '@mocks/db'
import { STOCK_SCREENS } from '../support/stock-screens'
import { BASE_URL, runStandalone, type BrowserApp } from './support'
import type { Check } from './checks'

export async function runStockScreenshots(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  for (const { route, query, shows } of STOCK_SCREENS) {
    const search = query ? `?${new URLSearchParams(query)}` : ''
    const { page, problems } = await app.openPage(context)
    try {
      await page.goto(`${BASE_URL}/${route}${search}`)
      for (const text of shows) await page.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 10000 })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      const name = [route.split('/').slice(1, -1).join('-'), ...Object.values(query ?? {})].join('-')
      await app.screenshot(page, name)
      check(`${route}${search} shows its data in the browser`, problems.errors.length === 0, problems.errors.join(' | '))
    } catch (error) {
      check(`${route}${search} shows its data in the browser`, false, String(error).split('\n')[0])
    }
    await page.close()
  }
  await context.close()
}

if (require.main === module) runStandalone(runStockScreenshots)
