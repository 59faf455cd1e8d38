/**
 * The H5 tab bar covers nothing (part of the browser check): on each of the four tabs, signed in
 * and signed out, without and with a home indicator (a 34 px bottom safe-area inset, emulated
 * through the DevTools protocol so that the app's own env(safe-area-inset-bottom) reads it), the
 * page's scroll container scrolled to its end shows its last content at or above the tab bar's
 * top, and a short page does not scroll; the tab bar's box is as high as its row plus the inset,
 * with its labels above the home indicator. Pages that are no tab (a stock item with its footer
 * of actions, the settings page without one) still reach the screen's bottom, the footer or the
 * page's end keeping the inset. A screenshot of each tab at its end.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { TABS } from '../../src/core/routes'
import { DEMO_TOKEN } from '@mocks/db'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

/** An iPhone's home indicator: the bottom safe-area inset, CSS px. */
const HOME_INDICATOR = 34
/** The tab bar's row (Taro's --taro-tabbar-height), CSS px. */
const TAB_ROW = 50

/**
 * What ends each tab, by selector (the last match on the shown page): the feed's list footer, the
 * stock tab's last entry (signed out, its login prompt), the trade tab's last session row and its
 * countdown, the mine tab's last entry (设置, of 帮助与设置).
 */
const TAB_ENDS: Record<string, string[]> = {
  post: ['.list-footer'],
  stock: ['.nut-grid-item-text, .login-prompt'],
  trade: ['.trade-home__session', '.trade-home__countdown'],
  account: ['.nut-grid-item-text'],
}

/** Text that must be on screen once a tab has its content (signed out / signed in). */
const TAB_CONTENT: Record<string, { out: string; in: string }> = {
  post: { out: '推荐', in: '推荐' },
  stock: { out: '登录后', in: '在库商品' },
  trade: { out: '正在拍卖', in: '正在拍卖' },
  account: { out: '设置', in: '设置' },
}

/**
 * Scroll the shown page's scroll container (Taro's .taro_page) to its end. Plain script (tsx
 * would wrap the helpers of a function in a __name the page lacks).
 */
const SCROLL_TO_END = `(() => {
  const page = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
  if (!page) return -1
  page.scrollTop = page.scrollHeight
  return page.scrollHeight
})()`

/**
 * Boxes on the shown page: its scroll container, the deepest last rendered element of its body
 * (the last child that has a box, then its last child, and so on), the last match of each of
 * `ends`, the lowest bottom of anything rendered in the body, the tab bar (nav and row, labels),
 * the footer and what keeps the inset.
 */
const measure = (ends: string[] = []) => `(() => {
  const ends = ${JSON.stringify(ends)}
  const rendered = (element) => {
    const style = getComputedStyle(element)
    if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const describe = (element) => {
    const name = element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : '')
    return name + ' "' + (element.textContent || '').trim().slice(0, 24) + '"'
  }
  const page = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
  const body = page && page.querySelector('.page-layout__body')
  if (!page || !body) return null
  let last = body
  for (;;) {
    const children = [...last.children].filter(rendered)
    if (!children.length) break
    last = children[children.length - 1]
  }
  let lowest = 0
  let lowestName = ''
  for (const element of body.querySelectorAll('*')) {
    if (!rendered(element)) continue
    const bottom = element.getBoundingClientRect().bottom
    if (bottom > lowest) {
      lowest = bottom
      lowestName = describe(element)
    }
  }
  const rect = (element) => {
    if (!element) return null
    const box = element.getBoundingClientRect()
    return { top: box.top, bottom: box.bottom, height: box.height }
  }
  const named = ends.map((selector) => {
    const matches = [...page.querySelectorAll(selector)].filter(rendered)
    const element = matches[matches.length - 1]
    return element ? { selector, bottom: element.getBoundingClientRect().bottom, name: describe(element) } : { selector, bottom: null, name: '' }
  })
  const nav = document.querySelector('.taro-tabbar__tabbar')
  const labels = [...document.querySelectorAll('.weui-tabbar__label')].map((label) => label.getBoundingClientRect().bottom)
  const footer = page.querySelector('.page-layout__footer')
  return {
    viewport: window.innerHeight,
    scroller: { ...rect(page), scrollTop: page.scrollTop, scrollHeight: page.scrollHeight, clientHeight: page.clientHeight },
    last: { ...rect(last), name: describe(last) },
    lowest: { bottom: lowest, name: lowestName },
    named,
    bodyPadding: parseFloat(getComputedStyle(body).paddingBottom),
    layoutMinHeight: parseFloat(getComputedStyle(body.closest('.page-layout')).minHeight) || 0,
    nav: nav && getComputedStyle(nav).display !== 'none' ? rect(nav) : null,
    row: rect(document.querySelector('.weui-tabbar')),
    labelsBottom: labels.length ? Math.max(...labels) : null,
    footer: rect(footer),
    footerInset: rect(page.querySelector('.page-layout__safe-bottom')),
  }
})()`

