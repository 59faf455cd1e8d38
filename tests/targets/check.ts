/**
 * npm run check:targets, after both builds: every JS file of dist/h5 (with index.html's inline
 * scripts) and of dist/weapp against the oldest engine its build declares (config/targets.ts).
 * - es-check (--checkBrowser --checkFeatures): syntax and standard-library features, each compared
 *   with the targets' versions from its browser data (`?.` needs iOS 13.4, Object.fromEntries
 *   iOS 12.2…). A feature is let through only when every target has it, or when it is polyfilled:
 *   on H5 by the legacy polyfills (config/legacy-polyfills.ts), in the mini-program by WeChat's base library.
 * - acorn at ES2019 with regex lookbehind refused (config/modern-dependencies.ts), which es-check
 *   does not look at: Safari has lookbehind only from 16.4.
 * Web APIs (ResizeObserver, AbortController…) are the lint's: eslint-plugin-compat reads the same
 * browserslist.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getBrowsersList, getPolyfillInfo } from 'miniprogram-compat'
import { syntaxAboveTargets } from '../../config/modern-dependencies'
import { WEAPP_MIN_BASE_LIBRARY } from '../../config/targets'
import { LEGACY_POLYFILLS } from '../../config/legacy-polyfills'

const ROOT = path.resolve(__dirname, '..', '..')
const require = createRequire(__filename)
// es-check's exports name only its entry (lib/index.js): its helpers are read from beside it.
const ES_CHECK = path.resolve(path.dirname(require.resolve('es-check')), '..')
type TargetBrowser = { name: string; version: string }
const { getTargetBrowsers } = require(path.join(ES_CHECK, 'lib/browserslist.js')) as {
  getTargetBrowsers: (options: { browserslistQuery: string }) => TargetBrowser[]
}
const { getUnsupportedBrowsers } = require(path.join(ES_CHECK, 'lib/helpers/browserSupport.js')) as {
  getUnsupportedBrowsers: (feature: string, targets: TargetBrowser[]) => unknown[]
}
const { FEATURE_BROWSER_SUPPORT } = require(path.join(ES_CHECK, 'lib/constants/es-features/browserSupport.js')) as {
  FEATURE_BROWSER_SUPPORT: Record<string, unknown>
}

/** core-js modules and the es-check feature each one provides. */
const CORE_JS_FEATURES: Record<string, string> = {
  'es.global-this': 'globalThis',
  'es.object.from-entries': 'ObjectFromEntries',
  'es.object.entries': 'ObjectEntries',
  'es.object.values': 'ObjectValues',
  'es.object.has-own': 'ObjectHasOwn',
  'es.object.group-by': 'ObjectGroupBy',
  'es.map.group-by': 'MapGroupBy',
  'es.array.at': 'ArrayPrototypeAt',
  'es.array.flat': 'ArrayFlat',
  'es.array.flat-map': 'ArrayFlatMap',
  'es.array.includes': 'ArrayPrototypeIncludes',
  'es.array.find-last': 'ArrayFindLast',
  'es.array.find-last-index': 'ArrayFindLastIndex',
  'es.array.to-reversed': 'ArrayToReversed',
  'es.array.to-sorted': 'ArrayToSorted',
  'es.array.to-spliced': 'ArrayToSpliced',
  'es.array.with': 'ArrayWith',
  'es.promise.finally': 'PromiseFinally',
  'es.promise.all-settled': 'PromiseAllSettled',
  'es.promise.any': 'PromiseAny',
  'es.promise.with-resolvers': 'PromiseWithResolvers',
  'es.string.pad-start': 'StringPadStart',
  'es.string.pad-end': 'StringPadEnd',
  'es.string.replace-all': 'StringReplaceAll',
  'es.string.match-all': 'StringMatchAll',
}

/**
 * es-check reads any `.group(...)` call (console.group in vConsole) as the withdrawn
 * Array.prototype.group proposal, which no browser ships: nothing here calls it on an array.
 */
const MISREAD = ['ArrayPrototypeGroup']

