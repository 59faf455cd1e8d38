/**
 * Browser journey from the catalogue to consignment on the H5 build, as the demo dealer: a SKU's
 * detail shows its next steps (收藏, 分享, 在拍同款, 回收, 求购, 寄拍这款); 寄拍这款 opens 发布拍品
 * with that SKU already chosen (from 商品库). Screenshots: sku-consign-detail (the footer and the
 * tools), sku-consign-on-sale (在拍同款), sku-consign-form (the SKU chosen).
 * Standalone: `tsx tests/browser/sku-consign.ts` against a built dist/h5.
 */
import { DEMO_TOKEN, productCatalogue } from '@mocks/db'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { footerButton, shown } from './ui'

export async function runSkuConsignJourney(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  // a much-dealt SKU: its deals, chart and grade chips show too
  const sku = productCatalogue().skus.find((candidate) => candidate.dealCount >= 10)!

  const opened = await step(
    check,
    'sku → consign: the SKU detail offers 收藏, 分享, 在拍同款 and 回收 / 求购 / 寄拍这款',
    async () => {
      await page.goto(`${BASE_URL}/pages/product/sku/detail/index?id=${sku.id}`)
      await shown(page, sku.name).waitFor({ timeout: 15000 })
      for (const text of ['回收', '求购', '寄拍这款']) await footerButton(page, text).waitFor({ timeout: 5000 })
      await page.locator('.sku-detail__tool:visible', { hasText: '收藏' }).waitFor()
      await page.locator('.sku-detail__tool:visible', { hasText: '分享' }).waitFor()
      await page.locator('.price-chart__range:visible').waitFor({ timeout: 10000 })
      await app.screenshot(page, 'sku-consign-detail')
      const onSale = page.locator('.sku-detail__on-sale:visible')
      await onSale.scrollIntoViewIfNeeded()
      // either lots of this SKU or the empty state that says so, never 加载中 for good
      await page.locator('.sku-detail__sale:visible').first().or(shown(page, '暂无在拍的同款，可寄拍这款或发布求购')).waitFor({ timeout: 10000 })
      await app.screenshot(page, 'sku-consign-on-sale')
    },
    page,
    app,
  )

  if (opened) {
    await step(
      check,
      'sku → consign: 寄拍这款 opens 发布拍品 with the SKU chosen',
      async () => {
        await footerButton(page, '寄拍这款').click()
        await page.waitForURL(`**/pages/product/smu/form/index?skuId=${sku.id}`, { timeout: 10000 })
        const chosen = page.locator('.smu-chosen:visible')
        await chosen.waitFor({ timeout: 10000 })
        const title = (await page.locator('.smu-chosen__title:visible').textContent())?.trim()
        if (title !== sku.name) throw new Error(`the form has ${title}, not ${sku.name}`)
        if (!((await chosen.textContent()) ?? '').includes('商品库')) throw new Error('the chosen item is not marked 商品库')
        await app.screenshot(page, 'sku-consign-form')
      },
      page,
      app,
    )
  }
  check('sku → consign: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runSkuConsignJourney)
