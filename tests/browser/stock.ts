/**
 * Browser journeys of the stock area on the H5 build: put an item with nine photos chosen at once and reordered in stock, lock it,
 * turn the lock into an offline order with a certificate and see the item sold; run a
 * stock-taking task that ends with one loss; delete an item and restore it from the recycle bin;
 * save the shop's QR card as a picture.
 */
import { copyFileSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { BASE_URL, OUTPUT_DIR, runStandalone, type BrowserApp, step } from './support'
import type { Check } from './checks'
import { addPhotos, confirmModal, footerButton, shown, typeInto } from './ui'

/** The spec's navigation debounce (src/core/navigation; not imported: it loads Taro). */
const NAVIGATE_DEBOUNCE_MS = 300

/** The uploaded photos' addresses, in the order shown. */
function photoOrder(page: Page): Promise<string[]> {
  return page.locator('.photo-picker__image:visible img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
}

export async function runStockJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const code = 'JOURNEY-001'

  const created = await step(
    check,
    'stock journey: put an item with nine photos (one choice, reordered) in stock',
    async () => {
      await page.goto(`${BASE_URL}/pages/stock/inventory/stock/list/index`)
      await page.locator('.stock-list__row:visible').first().waitFor({ timeout: 15000 })
      await footerButton(page, '商品入库').click()
      await page.waitForURL('**/pages/stock/inventory/stock/detail/index?mode=create', { timeout: 10000 })
      // Nine photos in one choice; then the first moves one place on and the second becomes the cover.
      await addPhotos(page, 'piece', 9)
      const before = await photoOrder(page)
      if (before.length !== 9 || new Set(before).size !== 9) throw new Error(`expected 9 distinct photos, got ${before.length}`)
      await page.locator('.photo-picker__cell:visible').first().locator('[aria-label="向后移动"]').click()
      const after = await photoOrder(page)
      if (after[0] !== before[1] || after[1] !== before[0]) throw new Error('the photos did not swap places')
      await app.screenshot(page, 'stock-item-nine-photos')
      await typeInto(page, '如 爱马仕 Birkin 30 金棕色', '爱马仕 Birkin 25 金棕色')
      await page.locator('.item-form__brand:visible').click()
      await page.locator('.brand-index__hot:visible').getByText('爱马仕', { exact: true }).click()
      await typeInto(page, '店内货号，留空自动生成', code)
      await page.locator('.form-choice[aria-label="品类"]:visible').getByText('箱包', { exact: true }).click()
      await page.locator('.form-choice[aria-label="成色"]:visible').getByText('全新', { exact: true }).click()
      await typeInto(page, '单位：元', '168000')
      await typeInto(page, '选填，单位：元', '178000', 0)
      await typeInto(page, '选填，单位：元', '198000', 1)
      await app.screenshot(page, 'stock-item-form')
      await footerButton(page, '确认入库').click()
      // The result stays on screen with the next steps.
      await shown(page, '入库成功').waitFor({ timeout: 10000 })
      await app.screenshot(page, 'stock-item-created')
      await page.locator('.result-panel__action:visible', { hasText: '查看商品' }).click()
      await page.waitForURL('**/pages/stock/inventory/stock/detail/index?id=*', { timeout: 10000 })
      await page.locator('.item-detail:visible').getByText(code).waitFor({ timeout: 10000 })
      await page.locator('.photo-carousel__photo:visible').first().waitFor()
      await app.screenshot(page, 'stock-item-detail')
    },
    page,
    app,
  )
  if (!created) return context.close()

  const locked = await step(
    check,
    'stock journey: lock the item for a buyer',
    async () => {
      await footerButton(page, '锁单').click()
      await page.waitForURL('**/pages/stock/order/lock/create/index?itemIds=*', { timeout: 10000 })
      await shown(page, code).waitFor({ timeout: 10000 })
      await typeInto(page, '请输入买家姓名', '赵女士')
      await typeInto(page, '请输入买家手机号', '13912340000')
      await typeInto(page, '请输入定金，无定金填0', '20000')
      await app.screenshot(page, 'stock-lock-create')
      await footerButton(page, '确认锁单').click()
      await page.waitForURL('**/pages/stock/order/lock/detail/index?id=*', { timeout: 10000 })
      await shown(page, '锁单中').waitFor({ timeout: 10000 })
    },
    page,
    app,
  )
  if (!locked) return context.close()

  await step(
    check,
    'stock journey: the lock becomes an offline order with a certificate and the item is sold',
    async () => {
      // Taps within 300 ms of the last navigation are dropped (the spec's navigation debounce):
      // the lock page has just been opened by the form.
      await page.waitForTimeout(NAVIGATE_DEBOUNCE_MS + 100)
      await page.locator('.page-layout__footer .nut-button:visible', { hasText: '转线下订单' }).click()
      await page.waitForURL('**/pages/stock/order/offline/create/index?lockId=*', { timeout: 10000 })
      await shown(page, code).waitFor({ timeout: 10000 })
      await page.locator('.form-choice[aria-label="付款方式"]:visible .chip', { hasText: '银行转账' }).click()
      await addPhotos(page, 'transfer')
      await app.screenshot(page, 'stock-offline-create')
      await footerButton(page, '确认开单').click()
      await page.waitForURL('**/pages/stock/order/offline/detail/index?id=*', { timeout: 10000 })
      await shown(page, '已成交').waitFor({ timeout: 10000 })
      await app.screenshot(page, 'stock-offline-detail')
      // The item's own page tells it is sold.
      await shown(page, code).click()
      await page.waitForURL('**/pages/stock/inventory/stock/detail/index?id=*', { timeout: 10000 })
      await page.locator('.item-detail:visible .stock-status--sold').first().waitFor({ timeout: 10000 })
    },
    page,
    app,
  )

  await step(
    check,
    'stock journey: a stock-taking task of the shop window ends with one loss',
    async () => {
      await page.goto(`${BASE_URL}/pages/stock/inventory/check-task/list/index`)
      await footerButton(page, '新建盘点').click()
      await page.waitForURL('**/pages/stock/inventory/check-task/form/index', { timeout: 10000 })
      await typeInto(page, '如 11月保险柜盘点', '橱窗抽盘')
      await page.locator('.chip:visible', { hasText: '按库位' }).click()
      await page.locator('.chip:visible', { hasText: '门店橱窗' }).click()
      await footerButton(page, '开始盘点').click()
      await page.waitForURL('**/pages/stock/inventory/check-task/items/index?id=*', { timeout: 10000 })
      await shown(page, 'ZP10000').waitFor({ timeout: 10000 })
      // One found by a tap, one by its typed code (a browser has no camera scan).
      const firstRow = page.locator('.stock-item:visible', { has: page.locator('.check-items__row-actions') }).first()
      const tapped = (await firstRow.locator('.stock-item__meta').textContent()) ?? ''
      await firstRow.locator('.nut-button').click()
      // The tap took the first row: type the code of another one.
      const other = ['ZP09998', 'ZP09999', 'ZP10000'].find((candidate) => !tapped.includes(candidate))!
      await typeInto(page, '输入商品编码，如 ZP00001', other.toLowerCase())
      await page.locator('.check-code:visible .nut-button', { hasText: '确认' }).click()
      await shown(page, '已盘 2').waitFor({ timeout: 10000 })
      await app.screenshot(page, 'stock-check-items')
      await footerButton(page, '完成盘点').click()
      await confirmModal(page)
      await page.waitForURL('**/pages/stock/inventory/check-task/loss/index?id=*', { timeout: 10000 })
      await shown(page, '盘亏件数').waitFor({ timeout: 10000 })
      if ((await page.locator('.stock-item:visible').count()) !== 1) throw new Error('expected exactly one lost item')
      await app.screenshot(page, 'stock-check-loss')
      await footerButton(page, '确认盘亏').click()
      await confirmModal(page)
      await page.waitForURL('**/pages/stock/inventory/check-task/list/index', { timeout: 10000 })
      await shown(page, '橱窗抽盘').waitFor({ timeout: 10000 })
    },
    page,
    app,
  )

  await step(
    check,
    'stock journey: delete an item and restore it from the recycle bin',
    async () => {
      await page.goto(`${BASE_URL}/pages/stock/inventory/stock/list/index?keyword=ZP09990`)
      await page.locator('.stock-list__row:visible').first().click()
      await page.waitForURL('**/pages/stock/inventory/stock/detail/index?id=*', { timeout: 10000 })
      await shown(page, 'ZP09990').waitFor({ timeout: 10000 })
      await page.locator('.item-detail__more:visible').click()
      await page.getByText('删除', { exact: true }).filter({ visible: true }).last().click()
      await confirmModal(page)
      await page.waitForURL((url) => !url.pathname.includes('/stock/detail/'), { timeout: 10000 })
      await page.goto(`${BASE_URL}/pages/stock/inventory/recycle-bin/index`)
      const row = page.locator('.stock-item:visible', { hasText: 'ZP09990' })
      await row.waitFor({ timeout: 10000 })
      await app.screenshot(page, 'stock-recycle-bin')
      await row.locator('.recycle-bin__action', { hasText: '恢复' }).click()
      await row.waitFor({ state: 'detached', timeout: 10000 })
      await page.goto(`${BASE_URL}/pages/stock/inventory/stock/list/index?keyword=ZP09990`)
      await page.locator('.stock-list__row:visible', { hasText: 'ZP09990' }).locator('.stock-status--in_stock').waitFor({ timeout: 10000 })
    },
    page,
    app,
  )

  await step(
    check,
    'stock journey: save the shop QR card as a PNG picture',
    async () => {
      await page.goto(`${BASE_URL}/pages/stock/shop/qrcode/index`)
      await shown(page, '扫一扫，查看店铺展示商品').waitFor({ timeout: 15000 })
      const download = page.waitForEvent('download', { timeout: 10000 })
      await footerButton(page, '保存图片').click()
      const saved = await download
      if (!saved.suggestedFilename().endsWith('-店铺二维码.png')) throw new Error(`saved as ${saved.suggestedFilename()}`)
      const png = readFileSync(await saved.path())
      // PNG signature, then the IHDR chunk's width and height: the 320x400 card drawn at 3x.
      if (png.subarray(1, 4).toString() !== 'PNG') throw new Error('not a PNG')
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
      if (size !== '960x1200') throw new Error(`a ${size} picture`)
      copyFileSync(await saved.path(), resolve(OUTPUT_DIR, 'stock-shop-qrcode-saved.png'))
    },
    page,
    app,
  )

  check('stock journeys: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runStockJourneys)
