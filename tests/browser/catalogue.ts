/**
 * Browser journeys of the trading catalogue on the H5 build: from the trade tab, find a brand by
 * its initial in the brand filter, open its SKU list and a SKU with its reference and deal
 * prices; a dealer without PRODUCT_DETAIL_PRICE sees no price anywhere and is told how to get it.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { DEMO_ENTERPRISE_ACCOUNT, DEMO_USER_ID } from '@mocks/db/seed-account'
import { openSession } from '@mocks/lib/auth'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'

const cards = (page: Page) => page.locator('.sku-card:visible')

/** Trade tab → 品牌筛选 → the letter H → 爱马仕 → its list. */
async function openHermesList(page: Page) {
  await page.goto(`${BASE_URL}/pages/home/trade/index`)
  await page.locator('.entry-grid:visible').getByText('品牌筛选').click({ timeout: 15000 })
  await page.waitForURL('**/pages/product/brand-filter/index', { timeout: 10000 })
  await page.locator('.brand-index__row:visible').first().waitFor({ timeout: 10000 })
  await page.locator('.brand-index__index:visible .brand-index__letter', { hasText: /^H$/ }).click()
  const hermes = page.locator('.brand-index__row:visible', { hasText: '爱马仕' })
  // The jump (a smooth scroll) brings H's brands on screen.
  let y = Number.NaN
  for (let waited = 0; waited < 3000; waited += 100) {
    y = (await hermes.boundingBox())?.y ?? Number.NaN
    if (y >= 0 && y < 812) break
    await page.waitForTimeout(100)
  }
  if (!(y >= 0 && y < 812)) throw new Error(`爱马仕 is not on screen after tapping H (y=${y})`)
  await hermes.click()
  await page.waitForURL('**/pages/product/sku/list/index?brandId=*', { timeout: 10000 })
  await cards(page).first().waitFor({ timeout: 10000 })
}

export async function runCatalogueJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const found = await step(
    check,
    'catalogue: find 爱马仕 by its initial and list its SKUs with prices',
    async () => {
      await openHermesList(page)
      const texts = await cards(page).allTextContents()
      if (!texts.every((text) => text.includes('爱马仕'))) throw new Error('a SKU of another brand is listed')
      if (!texts[0].includes('参考价 ¥')) throw new Error(`no reference price: ${texts[0]}`)
      const title = await page.locator('.page-layout__title:visible').first().textContent()
      if (title?.trim() !== '爱马仕') throw new Error(`the list is titled ${title}`)
      await app.screenshot(page, 'catalogue-hermes-list')
    },
    page,
    app,
  )
  if (found) {
    await step(
      check,
      'catalogue: a SKU shows its reference price, deals and specs',
      async () => {
        await cards(page).first().click()
        await page.waitForURL('**/pages/product/sku/detail/index?id=*', { timeout: 10000 })
        await page.locator('.sku-detail__ref-price:visible').waitFor({ timeout: 10000 })
        await page.locator('.sku-detail__spec:visible').first().waitFor()
        await app.screenshot(page, 'catalogue-sku-detail')
      },
      page,
      app,
    )
  }
  check('catalogue: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()

  // The demo person acting for the enterprise account, which holds no PRODUCT_DETAIL_PRICE.
  const locked = await app.newContext({ token: openSession(DEMO_USER_ID, DEMO_ENTERPRISE_ACCOUNT) })
  const other = await app.openPage(locked)
  await step(
    check,
    'catalogue: without PRODUCT_DETAIL_PRICE no price shows, and the way to trading permission does',
    async () => {
      await openHermesList(other.page)
      if ((await other.page.locator('.sku-card__price:visible').count()) > 0) throw new Error('a price is listed')
      await other.page.locator('.sku-card__locked:visible', { hasText: '开通交易权限查看价格' }).first().waitFor()
      await cards(other.page).first().click()
      await other.page.locator('.price-gate:visible').waitFor({ timeout: 10000 })
      // Only the public 公价 may be priced here: no reference price, deals or chart.
      if ((await other.page.locator('.sku-detail__ref-price, .sku-detail__deal, .price-chart').count()) > 0) throw new Error('the detail shows a price')
      await app.screenshot(other.page, 'catalogue-sku-detail-locked')
      await other.page.locator('.price-gate__action:visible').click()
      await other.page.waitForURL('**/pages/member/apply/home/index', { timeout: 10000 })
    },
    other.page,
    app,
  )
  check('catalogue without permission: no page or console error', other.problems.errors.length === 0, other.problems.errors.slice(0, 3).join(' | '))
  await locked.close()
}

if (require.main === module) runStandalone(runCatalogueJourneys)
