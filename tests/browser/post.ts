/**
 * Browser journey of the peer circle on the H5 build: open the app cold on the feed, scroll to
 * the third page, open a post, like it, comment, and come back to the same scroll position with
 * the card showing the new like. Then the dealer deletes one of their own posts from their
 * shop's post list.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { DEMO_POST_SHOP } from '@mocks/db/seed-post'
import { BASE_URL, runStandalone, type BrowserApp, step } from './support'
import type { Check } from './checks'

const FEED_PAGE_SIZE = 10

const cards = (page: Page) => page.locator('.post-card:visible')

export async function runPostJourney(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)
  let scrollY = 0
  let likes = 0
  let comments = 0
  const comment = `好货，收了 ${Date.now() % 10000}`

  const scrolled = await step(
    check,
    'post journey: the feed opens cold and scrolls to its third page',
    async () => {
      await page.goto(`${BASE_URL}/pages/home/post/index`)
      await cards(page).first().waitFor({ timeout: 15000 })
      for (let round = 0; round < 60 && (await cards(page).count()) <= 2 * FEED_PAGE_SIZE; round++) {
        await page.mouse.wheel(0, 1500)
        await page.waitForTimeout(250)
      }
      if ((await cards(page).count()) <= 2 * FEED_PAGE_SIZE) throw new Error('the third page never loaded')
      await cards(page)
        .nth(2 * FEED_PAGE_SIZE + 1)
        .scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
      scrollY = await page.evaluate(() => window.scrollY)
      await app.screenshot(page, 'post-feed-third-page')
    },
    page,
    app,
  )
  if (!scrolled) return context.close()

  const opened = await step(
    check,
    'post journey: open a post of the third page, like it and comment',
    async () => {
      comments = Number(
        (
          await cards(page)
            .nth(2 * FEED_PAGE_SIZE + 1)
            .locator('.post-card__count')
            .nth(1)
            .textContent()
        )?.trim(),
      )
      await cards(page)
        .nth(2 * FEED_PAGE_SIZE + 1)
        .locator('.post-card__content')
        .click()
      await page.waitForURL('**/pages/post/detail/index?id=*', { timeout: 10000 })
      const like = page.locator('.post-detail__action:visible[aria-label="点赞"]')
      await like.waitFor({ timeout: 10000 })
      const before = Number((await like.textContent())?.trim())
      await like.click()
      await page.locator('.post-detail__action:visible[aria-label="取消点赞"]').waitFor({ timeout: 5000 })
      const after = Number((await page.locator('.post-detail__action:visible[aria-label="取消点赞"]').textContent())?.trim())
      if (after !== before + 1) throw new Error(`likes went from ${before} to ${after}`)
      likes = after
      await page.locator('input[placeholder="说点什么…"]:visible').fill(comment)
      await page.locator('.post-detail__send:visible').click()
      await page.locator('.post-comments__row:visible', { hasText: comment }).waitFor({ timeout: 10000 })
      await app.screenshot(page, 'post-detail-liked-commented')
    },
    page,
    app,
  )
  if (!opened) return context.close()

  await step(
    check,
    'post journey: back on the feed at the same scroll position',
    async () => {
      await page.locator('.page-layout__bar:visible .page-layout__back').first().click()
      await page.waitForURL('**/pages/home/post/index', { timeout: 10000 })
      await cards(page).first().waitFor({ timeout: 10000 })
      await page.waitForTimeout(500)
      const back = await page.evaluate(() => window.scrollY)
      if (Math.abs(back - scrollY) > 120) throw new Error(`scrolled to ${back}, was at ${scrollY}`)
      if ((await cards(page).count()) <= 2 * FEED_PAGE_SIZE) throw new Error('the feed lost its loaded pages')
      // The card shows the like and the comment made on the post's page.
      const card = cards(page).nth(2 * FEED_PAGE_SIZE + 1)
      const shownLikes = Number((await card.locator('.post-card__count[aria-label="取消点赞"]').textContent({ timeout: 5000 }))?.trim())
      if (shownLikes !== likes) throw new Error(`the card shows ${shownLikes} likes, not ${likes}`)
      const shownComments = Number((await card.locator('.post-card__count').nth(1).textContent())?.trim())
      if (shownComments !== comments + 1) throw new Error(`the card shows ${shownComments} comments, had ${comments}`)
      await app.screenshot(page, 'post-feed-back')
    },
    page,
    app,
  )

  await step(
    check,
    'post journey: delete an own post from the shop’s list',
    async () => {
      await page.goto(`${BASE_URL}/pages/post/list/index?shopId=${DEMO_POST_SHOP}`)
      await cards(page).first().waitFor({ timeout: 15000 })
      const before = await cards(page).count()
      const content = ((await cards(page).first().locator('.post-card__content').textContent()) ?? '').trim()
      await cards(page).first().locator('.post-card__content').click()
      await page.waitForURL('**/pages/post/detail/index?id=*', { timeout: 10000 })
      const remove = page.locator('.nut-button:visible', { hasText: '删除动态' })
      await remove.waitFor({ timeout: 10000 })
      await app.screenshot(page, 'post-detail-own')
      await remove.click()
      await page.locator('.taro-model__confirm:visible').click({ timeout: 5000 })
      await page.waitForURL(/pages\/post\/list\/index/, { timeout: 10000 })
      await page.waitForTimeout(500)
      const after = await cards(page).count()
      if (after !== before - 1) throw new Error(`the list holds ${after} posts, had ${before}`)
      const texts = await cards(page).locator('.post-card__content').allTextContents()
      if (texts.some((text) => text.trim() === content)) throw new Error('the deleted post is still listed')
      await app.screenshot(page, 'post-list-after-delete')
    },
    page,
    app,
  )

  check('post journey: no page or console error', problems.errors.length === 0, problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runPostJourney)
