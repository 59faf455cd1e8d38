/**
 * The H5 browser check (npm run check:browser), after `npm run build:h5`: every route opens from
 * a cold load with no page error and no console error and shows its title with tap targets
 * large enough, and again with wrong-shaped replies; the four tabs switch; a page whose code fails to load offers a retry; a
 * screenshot of each tab page is saved under test-results/browser.
 */
import { ALL_ROUTES, ROUTE_TABLE, TABS, isTabPath } from '../../src/core/routes'
import { DEMO_TOKEN } from '@mocks/db'
import { BASE_URL, OUTPUT_DIR, startBrowserApp } from './support'
import { createChecks } from './checks'
import { runLoginJourneys } from './login'
import { runNavigationJourneys } from './navigation'
import { runAccountJourneys } from './account'
import { runAccountScreenshots } from './account-shots'
import { runStockScreenshots } from './stock-shots'
import { runStockJourneys } from './stock'
import { runPostJourney } from './post'
import { runStockHostJourneys } from './stock-host'
import { runLongTexts } from './long-texts'
import { runContactJourney } from './contact'
import { runStaffJourney } from './staff'
import { runCatalogueJourneys } from './catalogue'
import { runCashierCancelJourney, runCashierJourney } from './cashier'
import { runWinPayJourney } from './win-pay'
import { runMemberJourney } from './member'
import { runSmuJourney } from './smu'
import { runSkuConsignJourney } from './sku-consign'
import { runAuctionJourneys } from './auction'
import { runProxyBidJourney } from './proxy-bid'
import { runJianlouJourney } from './jianlou'
import { runLiveRoomJourney } from './live-room'
import { runRecycleJourneys } from './recycle'
import { runMaintainJourneys } from './maintain'
import { runCouponJourneys } from './coupon'
import { runCheckCodeJourneys } from './check-code'
import { runEvaluateJourneys } from './evaluate'
import { runQualityJourneys } from './quality'
import { runFairJourneys } from './fair'
import { runRecycleInspectListJourney } from './recycle-inspect-list'
import { runExpressJourneys } from './express'
import { runChannelJourney } from './channel'
import { runAccessibility, SMALL_TARGETS } from './a11y'
import { runTabClearance } from './tab-clearance'
import { runChunkRetryJourneys, runHostileReplies, runWrongShapeRoutes } from './resilience'
import { runOldEngineJourneys } from './old-engines'
import { runSlowAndGatewayJourneys } from './slow-and-gateway'

/** How far the shown page's title text is from the screen's middle (plain script: see long-texts.ts). */
const TITLE_OFFSET = `(() => {
  const page = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
  const title = page && page.querySelector('.page-layout__title--center')
  if (!title) return null
  const range = document.createRange()
  range.selectNodeContents(title)
  const box = range.getBoundingClientRect()
  return Math.round(box.left + box.width / 2 - window.innerWidth / 2)
})()`

const checks = createChecks()
const check = checks.check

