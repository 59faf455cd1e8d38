import { describe, expect, it } from 'vitest'
import { LEGACY_POLYFILLS, POLYFILL_ENTRY, outsidePolyfills, polyfillLoader } from '../../config/legacy-polyfills'
import { syntaxAboveTargets } from '../../config/modern-dependencies'

/** Runs the loader against a window missing the given APIs; returns what it wrote. */
function runLoader(missing: string[]): string[] {
  const written: string[] = []
  const globals = {
    globalThis: missing.includes('globalThis') ? undefined : {},
    Object: { fromEntries: missing.includes('ObjectFromEntries') ? undefined : () => ({}) },
    window: { AbortController: missing.includes('AbortController') ? undefined : class {} },
    document: { write: (html: string) => written.push(html) },
  }
  // The loader's literals ([].at, "".replaceAll) are this Node's own, which has both.
  const source = polyfillLoader('/js/legacy-polyfills.abc123.js').replace('typeof globalThis', 'typeof globals.globalThis')
  new Function('globals', 'Object', 'window', 'document', source)(globals, globals.Object, globals.window, globals.document)
  return written
}

describe('legacy polyfills', () => {
  it('are written into the page only where an API is missing', () => {
    expect(runLoader([])).toEqual([])
    for (const feature of ['globalThis', 'ObjectFromEntries', 'AbortController']) {
      expect(runLoader([feature])).toEqual(['<script src="/js/legacy-polyfills.abc123.js"></script>'])
    }
  })

  it('test for every API they fill in, in syntax the oldest target parses', () => {
    const loader = polyfillLoader('/x.js')
    for (const polyfill of LEGACY_POLYFILLS) expect(loader).toContain(polyfill.present)
    expect(syntaxAboveTargets(loader)).toBeNull()
  })

  it('name modules that exist', () => {
    for (const polyfill of LEGACY_POLYFILLS) expect(() => require.resolve(polyfill.module)).not.toThrow()
  })

  it('stay out of every split chunk', () => {
    const chunk = (name: string, initial: boolean) => ({ name, canBeInitial: () => initial })
    expect(outsidePolyfills('all')(chunk(POLYFILL_ENTRY, true))).toBe(false)
    expect(outsidePolyfills('all')(chunk('app', true))).toBe(true)
    expect(outsidePolyfills('initial')(chunk('page', false))).toBe(false)
    expect(outsidePolyfills('async')(chunk('page', false))).toBe(true)
  })
})
