import { readFileSync } from 'node:fs'
import { parse } from 'acorn'

/**
 * The newest syntax every declared target parses: browserslist in package.json (Chrome/Android
 * 69, iOS/Safari 12), which both builds are compiled for; the mini-program's floor (iOS 13's
 * JavaScriptCore, config/targets.ts) is newer.
 * ES2019 less regex lookbehind (Safari 16.4); ES2020's `?.` and `??` need iOS 13.4 / Chrome 80.
 */
export const TARGET_ECMA_VERSION = 2019

const LOOKBEHIND = /\(\?<[=!]/

/** Why a file's source is above the targets' syntax, or null when every target parses it. */
export function syntaxAboveTargets(source: string): string | null {
  // import() is bundled by webpack, never shipped as syntax: read it as a call.
  const bundled = source.replace(/\bimport\s*\(/g, 'require(')
  for (const sourceType of ['module', 'script'] as const) {
    let lookbehind = false
    try {
      parse(bundled, {
        ecmaVersion: TARGET_ECMA_VERSION,
        sourceType,
        allowHashBang: true,
        onToken: (token) => {
          // A regexp token's value is { pattern, flags, value }.
          const { value } = token as unknown as { value?: { pattern?: string } }
          if (token.type.label === 'regexp' && LOOKBEHIND.test(value?.pattern ?? '')) lookbehind = true
        },
      })
      return lookbehind ? 'regular expression lookbehind' : null
    } catch (error) {
      // A CommonJS file fails as a module only on `import`/`export` or sloppy-mode code: try it as a script.
      if (sourceType === 'script') return (error as Error).message
    }
  }
  return null
}

const verdicts = new Map<string, boolean>()

/**
 * Taro compiles our code with Babel for the browserslist but leaves node_modules as published.
 * A dependency file whose syntax is newer than the targets (TanStack Query's #fields, valibot's
 * and query-string's `?.` / `??` / `&&=`) would make the whole entry file a SyntaxError on
 * iOS 12–13.3 and Chrome < 80, so it is compiled too. Each file is judged by parsing it, once per
 * build, so a dependency that turns modern in an update is compiled without anyone listing it.
 */
export function isModernDependency(filename: string): boolean {
  if (!/[\\/]node_modules[\\/]/.test(filename) || !/\.[cm]?js$/.test(filename)) return false
  let verdict = verdicts.get(filename)
  if (verdict === undefined) {
    let source = ''
    try {
      source = readFileSync(filename, 'utf8')
    } catch {
      return false
    }
    verdict = syntaxAboveTargets(source) !== null
    verdicts.set(filename, verdict)
  }
  return verdict
}
