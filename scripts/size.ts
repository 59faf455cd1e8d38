/**
 * `npm run size`, after the weapp and H5 builds: the weapp main package and each subpackage
 * (bytes and percent of WeChat's 2 MB limit), and the gzipped JS+CSS the home route loads
 * first on H5, as Chromium requests it.
 *
 * `npm run size -- --check` (part of `npm test`) fails when a figure is over its budget. A budget
 * can be lowered for a try, e.g. `--budget-h5-kib=150`, `--budget-main-kib=500`, `--budget-sub-kib=400`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { startMockServer } from '../mocks/server'
import { DEFAULT_BUDGETS_KIB } from './budgets'
import { startPreview, PREVIEW_HOST, PREVIEW_PORT } from './preview'
// @ts-expect-error plain ES module shared with the other scripts
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const LIMIT = 2 * 1024 * 1024
const KIB = 1024

function flag(name: string, fallback: number): number {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`))
  return arg ? Number(arg.split('=')[1]) : fallback
}

/** The byte budgets of the test command (scripts/budgets.ts), each one lowerable for a try. */
export const BUDGETS = {
  mainPackageKib: flag('budget-main-kib', DEFAULT_BUDGETS_KIB.mainPackage),
  subPackageKib: flag('budget-sub-kib', DEFAULT_BUDGETS_KIB.subPackage),
  h5FirstLoadKib: flag('budget-h5-kib', DEFAULT_BUDGETS_KIB.h5FirstLoad),
}
const checking = process.argv.includes('--check')
const overBudget: string[] = []

function withinBudget(what: string, bytes: number, budgetKib: number): string {
  if (bytes <= budgetKib * KIB) return ''
  overBudget.push(`${what}: ${(bytes / KIB).toFixed(1)} KiB, budget ${budgetKib} KiB`)
  return `  OVER BUDGET (${budgetKib} KiB)`
}

const WEAPP = resolve(__dirname, '..', 'dist', 'weapp')
const H5 = resolve(__dirname, '..', 'dist', 'h5')

function sizeOf(path: string): number {
  const stat = statSync(path)
  return stat.isDirectory() ? readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0) : stat.size
}

const row = (name: string, bytes: number) => `${name.padEnd(28)} ${String(bytes).padStart(9)} B  ${((bytes / LIMIT) * 100).toFixed(1).padStart(5)}% of 2 MB`

function weapp(): void {
  const app = JSON.parse(readFileSync(join(WEAPP, 'app.json'), 'utf8')) as { subPackages: { root: string }[] }
  const subs = app.subPackages.map((pkg) => ({ root: pkg.root, bytes: sizeOf(join(WEAPP, pkg.root)) }))
  const total = sizeOf(WEAPP)
  const main = total - subs.reduce((sum, pkg) => sum + pkg.bytes, 0)
  console.log('weapp packages')
  console.log(row('main package', main) + withinBudget('weapp main package', main, BUDGETS.mainPackageKib))
  for (const pkg of subs) console.log(row(pkg.root, pkg.bytes) + withinBudget(`weapp subpackage ${pkg.root}`, pkg.bytes, BUDGETS.subPackageKib))
  console.log(`${'all packages'.padEnd(28)} ${String(total).padStart(9)} B  (limit 30 MB)`)
}

async function h5(): Promise<void> {
  const servers = [await startMockServer(), await startPreview()]
  const browser = await chromium.launch({ executablePath: chromiumPath() as string, args: chromiumArgs as string[] })
  const files = new Set<string>()
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    // vConsole is a test-build extra that production builds leave out: not counted.
    await page.addInitScript(() => window.localStorage.setItem('debugConsole', JSON.stringify({ data: 'off' })))
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.host === `${PREVIEW_HOST}:${PREVIEW_PORT}` && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
    })
    await page.goto(`http://${PREVIEW_HOST}:${PREVIEW_PORT}/pages/home/post/index`, { waitUntil: 'networkidle' })
  } finally {
    await browser.close()
    servers.forEach((server) => server.close())
  }
  let js = 0
  let css = 0
  console.log('\nH5 first load of pages/home/post/index (gzip)')
  for (const file of [...files].sort()) {
    const gz = gzipSync(readFileSync(join(H5, file))).length
    if (file.endsWith('.js')) js += gz
    else css += gz
    console.log(`  ${file.padEnd(36)} ${String(gz).padStart(8)} B`)
  }
  console.log(
    `  JS ${js} B + CSS ${css} B = ${js + css} B gzipped (${((js + css) / KIB).toFixed(1)} KiB)` + withinBudget('H5 home first load (gzip)', js + css, BUDGETS.h5FirstLoadKib),
  )
}

async function main(): Promise<void> {
  weapp()
  await h5()
  if (!checking) return
  if (overBudget.length) {
    console.error(`\nByte budgets exceeded:\n${overBudget.map((line) => `  ${line}`).join('\n')}`)
    process.exit(1)
  }
  console.log(
    `\nByte budgets held: weapp main ≤ ${BUDGETS.mainPackageKib} KiB, each subpackage ≤ ${BUDGETS.subPackageKib} KiB, H5 home first load ≤ ${BUDGETS.h5FirstLoadKib} KiB gzip`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
