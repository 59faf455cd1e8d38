/**
 * Browser journey of consigning to auction (smu) on the H5 build, as the demo dealer: 发布拍品,
 * take an item from stock (its photos and fields carry over), go on to the prices, see the
 * reserve-below-start message and fix it (the fee and proceeds follow), submit for review and
 * see the consignment 审核中 in 我的拍品. Not registered in routes.ts here (the lead does);
 * standalone: `tsx tests/browser/smu.ts` against a built dist/h5.
 */
import { DEMO_TOKEN, shopStocks } from '@mocks/db'
import { channelOf } from '@mocks/lib/channel'
import { GRADES } from '../../src/core/api/catalogue'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { confirmModal, footerButton, shown, typeInto } from './ui'

/** An item of the demo shop free now (other journeys lock and sell some), with a few photos. */
function stockItem() {
  // free: no lock, sale or other consignment holds it (the seeded consignment in review holds one)
  const item = shopStocks()[20001].items.find((candidate) => channelOf(candidate).kind === 'FREE' && candidate.photos.length >= 2 && candidate.location !== '门店橱窗')
  if (!item) throw new Error('no in-stock item with photos in the demo shop')
  return item
}

export async function runSmuJourney(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const item = stockItem()
  const photoCount = Math.min(9, item.photos.length)

  const chosen = await step(
    check,
    'smu journey: consign an item from stock, its photos and fields carried over',
    async () => {
      await page.goto(`${BASE_URL}/pages/product/smu/list/index`)
      await page.locator('.smu-card:visible').first().waitFor({ timeout: 15000 })
      await app.screenshot(page, 'smu-list')
      await footerButton(page, '发布拍品').click()
      await page.waitForURL('**/pages/product/smu/form/index', { timeout: 10000 })
      await shown(page, '从库存选择').click()
      await typeInto(page, '搜索名称、品牌、型号、编码', item.code)
      await shown(page, '搜索').click()
      await page.locator('.stock-item-picker__list .stock-item:visible', { hasText: item.code }).first().click({ timeout: 15000 })
      await page.locator('.smu-chosen:visible', { hasText: item.code }).waitFor({ timeout: 10000 })
      const title = await page.locator('.smu-chosen__title:visible').textContent()
      if (title?.trim() !== item.title) throw new Error(`the chosen item is ${title}, not ${item.title}`)
      await page
        .locator('.photo-picker__image:visible')
        .nth(photoCount - 1)
        .waitFor({ timeout: 10000 })
      const photos = await page.locator('.photo-picker__image:visible').count()
      if (photos !== photoCount) throw new Error(`${photos} photos carried over, expected ${photoCount}`)
      // The item's grade carries over when it is one the platform knows; otherwise pick one.
      if (!(GRADES as readonly string[]).includes(item.grade)) await page.locator('.form-choice:visible .chip', { hasText: '95新' }).first().click()
      await app.screenshot(page, 'smu-form-from-stock')
    },
    page,
    app,
  )

  const priced =
    chosen &&
    (await step(
      check,
      'smu journey: a reserve below the start is refused, then fixed; the fee follows',
      async () => {
        await footerButton(page, '下一步：设置价格').click()
        await page.waitForURL('**/pages/product/smu/setting-price/index?id=*', { timeout: 10000 })
        await page.locator('input[placeholder="不低于¥100"]:visible').waitFor({ timeout: 10000 })
        await typeInto(page, '不低于¥100', '12000')
        await typeInto(page, '不低于起拍价', '10000')
        await footerButton(page, '提交审核').click()
        await shown(page, '保留价不能低于起拍价').waitFor({ timeout: 5000 })
        await app.screenshot(page, 'smu-price-reserve-below-start')
        await typeInto(page, '不低于起拍价', '15000')
        // said twice (under the field and as the 预计到手 line): both go once fixed
        await page
          .getByText('保留价不能低于起拍价')
          .filter({ visible: true })
          .first()
          .waitFor({ state: 'detached', timeout: 5000 })
          .catch(async () => {
            if (await page.getByText('保留价不能低于起拍价').filter({ visible: true }).count()) throw new Error('the reserve message stays once fixed')
          })
        await shown(page, '服务费 ¥750，预计到手 ¥14,250').waitFor({ timeout: 5000 })
        await app.screenshot(page, 'smu-price-fixed')
      },
      page,
      app,
    ))

  const submitted =
    priced &&
    (await step(
      check,
      'smu journey: submit for review and see 已提交审核',
      async () => {
        await footerButton(page, '提交审核').click()
        // Asked once with the prices and what they bind.
        await shown(page, '以起拍价 ¥12,000 提交寄拍？').waitFor({ timeout: 5000 })
        await confirmModal(page)
        await page.waitForURL('**/pages/product/smu/detail/index?id=*', { timeout: 10000 })
        await shown(page, '已提交审核').waitFor({ timeout: 10000 })
        await app.screenshot(page, 'smu-submitted')
      },
      page,
      app,
    ))

  if (submitted) {
    await step(
      check,
      'smu journey: the consignment is in review in 我的拍品',
      async () => {
        await page.locator('.nut-button:visible', { hasText: '查看我的拍品' }).click()
        await page.waitForURL('**/pages/product/smu/list/index?status=in_review', { timeout: 10000 })
        const card = page.locator('.smu-card:visible', { hasText: item.title }).first()
        await card.waitFor({ timeout: 10000 })
        if (!((await card.textContent()) ?? '').includes('审核中')) throw new Error('the consignment is not shown 审核中')
        await app.screenshot(page, 'smu-list-in-review')
      },
      page,
      app,
    )
  }
  check('smu journey: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runSmuJourney)
