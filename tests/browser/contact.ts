/**
 * Browser journey of reaching another dealer: 李老板 (a second demo dealer) opens a post of the
 * demo shop, asks about its linked item (询价), and the shop's owner finds the inquiry in the
 * notifications with the item attached, which opens the item.
 */
import { DEMO_TOKEN, PEER_TOKEN, getDb } from '@mocks/db'
import { DEMO_POST_SHOP } from '@mocks/db/seed-post'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

/**
 * A post of the demo shop linking one of its stock items, as the mock holds it now (other
 * journeys delete posts of the demo shop).
 */
function demoPostWithItem(): { postId: number; itemId: number } {
  const post = getDb().posts.find((candidate) => candidate.shopId === DEMO_POST_SHOP && candidate.itemIds.length === 1)
  if (!post) throw new Error('no post of the demo shop links an item')
  return { postId: post.id, itemId: post.itemIds[0] }
}

const MESSAGE = '你好，CF 小号还在吗？周六可以到店看货吗'

async function askAboutTheItem(app: BrowserApp, check: Check, { postId }: { postId: number }) {
  const context = await app.newContext({ token: PEER_TOKEN })
  const { page, problems } = await app.openPage(context)
  try {
    await page.goto(`${BASE_URL}/pages/post/detail/index?id=${postId}`)
    await page.locator('.post-items__row:visible').first().click()
    await page.locator('.post-item-sheet__action', { hasText: '询价' }).click()
    const message = page.locator('.contact-sheet textarea[placeholder="请输入询价内容"]')
    await message.waitFor({ timeout: 10000 })
    await message.fill(MESSAGE)
    await app.screenshot(page, 'contact-inquiry-form')
    await page.locator('.contact-sheet .nut-button', { hasText: '发送询价' }).click()
    await page.getByText('询价已发送，对方会在消息中看到').waitFor({ timeout: 10000 })
    await app.screenshot(page, 'contact-inquiry-sent')
    check("contact journey: a peer sends an inquiry about a post's item", true)
  } catch (error) {
    check("contact journey: a peer sends an inquiry about a post's item", false, String(error).split('\n')[0])
  }
  check('contact journey (peer) without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

async function theShopReadsIt(app: BrowserApp, check: Check, { itemId }: { itemId: number }) {
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
    await page.waitForURL(`**/pages/stock/inventory/stock/detail/index?id=${itemId}**`, { timeout: 10000 })
    check('contact journey: the attached item opens', true)
  } catch (error) {
    check('contact journey: the shop finds the inquiry and opens its item', false, String(error).split('\n')[0])
  }
  check('contact journey (shop) without page errors', problems.errors.length === 0, problems.errors.join(' | '))
  await context.close()
}

export async function runContactJourney(app: BrowserApp, check: Check) {
  const target = demoPostWithItem()
  await askAboutTheItem(app, check, target)
  await theShopReadsIt(app, check, target)
}

if (require.main === module) runStandalone(runContactJourney)
