/**
 * Long unbroken names and texts from the server (a 600-letter word, then 400 characters) on
 * every screen of the built areas: nothing may reach past the right edge of a 375 px phone —
 * text wraps or ends in an ellipsis, and every button stays on screen.
 */
import type { Page } from 'playwright-core'
import { DEMO_TOKEN } from '@mocks/db'
import { DEMO_POST_SHOP } from '@mocks/db/seed-post'
import { STOCK_SCREENS } from '../support/stock-screens'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

const API_ORIGIN = 'http://127.0.0.1:6003'
const LONG = `${'W'.repeat(600)}${'奢'.repeat(400)}`
/** Reply fields that carry names and free text (never codes, enums, dates or addresses of files). */
const TEXT_FIELDS = new Set([
  'title',
  'name',
  'nickname',
  'accountName',
  'shopName',
  'enterpriseName',
  'content',
  'brand',
  'model',
  'remark',
  'buyerName',
  'receiverName',
  'consignee',
  'description',
  'note',
  'reason',
  'location',
  'detail',
  'contactName',
])
const ACCOUNT_SCREENS = [
  'pages/home/account/index',
  'pages/account/list/index',
  'pages/account/address/list/index',
  'pages/account/follow-shop/index',
  'pages/account/setting/home/index',
  'pages/home/post/index',
  'pages/post/detail/index?id=50001',
  `pages/post/list/index?shopId=${DEMO_POST_SHOP}`,
  'pages/stock/shop/share/index',
]

function lengthen(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return TEXT_FIELDS.has(key) && value && !/^(https?:|\/)/.test(value) ? `${value}${LONG}` : value
  if (Array.isArray(value)) return value.map((entry) => lengthen(entry, key))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, lengthen(entry, name)]))
  return value
}

/**
 * The first element of the shown page reaching past the viewport, unless an ancestor clips it.
 * Plain script text: tsx would wrap the helpers of a function in a __name the page lacks.
 */
const OVERFLOWING = `(() => {
  const width = window.innerWidth + 1
  const clipping = ['hidden', 'clip', 'auto', 'scroll']
  const current = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
  for (const element of current ? current.querySelectorAll('*') : []) {
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.right <= width) continue
    let clipped = false
    for (let parent = element.parentElement; parent && parent !== current; parent = parent.parentElement) {
      if (clipping.includes(getComputedStyle(parent).overflowX) && parent.getBoundingClientRect().right <= width) clipped = true
    }
    if (!clipped) return (element.className || element.tagName) + ' reaches ' + Math.round(box.right) + 'px: ' + (element.textContent || '').slice(0, 30)
  }
  return null
})()`

function overflowing(page: Page): Promise<string | null> {
  return page.evaluate(OVERFLOWING) as Promise<string | null>
}

export async function runLongTexts(app: BrowserApp, check: Check): Promise<void> {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const screens = [...ACCOUNT_SCREENS, ...STOCK_SCREENS.map(({ route, query }) => `${route}${query ? `?${new URLSearchParams(query)}` : ''}`)]
  for (const screen of screens) {
    const { page, problems } = await app.openPage(context)
    try {
      await page.route(`${API_ORIGIN}/**`, async (route) => {
        // A request still on its way when the page closes (or a connection reset) ends here:
        // abandoned, not an unhandled rejection that stops the whole check.
        const response = await route.fetch().catch(() => null)
        if (!response) return route.abort().catch(() => undefined)
        const text = await response.text().catch(() => '')
        try {
          await route.fulfill({ response, json: lengthen(JSON.parse(text)) })
        } catch {
          await route.fulfill({ response }).catch(() => undefined)
        }
      })
      await page.goto(`${BASE_URL}/${screen}`)
      await page.locator('.page-layout__title:visible').first().waitFor({ timeout: 10000 })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(400)
      const beyond = await overflowing(page)
      if (beyond) await app.screenshot(page, `long-text-${screen.replace(/\W+/g, '-')}`)
      check(`${screen} with long texts stays on screen`, beyond === null, beyond ?? '')
    } catch (error) {
      check(`${screen} with long texts stays on screen`, false, String(error).split('\n')[0])
    }
    check(`${screen} with long texts: no uncaught error`, problems.errors.filter((line) => line.startsWith('pageerror')).length === 0, problems.errors.join(' | '))
    await page.close()
  }
  await context.close()
}

if (require.main === module) runStandalone(runLongTexts)
