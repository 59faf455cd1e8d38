// Renders the tab-bar icons (normal and selected) to 81x81 PNGs with Chromium.
// WeChat's tab bar takes only PNG/JPG icons, so the SVG sources below are rasterised once and
// the PNGs are committed. Run: node scripts/render-tab-icons.mjs
import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'
import { chromiumPath, chromiumArgs } from './chromium.mjs'

const NORMAL = '#6b6660'
const ACTIVE = '#86591f'

// 24x24 outline drawings; the selected state fills the shape's body in a light tint.
const ICONS = {
  post: (c, fill) => `
    <path d="M4 5.5h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z" fill="${fill}" stroke="${c}"/>
    <path d="M17 9h3a2 2 0 0 1 2 2v5.5a2 2 0 0 1-2 2h-.5V21l-3.2-2.5H12" fill="none" stroke="${c}"/>
    <circle cx="6.5" cy="10.5" r="1" fill="${c}"/><circle cx="9.5" cy="10.5" r="1" fill="${c}"/><circle cx="12.5" cy="10.5" r="1" fill="${c}"/>`,
  stock: (c, fill) => `
    <path d="M12 2.8l8.5 4.4v9.6L12 21.2l-8.5-4.4V7.2z" fill="${fill}" stroke="${c}"/>
    <path d="M3.6 7.3L12 11.6l8.4-4.3M12 11.6v9.4M7.8 5l8.4 4.4" fill="none" stroke="${c}"/>`,
  trade: (c, fill) => `
    <circle cx="12" cy="12" r="9.5" fill="${fill}" stroke="${c}"/>
    <path d="M7.5 10h9l-3-3M16.5 14h-9l3 3" fill="none" stroke="${c}"/>`,
  account: (c, fill) => `
    <circle cx="12" cy="8" r="4.2" fill="${fill}" stroke="${c}"/>
    <path d="M3.8 21c.6-4.4 4-7 8.2-7s7.6 2.6 8.2 7z" fill="${fill}" stroke="${c}"/>`,
}

function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="81" height="81" viewBox="0 0 24 24"
    stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
for (const [name, draw] of Object.entries(ICONS)) {
  for (const [suffix, color, fill] of [['', NORMAL, 'none'], ['-active', ACTIVE, '#f1e3cc']]) {
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(draw(color, fill))}</body></html>`)
    const png = await page.locator('svg').screenshot({ omitBackground: true })
    writeFileSync(`src/assets/tabbar/${name}${suffix}.png`, png)
    console.log(`src/assets/tabbar/${name}${suffix}.png ${png.length} bytes`)
  }
}
await browser.close()
