/**
 * Renders the tab-bar icons (normal and selected) of src/core/navigation/tab-icons.ts to 81x81
 * PNGs with Chromium. WeChat's tab bar takes only PNG/JPG icons, so the PNGs are committed.
 * Run after changing a drawing: npx tsx scripts/render-tab-icons.ts
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { TABS } from '../src/core/routes'
import { tabIconSvg } from '../src/core/navigation/tab-icons'
// @ts-expect-error plain ES module shared with the other scripts
import { chromiumArgs, chromiumPath } from './chromium.mjs'

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath() as string, args: chromiumArgs as string[] })
  const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
  for (const { icon } of TABS) {
    for (const selected of [false, true]) {
      await page.setContent(`<html><body style="margin:0;background:transparent">${tabIconSvg(icon, selected)}</body></html>`)
      const png = await page.locator('svg').screenshot({ omitBackground: true })
      const file = `src/assets/tabbar/${icon}${selected ? '-active' : ''}.png`
      writeFileSync(file, png)
      console.log(`${file} ${png.length} bytes`)
    }
  }
  await browser.close()
}

void main()