async function main(): Promise<void> {
  const app = await startBrowserApp()
  try {
    // Every route from a cold load, signed in (signed out, the pages that need an account go to
    // the login page: the unit tests check that).
    const context = await app.newContext({ token: DEMO_TOKEN })
    for (const route of ALL_ROUTES) {
      const { title } = ROUTE_TABLE[route]
      const { page, problems } = await app.openPage(context)
      try {
        await page.goto(`${BASE_URL}/${route}`, { waitUntil: 'load' })
        await page.locator('.page-layout__title', { hasText: title }).first().waitFor({ timeout: 10000 })
        await page.waitForLoadState('networkidle')
        check(`${route} shows ${title}`, true)
        if (!isTabPath(route)) {
          // The title's text sits in the middle of the screen, whatever the bar holds on its sides.
          // (A page whose bar holds a search box instead has no such title.)
          const offset = (await page.evaluate(TITLE_OFFSET)) as number | null
          if (offset !== null) check(`${route}: title centred`, Math.abs(offset) <= 2, `off by ${offset}px`)
        }
        // 32 px at least for any tap target, 44 px for the footer's primary action.
        const small = (await page.evaluate(SMALL_TARGETS)) as string[]
        check(`${route}: tap targets at least 32 px`, small.length === 0, small.join(', '))
      } catch (error) {
        check(`${route} shows ${title}`, false, String(error).split('\n')[0])
      }
      check(`${route} has no page or console error`, problems.errors.length === 0, problems.errors.join(' | '))
      await page.close()
    }
    await context.close()

    // The four tabs switch, signed out and signed in; a screenshot of each.
    for (const signedIn of [false, true]) {
      const tabContext = await app.newContext(signedIn ? { token: DEMO_TOKEN } : {})
      const { page, problems } = await app.openPage(tabContext)
      await page.goto(`${BASE_URL}/${TABS[0].path}`)
      if (!signedIn) {
        // Taro's component styles (extracted in production builds) come before the app's, as
        // Taro's own injection put them: the app's and NutUI's rules win ties.
        const sheets = await page.evaluate(`[...document.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))`)
        const order = (sheets as string[]).map((href) => href.replace(/^\/css\/|\.[0-9a-f]+\.css$/g, ''))
        check('Taro’s component styles are linked before the app’s', order.indexOf('taro-components') === 0 && order.includes('app'), order.join(', '))
      }
      for (const tab of TABS) {
        await page.locator('.taro-tabbar__tabbar').getByText(tab.text, { exact: true }).click()
        try {
          await page.waitForURL(`**/${tab.path}**`, { timeout: 5000 })
          await page.locator('.page-layout__title:visible', { hasText: tab.text }).first().waitFor({ timeout: 5000 })
          await page.waitForLoadState('networkidle')
          await page.waitForTimeout(400)
          await app.screenshot(page, `tab-${tab.icon}${signedIn ? '-signed-in' : ''}`)
          check(`tab ${tab.text} opens${signedIn ? ' signed in' : ''}`, true)
        } catch (error) {
          check(`tab ${tab.text} opens${signedIn ? ' signed in' : ''}`, false, String(error).split('\n')[0])
        }
      }
      check(`tabs without errors${signedIn ? ' signed in' : ''}`, problems.errors.length === 0, problems.errors.join(' | '))
      await tabContext.close()
    }

    await runOldEngineJourneys(app, check)
    await runTabClearance(app, check)
    await runAccessibility(app, check)
    await runWrongShapeRoutes(app, check)
    await runChunkRetryJourneys(app, check)
    await runHostileReplies(app, check)
    await runSlowAndGatewayJourneys(app, check)
    await runLongTexts(app, check)
    await runLoginJourneys(app, check)
    await runStockHostJourneys(app, check)
    await runNavigationJourneys(app, check)
    await runAccountScreenshots(app, check)
    await runAccountJourneys(app, check)
    await runStockScreenshots(app, check)
    await runStockJourneys(app, check)
    await runPostJourney(app, check)
    await runContactJourney(app, check)
    await runStaffJourney(app, check)
    await runCatalogueJourneys(app, check)
    await runSmuJourney(app, check)
    await runSkuConsignJourney(app, check)
    await runMemberJourney(app, check)
    await runCashierJourney(app, check)
    await runWinPayJourney(app, check)
    await runCashierCancelJourney(app, check)
    await runAuctionJourneys(app, check)
    await runProxyBidJourney(app, check)
    await runJianlouJourney(app, check)
    await runLiveRoomJourney(app, check)
    await runRecycleJourneys(app, check)
    await runMaintainJourneys(app, check)
    await runCouponJourneys(app, check)
    await runCheckCodeJourneys(app, check)
    await runEvaluateJourneys(app, check)
    await runQualityJourneys(app, check)
    await runFairJourneys(app, check)
    await runRecycleInspectListJourney(app, check)
    await runExpressJourneys(app, check)
    await runChannelJourney(app, check)
  } finally {
    await app.close()
  }
  console.log(`screenshots: ${OUTPUT_DIR}`)
  checks.finish()
}

main().catch((error: unknown) => {
  console.error(error)
  check('browser check ran to the end', false)
  checks.finish()
})
