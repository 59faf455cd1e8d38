/**
 * What the browser journeys do on a page, the same way in every area: find what is shown (Taro's
 * H5 keeps the pages below in the DOM, hidden), tap the footer's buttons, type, confirm Taro's
 * modal, and hand the photo picker pictures.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Locator, Page } from 'playwright-core'

/** A small PNG the journeys upload as a photo. */
export const PHOTO = readFileSync(resolve(__dirname, '..', '..', 'src', 'assets', 'tabbar', 'stock-active.png'))

/** The first visible element with the text. */
export function shown(page: Page, text: string | RegExp): Locator {
  return page.getByText(text).filter({ visible: true }).first()
}

/** A button of the page's footer bar. */
export function footerButton(page: Page, text: string | RegExp): Locator {
  return page.locator('.page-layout__footer .nut-button:visible', { hasText: text })
}

/** The visible input or textarea with this placeholder (the nth when several). */
export async function typeInto(page: Page, placeholder: string, value: string, nth = 0): Promise<void> {
  await page.locator(`input[placeholder="${placeholder}"]:visible, textarea[placeholder="${placeholder}"]:visible`).nth(nth).fill(value)
}

/** Confirm Taro's H5 modal (its elements are named taro-model__*). */
export async function confirmModal(page: Page): Promise<void> {
  await page.locator('.taro-model__confirm:visible').click()
}

/** The photo field labelled `label`. */
export function photoField(page: Page, label: string): Locator {
  return page.locator('.form-photo:visible', { has: page.locator('.form-field__label', { hasText: new RegExp(`^${label}$`) }) })
}

/**
 * Tap the picker's + (in `within`, else the page's first), pick the album and hand the file
 * chooser `count` pictures at once; waits until they are uploaded.
 */
export async function addPhotos(page: Page, name: string, count = 1, within?: Locator): Promise<void> {
  const scope = within ?? page.locator('.photo-picker:visible').first()
  const before = await scope.locator('.photo-picker__image').count()
  await scope.locator('.photo-picker__add').first().click()
  // On a phone Taro's H5 chooseImage first asks: camera or album.
  const album = page.getByText('从相册选择').filter({ visible: true }).first()
  await album.waitFor({ timeout: 10000 })
  const chooser = page.waitForEvent('filechooser', { timeout: 10000 })
  chooser.catch(() => undefined)
  await album.click()
  const files = Array.from({ length: count }, (_, n) => ({ name: `${name}-${n + 1}.png`, mimeType: 'image/png', buffer: PHOTO }))
  await (await chooser).setFiles(files)
  await scope
    .locator('.photo-picker__image')
    .nth(before + count - 1)
    .waitFor({ timeout: 20000 })
}

/** Pauses after a navigation for the page's first render and its transition. */
export const AFTER_NAVIGATION_MS = 400

/** Taps the visible chip reading exactly `text` (or matching it), in the field labelled `within` if given. */
export async function pickChip(page: Page, text: string | RegExp, within?: string): Promise<void> {
  const scope = within ? page.locator('.form-field:visible', { has: page.locator('.form-field__label', { hasText: within }) }) : page
  await scope
    .locator('.chip:visible', { hasText: typeof text === 'string' ? new RegExp(`^${text}$`) : text })
    .first()
    .click()
}
