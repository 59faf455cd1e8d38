/**
 * Browser test support: the built H5 site on the preview server, the mock backend on its spec
 * port, and Debian's Chromium driven by playwright-core at a 375x812 phone viewport.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Server } from 'node:http'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startMockServer } from '@mocks/server'
import { resetDb } from '@mocks/db'
import { startPreview, PREVIEW_HOST, PREVIEW_PORT } from '../../scripts/preview'
// @ts-expect-error plain ES module shared with the scripts
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

export const BASE_URL = `http://${PREVIEW_HOST}:${PREVIEW_PORT}`
export const OUTPUT_DIR = resolve(__dirname, '..', '..', 'test-results', 'browser')

/** The phone every browser check and benchmark plays: 375x812, Chinese, in China. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
}

export interface PageProblems {
  errors: string[]
}

export interface BrowserApp {
  browser: Browser
  /**
   * A fresh phone-sized context; `token` signs it in through Taro's storage format. The debug
   * console (vConsole, on by default outside production) is turned off unless asked for.
   */
  newContext: (options?: { token?: string; debugConsole?: boolean }) => Promise<BrowserContext>
  /** A new page that records page errors and console errors. */
  openPage: (context: BrowserContext) => Promise<{ page: Page; problems: PageProblems }>
  screenshot: (page: Page, name: string) => Promise<string>
  close: () => Promise<void>
}

export async function startBrowserApp(): Promise<BrowserApp> {
  mkdirSync(OUTPUT_DIR, { recursive: true })
  delete process.env.MOCK_DATA_FILE
  resetDb()
  const servers: Server[] = []
  servers.push(await startMockServer())
  servers.push(await startPreview())
  const browser = await chromium.launch({ executablePath: chromiumPath() as string, args: chromiumArgs as string[] })

  return {
    browser,
    newContext: async ({ token, debugConsole = false } = {}) => {
      const context = await browser.newContext(PHONE)
      // Taro's H5 storage keeps {data: value} as JSON under the key.
      await context.addInitScript(
        ({ value, debug }) => {
          if (value) window.localStorage.setItem('userToken', JSON.stringify({ data: value }))
          if (!debug) window.localStorage.setItem('debugConsole', JSON.stringify({ data: 'off' }))
        },
        { value: token ?? '', debug: debugConsole },
      )
      return context
    },
    openPage: async (context) => {
      const page = await context.newPage()
      const problems: PageProblems = { errors: [] }
      // The page's address and the top of the stack say where an error came from on a CI run.
      page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message} at ${page.url()} ${firstFrames(error.stack)}`))
      page.on('console', (message) => {
        if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`)
      })
      return { page, problems }
    },
    screenshot: async (page, name) => {
      // Wait for a page sliding in (Taro's H5 page animation) to come to rest: a picture taken
      // mid-slide shows a shifted, cut-off layout that is no defect of the page.
      await page
        .waitForFunction(
          () => [...document.querySelectorAll('.taro_page')].every((element) => getComputedStyle(element).display === 'none' || Math.abs(element.getBoundingClientRect().left) < 1),
          null,
          { timeout: 2000 },
        )
        .catch(() => undefined)
      const path = resolve(OUTPUT_DIR, `${name}.png`)
      await page.screenshot({ path })
      return path
    },
    close: async () => {
      await browser.close()
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
    },
  }
}

/** Run one group of browser checks on its own (`tsx tests/browser/<file>.ts`). */
export function runStandalone(run: (app: BrowserApp, check: (name: string, ok: boolean, detail?: string) => void) => Promise<unknown>) {
  void (async () => {
    const { createChecks } = await import('./checks')
    const app = await startBrowserApp()
    const checks = createChecks()
    try {
      await run(app, checks.check)
    } finally {
      await app.close()
    }
    checks.finish()
  })()
}

/** The first frames of a stack, for a one-line report. */
function firstFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .slice(1, 4)
    .map((line) => line.trim())
    .join(' ← ')
}

type CheckFn = (name: string, ok: boolean, detail?: string) => void

/** One named step of a journey; a failure is checked with the page's picture at that moment. */
export async function step(check: CheckFn, name: string, run: () => Promise<void>, page?: Page, app?: BrowserApp): Promise<boolean> {
  try {
    await run()
    check(name, true)
    return true
  } catch (error) {
    const shot = page && app ? await app.screenshot(page, `failed-${name.replace(/[^\w一-龥]+/g, '-')}`).catch(() => '') : ''
    check(name, false, `${String(error).split('\n')[0]}${shot ? ` (${shot})` : ''}`)
    return false
  }
}
