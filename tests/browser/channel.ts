/**
 * Browser journey of one channel per piece (issue 27) on the H5 build, as the demo dealer: stock
 * piece ZP09998 (or another free one, when an earlier journey took it), consigned to auction (寄拍审核中), says so on its page and links to the
 * consignment; recycling's from-stock picker and the lock's item picker grey it out with the
 * reason; the consignment withdrawn, the item page says 在库 again, recycling may take it and a
 * lock takes it. The consignment is made through the mock's calls (the smu journey walks its form).
 * Standalone: `tsx tests/browser/channel.ts` against a built dist/h5.
 */
import { DEMO_TOKEN } from '@mocks/db'
import { channelOf } from '@mocks/lib/channel'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { confirmModal, footerButton, shown, typeInto } from './ui'
import { demoStock, stockItemByCode } from '../support/stock'
import { consignPiece } from '../support/channel'
import type { Page } from 'playwright-core'

/** The piece when still free (the stock journey's stock-taking may have lost it), else a free one with photos. */
function freePiece() {
  const preferred = stockItemByCode('ZP09998')
  if (channelOf(preferred).kind === 'FREE') return preferred
  const other = demoStock().items.find((candidate) => channelOf(candidate).kind === 'FREE' && candidate.photos.length >= 3)
  if (!other) throw new Error('no free stock piece with photos in the demo shop')
  return other
}

const CONSIGNED = '该货品已在寄拍（审核中），请先撤回再'

/** The picker's row of the piece, searched for in the open sheet. */
async function pickerRow(page: Page, code: string) {
  await typeInto(page, '搜索名称、品牌、型号、编码', code)
  await shown(page, '搜索').click()
  const row = page.locator('.stock-item-picker__list .stock-item:visible', { hasText: code }).first()
  await row.waitFor({ timeout: 15000 })
  return row
}

export async function runChannelJourney(app: BrowserApp, check: Check) {
  const item = freePiece()
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  const itemPage = `${BASE_URL}/pages/stock/inventory/stock/detail/index?id=${item.id}`
  let consignmentId = 0

  const consigned = await step(
    check,
    'channel journey: a consigned piece says 寄拍审核中 on its page and links to the consignment',
    async () => {
      consignmentId = await consignPiece(item.code)
      await page.goto(itemPage)
      const card = page.locator('.item-detail__channel:visible')
      await card.waitFor({ timeout: 15000 })
      if (!((await card.textContent()) ?? '').includes('寄拍审核中')) throw new Error('the item page does not say 寄拍审核中')
      if (await footerButton(page, /^锁单$/).count()) throw new Error('a consigned piece still offers 锁单')
      await footerButton(page, '查看拍品').waitFor({ timeout: 5000 })
      await app.screenshot(page, 'channel-item-consigned')
    },
    page,
    app,
  )

  const refused =
    consigned &&
    (await step(
      check,
      'channel journey: recycling and locking grey the consigned piece out with the reason',
      async () => {
        await page.goto(`${BASE_URL}/pages/recycle/seller/home/index`)
        await shown(page, '从库存选择').click({ timeout: 15000 })
        const recycleRow = await pickerRow(page, item.code)
        await recycleRow.locator('.stock-item-picker__reason', { hasText: `${CONSIGNED}回收` }).waitFor({ timeout: 5000 })
        if ((await recycleRow.getAttribute('aria-disabled')) !== 'true') throw new Error('the recycle picker lets the consigned piece be chosen')
        await app.screenshot(page, 'channel-recycle-picker-greyed')
        await recycleRow.click()
        if (await page.locator('.offer-form__chosen:visible', { hasText: item.code }).count()) throw new Error('the consigned piece was taken for recycling')

        await page.goto(`${BASE_URL}/pages/stock/order/lock/create/index`)
        await shown(page, '添加商品').click({ timeout: 15000 })
        const lockRow = await pickerRow(page, item.code)
        await lockRow.locator('.stock-item-picker__reason', { hasText: `${CONSIGNED}锁单` }).waitFor({ timeout: 5000 })
        await app.screenshot(page, 'channel-lock-picker-greyed')
      },
      page,
      app,
    ))

  const withdrawn =
    refused &&
    (await step(
      check,
      'channel journey: the consignment withdrawn from its page, the piece is 在库 again',
      async () => {
        await page.goto(itemPage)
        await footerButton(page, '查看拍品').click({ timeout: 15000 })
        await page.waitForURL(`**/pages/product/smu/detail/index?id=${consignmentId}`, { timeout: 10000 })
        await footerButton(page, '撤回').click({ timeout: 10000 })
        await confirmModal(page)
        await shown(page, '已撤回').waitFor({ timeout: 10000 })
        await page.goto(itemPage)
        const card = page.locator('.item-detail__channel:visible')
        await card.waitFor({ timeout: 15000 })
        if (!((await card.textContent()) ?? '').includes('在库')) throw new Error('the withdrawn piece is not 在库 again')
        await footerButton(page, /^锁单$/).waitFor({ timeout: 5000 })
        await app.screenshot(page, 'channel-item-free-again')
      },
      page,
      app,
    ))

  if (withdrawn) {
    await step(
      check,
      'channel journey: once withdrawn, recycling may take the piece and a lock takes it',
      async () => {
        await page.goto(`${BASE_URL}/pages/recycle/seller/home/index`)
        await shown(page, '从库存选择').click({ timeout: 15000 })
        const row = await pickerRow(page, item.code)
        if ((await row.getAttribute('aria-disabled')) === 'true') throw new Error('the free piece is still greyed out')
        await row.click()
        await page.locator('.offer-form__chosen:visible', { hasText: item.code }).waitFor({ timeout: 10000 })
        await app.screenshot(page, 'channel-recycle-picked')

        await page.goto(`${BASE_URL}/pages/stock/order/lock/create/index?itemIds=${item.id}`)
        await shown(page, item.title).waitFor({ timeout: 15000 })
        await typeInto(page, '请输入买家姓名', '孙先生')
        await typeInto(page, '请输入买家手机号', '13712345678')
        await typeInto(page, '请输入定金，无定金填0', '0')
        await footerButton(page, '确认锁单').click()
        await page.waitForURL('**/pages/stock/order/lock/detail/index?id=*', { timeout: 10000 })
        await page.goto(itemPage)
        const card = page.locator('.item-detail__channel:visible')
        await card.waitFor({ timeout: 15000 })
        if (!((await card.textContent()) ?? '').includes('已锁单')) throw new Error('the locked piece does not say 已锁单')
        await app.screenshot(page, 'channel-item-locked')
      },
      page,
      app,
    )
  }
  check('channel journey: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runChannelJourney)
