/**
 * Renders the tab-bar icons (normal and selected) of src/core/navigation/tab-icons.ts to 81x81
 * PNGs with Chromium. WeChat's tab bar takes only PNG/JPG icons, so the PNGs are committed.
 * Run after changing a drawing: npx tsx scripts/render-tab-icons.ts
 *
 * They sit in the mini-program's main package (2 MB limit, our budget 600 KiB): each is reduced
 * to a 16-colour palette with alpha (UPNG), about 0.7 KB instead of Chromium's 2.5 KB. A drawing
 * has one colour, its fill and their anti-aliased edges, so nothing visible is lost.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
// @ts-expect-error UPNG ships no types: decode, toRGBA8 and encode are used as documented
import UPNG from 'upng-js'
import { TABS } from '../src/core/routes'
import { tabIconSvg } from '../src/core/navigation/tab-icons'
// @ts-expect-error plain ES module shared with the other scripts
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const PALETTE_COLOURS = 16

/** The same image as a palette PNG (RGBA palette entries, so edges keep their transparency). */
function paletted(png: Buffer): Buffer {
  const image = UPNG.decode(png.buffer.slice(png.byteOffset, png.byteOffset + png.length))
  return Buffer.from(UPNG.encode(UPNG.toRGBA8(image), image.width, image.height, PALETTE_COLOURS))
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath() as string, args: chromiumArgs as string[] })
  const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
  for (const { icon } of TABS) {
    for (const selected of [false, true]) {
      await page.setContent(`<html><body style="margin:0;background:transparent">${tabIconSvg(icon, selected)}</body></html>`)
      const png = paletted(await page.locator('svg').screenshot({ omitBackground: true }))
      const file = `src/assets/tabbar/${icon}${selected ? '-active' : ''}.png`
      writeFileSync(file, png)
      console.log(`${file} ${png.length} bytes`)
    }
  }
  await browser.close()
}

void main()
