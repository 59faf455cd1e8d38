/**
 * What the benchmarks (`npm run bench:*`) share: the built site on the compressed preview and a
 * fresh mock backend, on ports that can be moved (PREVIEW_PORT, MOCK_PORT) when others use the
 * usual ones. They build nothing: H5_DIST names the build to serve (default dist/h5).
 */
import type { Server } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { startMockServer, MOCK_HOST, MOCK_PORT } from '../mocks/server'
import { DEMO_TOKEN, resetDb } from '../mocks/db'
import { startPreview, PREVIEW_HOST, PREVIEW_PORT } from './preview'
import { PHONE } from '../tests/browser/support'

export const BASE_URL = `http://${PREVIEW_HOST}:${PREVIEW_PORT}`
const mockPort = Number(process.env.MOCK_PORT) || MOCK_PORT
const MOCK_URL = `http://${MOCK_HOST}:${mockPort}`

/**
 * Chromium flags that send the build's API calls (made to the mock's usual port, compiled in) to
 * the port the mock really listens on.
 */
export const mockPortFlags: string[] = mockPort === MOCK_PORT ? [] : [`--host-resolver-rules=MAP ${MOCK_HOST}:${MOCK_PORT} ${MOCK_HOST}:${mockPort}`]

/** The preview of the build and a freshly seeded mock; resolves to a function that stops both. */
export async function startBenchServers(): Promise<() => Promise<void>> {
  delete process.env.MOCK_DATA_FILE
  resetDb()
  // The preview first: it stops at once when there is no build.
  const servers: Server[] = [await startPreview()]
  servers.push(await startMockServer(mockPort))
  return async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  }
}

/**
 * One call of the inventory list as the demo dealer, timed in ms. The first call of a fresh mock
 * seeds the shops' stock (10,000 items in the demo shop): warming up keeps that out of the app's
 * figures.
 */
export async function timeStockListCall(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${MOCK_URL}/stock/items?page=1&pageSize=20&status=HELD`, { headers: { userToken: DEMO_TOKEN } })
  const body = (await response.json()) as { code: number; data?: { total?: number } }
  if (!response.ok || body.code !== 200 || !body.data?.total) throw new Error(`the mock's stock list answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
  return performance.now() - started
}

/** localStorage as the app keeps it (Taro's H5 storage: {data: value} as JSON). */
export function benchStorage(signedIn: boolean): Record<string, string> {
  return {
    // vConsole is a test-build extra that production builds leave out.
    debugConsole: JSON.stringify({ data: 'off' }),
    ...(signedIn ? { userToken: JSON.stringify({ data: DEMO_TOKEN }) } : {}),
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Page errors and failed requests of a benchmark's runs. */
export interface BenchProblems {
  errors: Set<string>
  failed: Set<string>
}

/**
 * The signed-in demo dealer's phone (as in the browser checks) in a new context, so a cold HTTP
 * cache, recording frame times (window.__frames) from the first script on.
 */
export async function openBenchPhone(browser: Browser, problems: BenchProblems): Promise<Page> {
  const context = await browser.newContext(PHONE)
  // Plain strings: tsx's helpers (__name) do not exist in the page.
  await context.addInitScript(`Object.entries(${JSON.stringify(benchStorage(true))}).forEach(([key, value]) => localStorage.setItem(key, value))`)
  await context.addInitScript(`
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => { window.__frames.push(now - last); last = now; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  `)
  const page = await context.newPage()
  page.on('pageerror', (error) => problems.errors.add(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failed.add(`${response.status()} ${response.url()}`)
  })
  return page
}
