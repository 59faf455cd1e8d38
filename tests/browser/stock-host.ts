/**
 * Browser journey of the stock host (spec section 2: an H5 host whose name contains 'stock'),
 * tried under stock.localhost, which Chromium resolves to this machine: a shared stock item opens
 * signed out with its public fields and no peer price, the shop itself sees its peer price, and
 * every other page goes to not-found.
 */
import { DEMO_TOKEN } from '@mocks/db'
import { PREVIEW_PORT } from '../../scripts/preview'
import { runStandalone, type BrowserApp } from './support'
import type { Check } from './checks'

const STOCK_HOST_URL = `http://stock.localhost:${PREVIEW_PORT}`
/** An item of the demo shop's seed (ZP00077), shared by its id alone. */
const SHARED_ITEM = `${STOCK_HOST_URL}/pages/stock/inventory/stock/detail/index?id=100077&utm_source=wx`

async function signedOut(app: BrowserApp, check: Check) {
  const context = await app.newContext()
  const { page, problems } = await app.openPage(context)
  try {
    await page.goto(SHARED_ITEM)
    await page.locator('.public-item__title').waitFor({ timeout: 15000 })
    const url = page.url()
    const peerPrice = await page.locator('.public-item__peer').count()
    await app.screenshot(page, 'stock-host-item-signed-out')
    check('stock host: a shared item opens signed out, without login', !url.includes('/login/'), url)
    check('stock host: no peer price for a visitor', peerPrice === 0)
  } catch (error) {
    check('stock host: a shared item opens signed out, without login', false, String(error).split('\n')[0])
  }
  for (const path of ['/pages/home/post/index', '/pages/account/login/index', '/pages/stock/inventory/stock/list/index']) {
    try {
      await page.goto(`${STOCK_HOST_URL}${path}`)
      await page.waitForURL('**/pages/guide/not-found/index**', { timeout: 10000 })
      await page.locator('.guide__title:visible').waitFor({ timeout: 10000 })
      // Its home is not-found too: no way home is offered there.
      const homeOffered = await page.getByText('返回首页').locator('visible=true').count()
      check(`stock host: ${path} goes to not-found`, homeOffered === 0, '返回首页 offered')
    } catch (error) {
      check(`stock host: ${path} goes to not-found`, false, `${page.url()} ${String(error).split('\n')[0]}`)
    }
  }
  await app.screenshot(page, 'stock-host-not-found')
  check('stock host without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

async function theShopItself(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page } = await app.openPage(context)
  try {
    await page.goto(SHARED_ITEM)
    await page.locator('.public-item__peer').waitFor({ timeout: 15000 })
    check('stock host: the shop signed in sees its peer price', true)
  } catch (error) {
    check('stock host: the shop signed in sees its peer price', false, String(error).split('\n')[0])
  }
  await context.close()
}

export async function runStockHostJourneys(app: BrowserApp, check: Check) {
  await signedOut(app, check)
  await theShopItself(app, check)
}

if (require.main === module) runStandalone(runStockHostJourneys)