interface Box {
  top: number
  bottom: number
  height: number
}
interface Measure {
  viewport: number
  scroller: Box & { scrollTop: number; scrollHeight: number; clientHeight: number }
  last: Box & { name: string }
  lowest: { bottom: number; name: string }
  named: { selector: string; bottom: number | null; name: string }[]
  bodyPadding: number
  layoutMinHeight: number
  nav: Box | null
  row: Box | null
  labelsBottom: number | null
  footer: Box | null
  footerInset: Box | null
}

const px = (value: number) => `${Math.round(value * 10) / 10}px`
/** Rounding of fractional (rem-scaled) boxes: the defect this guards against is the bar's 50 px. */
const SLACK = 1

/** A new page whose bottom safe-area inset is `inset` px; false when Chromium cannot emulate one. */
async function openWithInset(app: BrowserApp, context: BrowserContext, inset: number): Promise<{ page: Page; emulated: boolean }> {
  const { page } = await app.openPage(context)
  if (!inset) return { page, emulated: true }
  try {
    const cdp = await context.newCDPSession(page)
    // Experimental (Chromium 137+): the env(safe-area-inset-*) values of the page.
    await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { bottom: inset, bottomMax: inset } } as never)
    return { page, emulated: true }
  } catch {
    return { page, emulated: false }
  }
}

/** Scroll to the end until the content stops growing (a list may load its next page). */
async function scrollToEnd(page: Page): Promise<void> {
  let height = -1
  for (let round = 0; round < 4; round++) {
    const next = (await page.evaluate(SCROLL_TO_END)) as number
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    if (next === height) break
    height = next
  }
  await page.evaluate(SCROLL_TO_END)
  await page.waitForTimeout(200)
}

/** Nothing on the page is loading any more (state views and hero-card frames say aria-busy). */
async function contentShown(page: Page, text: string): Promise<void> {
  await page.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 10000 })
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
      return !!shown && !shown.querySelector('[aria-busy="true"]')
    },
    null,
    { timeout: 10000 },
  )
}