/** Features every target has: es-check would still file some under a later ES version (optional catch binding is ES2019, Safari 11.1). */
function supportedByEveryTarget(targets: TargetBrowser[]): string[] {
  return Object.keys(FEATURE_BROWSER_SUPPORT).filter((feature) => getUnsupportedBrowsers(feature, targets).length === 0)
}

function polyfilledFeatures(modules: string[]): string[] {
  return modules.map((module) => CORE_JS_FEATURES[module]).filter((feature): feature is string => Boolean(feature))
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return jsFiles(file)
    return file.endsWith('.js') ? [file] : []
  })
}

/** index.html's inline scripts (rem, early calls) as files of their own. */
function inlineScripts(html: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'index-html-'))
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).filter((code) => code.trim())
  return scripts.map((code, index) => {
    const file = path.join(dir, `inline-${index + 1}.js`)
    writeFileSync(file, code)
    return file
  })
}

type Build = { name: string; query: string; files: string[]; polyfilled: string[] }

function builds(): Build[] {
  const h5 = path.join(ROOT, process.env.H5_DIST ?? 'dist/h5')
  const weapp = path.join(ROOT, 'dist/weapp')
  for (const dir of [h5, weapp]) if (!existsSync(dir)) throw new Error(`${path.relative(ROOT, dir)} is missing: run npm run build first`)
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { browserslist: string[] }
  const weappTargets = getBrowsersList(WEAPP_MIN_BASE_LIBRARY)
  const weappPolyfills = getPolyfillInfo(WEAPP_MIN_BASE_LIBRARY)
  if (!weappTargets || !weappPolyfills) throw new Error(`miniprogram-compat knows no base library ${WEAPP_MIN_BASE_LIBRARY}`)
  return [
    {
      name: 'H5',
      query: pkg.browserslist.join(', '),
      files: [...jsFiles(h5), ...inlineScripts(readFileSync(path.join(h5, 'index.html'), 'utf8'))],
      polyfilled: LEGACY_POLYFILLS.map((polyfill) => polyfill.feature),
    },
    {
      name: `mini-program (base library ${WEAPP_MIN_BASE_LIBRARY}+)`,
      query: weappTargets.join(', '),
      files: jsFiles(weapp),
      polyfilled: polyfilledFeatures(weappPolyfills.coreJsModules),
    },
  ]
}

/** es-check over the build's files; returns its complaints, one line per file. */
function esCheck(build: Build): string[] {
  const targets = getTargetBrowsers({ browserslistQuery: build.query })
  const ignore = [...new Set([...supportedByEveryTarget(targets), ...build.polyfilled, ...MISREAD])]
  const result = spawnSync(
    process.execPath,
    [
      path.join(ES_CHECK, 'lib/cli/index.js'),
      'checkBrowser',
      '--checkFeatures',
      `--browserslistQuery=${build.query}`,
      `--ignore=${ignore.join(',')}`,
      '--noColor',
      '--noCache',
      '--files',
      build.files.join(','),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.status === 0) return []
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`
  const problems = [...output.matchAll(/erroring file: (\S+)[\s\S]*?error: (?:Error: )?([^\n]+)/g)].map(([, file, message]) => `${path.relative(ROOT, file)}: ${message}`)
  return problems.length ? problems : [output.trim().split('\n').slice(-5).join(' | ')]
}

function parseCheck(build: Build): string[] {
  return build.files.flatMap((file) => {
    const reason = syntaxAboveTargets(readFileSync(file, 'utf8'))
    return reason ? [`${path.relative(ROOT, file)}: above ES2019 (${reason})`] : []
  })
}

function main(): void {
  let failed = 0
  for (const build of builds()) {
    const started = Date.now()
    const problems = [...esCheck(build), ...parseCheck(build)]
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (problems.length) {
      failed += problems.length
      console.log(`✗ ${build.name} [${build.query}]: ${problems.length} file(s) above the targets`)
      for (const problem of problems) console.log(`    ${problem}`)
    } else {
      console.log(`✓ ${build.name} [${build.query}]: ${build.files.length} files at the targets' level; polyfilled: ${build.polyfilled.join(', ') || 'none'} (${seconds} s)`)
    }
  }
  if (failed) process.exit(1)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main()
