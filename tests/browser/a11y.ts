/**
 * Accessibility of the first screens (issue: fast and accessible first load): axe-core, run in
 * the page, finds no serious or critical violation on the four tabs (signed in) and the login
 * page, and every tap target there is at least 32x32 px.
 */
import { readFileSync } from 'node:fs'
import { TABS } from '../../src/core/routes'
import { DEMO_TOKEN } from '@mocks/db'
import { BASE_URL, runStandalone, type BrowserApp } from './support'

type Check = (name: string, ok: boolean, detail?: string) => void

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** Only the shown page (Taro keeps pages underneath in the DOM, hidden). */
const RUN_AXE = `(async () => {
  const page = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
  const result = await window.axe.run({ include: [page ? '.taro_page:not([style*="display: none"])' : 'body', '.taro-tabbar__container'].filter((s) => document.querySelector(s)) }, {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  })
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id + ' (' + violation.impact + '): ' + violation.nodes.slice(0, 4).map((node) => node.target.join(' ') + ' ' + (node.failureSummary || '').split('\\n').slice(1, 2).join('')).join(' | '))
})()`

/**
 * Tappable things on the shown page smaller than 32 px either way (text links inside a sentence
 * aside), and primary actions in a page's footer lower than 44 px. Plain script (see long-texts.ts).
 */
export const SMALL_TARGETS = `(() => {
  const page = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none') || document.body
  const roots = [page, document.querySelector('.taro-tabbar__container')].filter(Boolean)
  const small = []
  for (const root of roots) {
    for (const element of root.querySelectorAll('button, [role="button"], a[href], input, [role="tab"], [role="checkbox"], [role="radio"]')) {
      const box = element.getBoundingClientRect()
      if (!box.width || !box.height) continue
      if (box.width < 32 || box.height < 32) small.push((element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 20) + ' ' + Math.round(box.width) + 'x' + Math.round(box.height))
    }
  }
  for (const element of page.querySelectorAll('.page-layout__footer .nut-button-primary')) {
    const box = element.getBoundingClientRect()
    if (box.height && box.height < 44) small.push('primary ' + element.textContent.trim().slice(0, 20) + ' ' + Math.round(box.width) + 'x' + Math.round(box.height))
  }
  return small
})()`

export async function runAccessibility(app: BrowserApp, check: Check): Promise<void> {
  const screens = [
    ...TABS.map((tab) => ({ name: `tab ${tab.text}`, path: tab.path, token: DEMO_TOKEN as string | undefined })),
    { name: 'login', path: 'pages/account/login/index', token: undefined },
  ]
  for (const screen of screens) {
    const context = await app.newContext(screen.token ? { token: screen.token } : {})
    const { page } = await app.openPage(context)
    try {
      await page.goto(`${BASE_URL}/${screen.path}`)
      await page.locator('.page-layout__title:visible').first().waitFor({ timeout: 10000 })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      check(`${screen.name}: html lang is zh-CN`, (await page.getAttribute('html', 'lang')) === 'zh-CN')
      await page.evaluate(AXE_SOURCE)
      const violations = (await page.evaluate(RUN_AXE)) as string[]
      check(`${screen.name}: no serious or critical axe violation`, violations.length === 0, violations.join('\n    '))
      const small = (await page.evaluate(SMALL_TARGETS)) as string[]
      check(`${screen.name}: tap targets at least 32 px`, small.length === 0, small.join(', '))
    } catch (error) {
      check(`${screen.name}: accessibility checked`, false, String(error).split('\n')[0])
    } finally {
      await context.close()
    }
  }
}

if (require.main === module) runStandalone(runAccessibility)
