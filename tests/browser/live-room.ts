/**
 * Browser journey of a live room on the H5 build (room 7511, live), signed in as the demo shop:
 * - the host's stream plays: the <video> reaches readyState ≥ 2 and its currentTime advances
 *   (Chromium plays the mock's HLS loop itself);
 * - again where the browser cannot play HLS (canPlayType patched): hls.js's light chunk is loaded
 *   and the stream plays through it;
 * - a comment is sent and shows at once at the top of the comments, as text.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'

const ROOM_URL = `${BASE_URL}/pages/live/room/index?id=7511`

/** The stream's video: playing, and its time moving on. */
async function streamPlays(page: Page): Promise<void> {
  const video = page.locator('video.live-stream__video')
  await video.waitFor({ timeout: 15000 })
  await page.waitForFunction(() => ((document.querySelector('video.live-stream__video') as HTMLVideoElement | null)?.readyState ?? 0) >= 2, null, { timeout: 15000 })
  const first = await video.evaluate((node: HTMLVideoElement) => node.currentTime)
  await page.waitForFunction((from) => ((document.querySelector('video.live-stream__video') as HTMLVideoElement).currentTime ?? 0) > from + 0.5, first, { timeout: 10000 })
}

export async function runLiveRoomJourney(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const { page, problems } = await app.openPage(context)

  await step(
    check,
    "live room: the host's stream plays (readyState ≥ 2, currentTime advancing)",
    async () => {
      await page.goto(ROOM_URL)
      await page.locator('.live-lot').waitFor({ timeout: 15000 })
      await streamPlays(page)
      await app.screenshot(page, 'live-room-stream')
    },
    page,
    app,
  )

  await step(
    check,
    'live room: a comment sent shows at once, as text',
    async () => {
      const text = '这只包有小票吗？配件全吗'
      const input = page.locator('.live-comment-box__input input, input.live-comment-box__input').first()
      await input.fill(text)
      await page.locator('.live-comment-box__send').click()
      await page
        .locator('.live-comment')
        .first()
        .filter({ hasText: `我：${text}` })
        .waitFor({ timeout: 5000 })
      await app.screenshot(page, 'live-room-comment')
    },
    page,
    app,
  )

  const noNative = await app.newContext({ token: DEMO_TOKEN })
  await noNative.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : original.call(this, type)
    }
  })
  const other = await app.openPage(noNative)
  await step(
    check,
    'live room: without native HLS, hls.js (light, its own chunk) plays the stream',
    async () => {
      const hlsChunk = other.page.waitForResponse((response) => /hls-light/.test(response.url()), { timeout: 15000 })
      await other.page.goto(ROOM_URL)
      await hlsChunk
      await streamPlays(other.page)
    },
    other.page,
    app,
  )

  check('live room: no page or console error', [...problems.errors, ...other.problems.errors].length === 0, [...problems.errors, ...other.problems.errors].slice(0, 3).join(' | '))
  await context.close()
  await noNative.close()
}

if (require.main === module) runStandalone(runLiveRoomJourney)
