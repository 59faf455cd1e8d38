/**
 * `npm run bench:lighthouse`, after `npm run build:h5` (it builds nothing): serves the build
 * gzip'd with the mock backend, runs Lighthouse (mobile, its default simulated throttling,
 * performance and accessibility) 3 times on each home tab and prints the medians. Stock and
 * account are measured signed in as the demo dealer. A benchmark prints figures; it does not pass
 * or fail. H5_DIST serves another build folder; PREVIEW_PORT and MOCK_PORT move the servers;
 * BENCH_TABS=account,post measures only those tabs; BENCH_REPORTS=<folder> keeps each run's
 * Lighthouse JSON there (the LCP element, its phases and the request chains say where time goes).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { BASE_URL, benchStorage, median, mockPortFlags, startBenchServers, timeStockListCall } from './bench-support'
// @ts-expect-error plain ES module shared with the other scripts
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const RUNS = 3
/** BENCH_TABS=account,post measures only those tabs (a quicker look while working on one). */
const ONLY_TABS = process.env.BENCH_TABS?.split(',')
const REPORTS = process.env.BENCH_REPORTS
const TABS = [
  { name: 'post', path: '/pages/home/post/index', signedIn: false },
  { name: 'stock', path: '/pages/home/stock/index', signedIn: true },
  { name: 'trade', path: '/pages/home/trade/index', signedIn: false },
  { name: 'account', path: '/pages/home/account/index', signedIn: true },
]

interface RunFigures {
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  transferKib: number
  /** The rest of the score, for finding where it goes. */
  fcpMs: number
  speedIndexMs: number
  cls: number
}

/** Chromium with a DevTools port for Lighthouse, on a throwaway profile. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  const child: ChildProcess = spawn(
    chromiumPath() as string,
    [...(chromiumArgs as string[]), ...mockPortFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  )
  const exited = new Promise((done) => child.once('exit', done))
  const stop = async () => {
    child.kill()
    await exited
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
  }
  // Chromium writes the port it chose to DevToolsActivePort once it listens.
  const portFile = join(profile, 'DevToolsActivePort')
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0])
      if (port) return { port, stop }
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  await stop()
  throw new Error('Chromium did not open its DevTools port')
}

/**
 * Sets the app's localStorage in the profile Lighthouse will use. Lighthouse's storage reset
 * clears the HTTP cache and service workers but keeps localStorage, so each run starts cold and
 * signed in (or out).
 */
async function setStorage(port: number, signedIn: boolean): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    // A blank page of the site's origin, answered here: none of the app runs.
    const blank = `${BASE_URL}/bench-storage`
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }))
    await page.goto(blank)
    // A plain string: tsx's helpers (__name) do not exist in the page.
    await page.evaluate(`localStorage.clear(); Object.entries(${JSON.stringify(benchStorage(signedIn))}).forEach(([key, value]) => localStorage.setItem(key, value))`)
    await page.close()
  } finally {
    await browser.close()
  }
}

async function measure(port: number, url: string, reportName: string): Promise<{ figures: RunFigures; version: string; benchmarkIndex: number }> {
  // Imported, not required: tsx's require hook would rewrite Lighthouse's page functions with its
  // helpers (__name), which do not exist in the page.
  const { default: lighthouse } = await import('lighthouse')
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(lhr))
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`)
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      transferKib: value('total-byte-weight') / 1024,
      fcpMs: value('first-contentful-paint'),
      speedIndexMs: value('speed-index'),
      cls: value('cumulative-layout-shift'),
    },
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

async function main(): Promise<void> {
  const stopServers = await startBenchServers()
  const chrome = await launchChromium()
  try {
    const warmUpMs = await timeStockListCall()
    console.log(`mock warm-up (seeds 10,000 stock items): ${warmUpMs.toFixed(0)} ms, not part of any run`)
    let version = ''
    const benchmarkIndexes: number[] = []
    const rows: string[] = []
    for (const tab of TABS.filter((candidate) => !ONLY_TABS || ONLY_TABS.includes(candidate.name))) {
      await setStorage(chrome.port, tab.signedIn)
      const runs: RunFigures[] = []
      for (let run = 1; run <= RUNS; run += 1) {
        const measured = await measure(chrome.port, `${BASE_URL}${tab.path}`, `${tab.name}-${run}`)
        runs.push(measured.figures)
        version = measured.version
        benchmarkIndexes.push(measured.benchmarkIndex)
        const { performance, accessibility, lcpMs, tbtMs, transferKib, fcpMs, speedIndexMs, cls } = measured.figures
        console.log(
          `  ${tab.name} run ${run}: performance ${performance}, accessibility ${accessibility}, LCP ${lcpMs.toFixed(0)} ms, TBT ${tbtMs.toFixed(0)} ms, ` +
            `${transferKib.toFixed(1)} KiB (FCP ${fcpMs.toFixed(0)} ms, speed index ${speedIndexMs.toFixed(0)} ms, CLS ${cls.toFixed(3)})`,
        )
      }
      const mid = (key: keyof RunFigures) => median(runs.map((figures) => figures[key]))
      rows.push(
        `${tab.name.padEnd(10)}${String(mid('performance')).padStart(12)}${String(mid('accessibility')).padStart(15)}` +
          `${mid('lcpMs').toFixed(0).padStart(9)}${mid('tbtMs').toFixed(0).padStart(9)}${mid('transferKib').toFixed(1).padStart(15)}`,
      )
    }
    console.log(`\nLighthouse ${version}, mobile, simulated throttling; medians of ${RUNS} runs (${BASE_URL}, gzip)`)
    console.log(`${'tab'.padEnd(10)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'transfer KiB'.padStart(15)}`)
    for (const row of rows) console.log(row)
    console.log(`(this machine's Lighthouse benchmarkIndex: ${median(benchmarkIndexes).toFixed(0)})`)
  } finally {
    await chrome.stop()
    await stopServers()
  }
}

main().catch((error: unknown) => {
  console.error('[bench:lighthouse]', error instanceof Error ? error.message : error)
  process.exit(1)
})