export async function runTabClearance(app: BrowserApp, check: Check): Promise<void> {
  for (const signedIn of [false, true]) {
    const context = await app.newContext(signedIn ? { token: DEMO_TOKEN } : {})
    for (const inset of [0, HOME_INDICATOR]) {
      const { page, emulated } = await openWithInset(app, context, inset)
      const how = `${signedIn ? 'signed in' : 'signed out'}${inset ? ', home indicator' : ''}`
      if (!emulated) {
        // Without the emulation the inset stays 0: at least the tab bar must read it.
        await page.goto(`${BASE_URL}/${TABS[0].path}`)
        await page.locator('.taro-tabbar__tabbar').waitFor({ timeout: 10000 })
        const reads = await page.evaluate(
          `[...document.styleSheets].some((sheet) => { try { return [...sheet.cssRules].some((rule) => /taro-tabbar__tabbar\\b/.test(rule.selectorText || '') && /env\\(safe-area-inset-bottom\\)/.test(rule.cssText)) } catch { return false } })`,
        )
        check(`tab bar CSS reads env(safe-area-inset-bottom) (${how}; no inset emulation in this Chromium)`, reads === true)
        await page.close()
        continue
      }
      for (const tab of TABS) {
        const name = `tab ${tab.text} clears the tab bar (${how})`
        try {
          await page.goto(`${BASE_URL}/${tab.path}`)
          await page.locator('.page-layout__title:visible', { hasText: tab.text }).first().waitFor({ timeout: 10000 })
          await contentShown(page, TAB_CONTENT[tab.icon][signedIn ? 'in' : 'out'])
          await scrollToEnd(page)
          const m = (await page.evaluate(measure(TAB_ENDS[tab.icon]))) as Measure | null
          if (!m || !m.nav || !m.row) throw new Error(`no shown page or no tab bar: ${JSON.stringify(m)}`)
          await app.screenshot(page, `tab-clearance-${tab.icon}${signedIn ? '-signed-in' : ''}${inset ? '-home-indicator' : ''}`)
          // The bar's top: its nav's, or its row's when that is drawn higher (outside a flattened nav).
          const barTop = Math.min(m.nav.top, m.row.top)
          const problems: string[] = []
          if (m.nav.height < TAB_ROW + inset - 0.5) problems.push(`tab bar box ${px(m.nav.height)} high, expected ${TAB_ROW + inset}px (row ${px(m.row.height)})`)
          if (m.scroller.scrollTop + m.scroller.clientHeight < m.scroller.scrollHeight - 1) problems.push('page did not scroll to its end')
          if (m.last.bottom > barTop + SLACK) problems.push(`last content ${m.last.name} ends at ${px(m.last.bottom)}, under the tab bar from ${px(barTop)}`)
          for (const end of m.named) {
            if (end.bottom === null) problems.push(`nothing matches ${end.selector}`)
            else if (end.bottom > barTop + SLACK) problems.push(`${end.name} ends at ${px(end.bottom)}, under the tab bar from ${px(barTop)}`)
          }
          if (m.lowest.bottom > barTop + SLACK) problems.push(`${m.lowest.name} ends at ${px(m.lowest.bottom)}, under the tab bar from ${px(barTop)}`)
          if (m.scroller.bottom > barTop + SLACK) problems.push(`scroll container ends at ${px(m.scroller.bottom)}, under the tab bar from ${px(barTop)}`)
          // The bar covers the screen's bottom, its labels above the home indicator.
          if (Math.abs(m.row.bottom - m.viewport) > 0.5) problems.push(`tab bar row ends at ${px(m.row.bottom)}, not at the screen's bottom ${m.viewport}px`)
          if ((m.labelsBottom ?? m.viewport) > m.viewport - inset + 0.5) problems.push(`tab labels end at ${px(m.labelsBottom ?? 0)}, in the home indicator's ${inset}px`)
          // The bar keeps the inset: the page adds no gap of its own above it.
          if (m.bodyPadding > 0.5) problems.push(`page body pads ${px(m.bodyPadding)} above the tab bar`)
          // A short page does not scroll: it asks for no more height than its scroll container has.
          if (m.layoutMinHeight > m.scroller.clientHeight + SLACK)
            problems.push(`page asks for ${px(m.layoutMinHeight)}, its scroll container has ${px(m.scroller.clientHeight)}: a short page scrolls`)
          if (tab.icon === 'account') {
            const setting = await page.locator('.taro_page:visible').getByText('设置', { exact: true }).last().boundingBox()
            if (!setting) problems.push('设置 not found')
            else if (setting.y + setting.height > barTop + SLACK) problems.push(`设置 ends at ${px(setting.y + setting.height)}, under the tab bar from ${px(barTop)}`)
          }
          const ends = [m.last, ...m.named].map((end) => `${end.name} to ${px(end.bottom ?? 0)}`).join(', ')
          check(name, problems.length === 0, problems.length ? problems.join('; ') : `bar from ${px(barTop)} (${px(m.nav.height)} high): ${ends}`)
        } catch (error) {
          const shot = await app.screenshot(page, `failed-tab-clearance-${tab.icon}`).catch(() => '')
          check(name, false, `${String(error).split('\n')[0]}${shot ? ` (${shot})` : ''}`)
        }
      }

      if (signedIn) {
        // A page that is no tab: no tab bar, the page to the screen's bottom, its footer there too.
        const name = `a page with a footer fills the screen, no tab bar (${how})`
        try {
          await page.goto(`${BASE_URL}/pages/stock/inventory/stock/detail/index?id=110000`)
          await contentShown(page, 'ZP10000')
          await scrollToEnd(page)
          const m = (await page.evaluate(measure())) as Measure | null
          if (!m || !m.footer || !m.footerInset) throw new Error(`no shown page or no footer: ${JSON.stringify(m)}`)
          await app.screenshot(page, `tab-clearance-item-detail${inset ? '-home-indicator' : ''}`)
          const problems: string[] = []
          if (m.nav) problems.push(`tab bar shown (${px(m.nav.height)} high)`)
          if (Math.abs(m.scroller.bottom - m.viewport) > 0.5) problems.push(`scroll container ends at ${px(m.scroller.bottom)}, not at ${m.viewport}px`)
          if (Math.abs(m.footer.bottom - m.viewport) > 0.5) problems.push(`footer ends at ${px(m.footer.bottom)}, not at ${m.viewport}px`)
          if (Math.abs(m.footerInset.height - inset) > 0.5) problems.push(`footer keeps ${px(m.footerInset.height)} for the home indicator, not ${inset}px`)
          if (m.bodyPadding > 0.5) problems.push(`body pads ${px(m.bodyPadding)} above the footer`)
          if (Math.abs(m.layoutMinHeight - m.viewport) > 0.5) problems.push(`page's least height ${px(m.layoutMinHeight)}, not the screen's ${m.viewport}px`)
          if (m.last.bottom > m.footer.top + SLACK) problems.push(`last content ${m.last.name} ends at ${px(m.last.bottom)}, under the footer from ${px(m.footer.top)}`)
          check(name, problems.length === 0, problems.join('; '))
        } catch (error) {
          check(name, false, String(error).split('\n')[0])
        }

        // A page that is no tab and has no footer: its body keeps the home indicator's inset.
        const plain = `a page without a footer keeps the inset at its end (${how})`
        try {
          await page.goto(`${BASE_URL}/pages/account/setting/home/index`)
          await page.locator('.page-layout__title:visible', { hasText: '设置' }).first().waitFor({ timeout: 10000 })
          await page.waitForLoadState('networkidle')
          const m = (await page.evaluate(measure())) as Measure | null
          if (!m) throw new Error('no shown page')
          const problems: string[] = []
          if (m.nav) problems.push(`tab bar shown (${px(m.nav.height)} high)`)
          if (m.footer) problems.push('the page has a footer: pick another page for this check')
          if (Math.abs(m.scroller.bottom - m.viewport) > 0.5) problems.push(`scroll container ends at ${px(m.scroller.bottom)}, not at ${m.viewport}px`)
          if (Math.abs(m.bodyPadding - inset) > 0.5) problems.push(`body pads ${px(m.bodyPadding)} at its end, not ${inset}px`)
          check(plain, problems.length === 0, problems.join('; '))
        } catch (error) {
          check(plain, false, String(error).split('\n')[0])
        }
      }
      await page.close()
    }
    await context.close()
  }
}

if (require.main === module) runStandalone(runTabClearance)
