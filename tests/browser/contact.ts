/**
 * Browser journey of reaching another dealer: 李老板 (a second demo dealer) opens a post of the
 * demo shop, asks about its linked item (询价), and the shop's owner finds the inquiry in the
 * notifications with the item attached, which opens the item.
 */
import { DEMO_TOKEN, PEER_TOKEN } from '../../mocks/db'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

/** The demo shop's post linking stock item 109996 (香奈儿 CF 小号). */
const POST_ID = 50034
const ITEM_ID = 109996
const MESSAGE = '你好，CF 小号还在吗？周六可以到店看货吗'

async function askAboutTheItem(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: PEER_TOKEN })
  const { page, problems } = await app.openPage(context)
  try {
    await page.goto(`${BASE_URL}/pages/post/detail/index?id=${POST_ID}`)
    await page.locator('.post-items__row').first().click()
    await page.locator('.post-item-sheet__action', { hasText: '询价' }).click()
    const message = page.locator('.contact-sheet textarea[placeholder="请输入询价内容"]')
    await message.waitFor({ timeout: 10000 })
    await message.fill(MESSAGE)
    await app.screenshot(page, 'contact-inquiry-form')
    await page.locator('.contact-sheet .nut-button', { hasText: '发送询价' }).click()
    await page.getByText('询价已发送，对方会在消息中看到').waitFor({ timeout: 10000 })
    await app.screenshot(page, 'contact-inquiry-sent')
    check('contact journey: a peer sends an inquiry about a post\'s item', true)
  } catch (error) {
    check('contact journey: a peer sends an inquiry about a post\'s item', false, String(error).split('\n')[0])
  }
  check('contact journey (peer) without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

async function theShopReadsIt(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  try {
    await page.goto(`${BASE_URL}/pages/account/follow/index`)
    const row = page.locator('.notifications__item', { hasText: MESSAGE })
    await row.waitFor({ timeout: 10000 })
    const unread = await row.locator('[aria-label="未读"]').count()
    const attached = row.locator('[aria-label="询价商品"]')
    await app.screenshot(page, 'contact-inquiry-received')
    check('contact journey: the shop finds the inquiry, unread, with the item', unread > 0 && (await attached.count()) > 0)
    await attached.click()
    await page.waitForURL(`**/pages/stock/inventory/stock/detail/index?id=${ITEM_ID}**`, { timeout: 10000 })
    check('contact journey: the attached item opens', true)
  } catch (error) {
    check('contact journey: the shop finds the inquiry and opens its item', false, String(error).split('\n')[0])
  }
  check('contact journey (shop) without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

export async function runContactJourney(app: BrowserApp, check: Check) {
  await askAboutTheItem(app, check)
  await theShopReadsIt(app, check)
}

if (require.main === module) runStandalone(runContactJourney)
