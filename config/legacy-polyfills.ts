import type { Compilation, Compiler } from 'webpack'

/**
 * What the H5 targets (package.json browserslist: iOS/Safari 12, Chrome/Android 69) lack of the
 * APIs the built code calls, as `npm run check:targets` finds them (es-check over every built
 * file): a call to anything else a target lacks fails that check.
 * - globalThis (iOS 12.2, Chrome 71): TanStack Query reads it when its module loads;
 * - Object.fromEntries (iOS 12.2, Chrome 73): ours and valibot's;
 * - Array.prototype.at (iOS 15.4, Chrome 92): the live-room and bargain lists, the offer forms;
 * - String.prototype.replaceAll (iOS 13.4, Chrome 85): query-string, in Taro's router, decodes and
 *   encodes every query with it;
 * - AbortController (iOS 12.2): TanStack Query makes one for every fetch, and our transport's
 *   timeout aborts with one. The fetch-patching build: a fetch that does not know the polyfill's
 *   signal (iOS 12.0–12.1's ignores it, a newer one refuses it) is made to reject on abort.
 * `present` is the test index.html runs: only a browser that fails one downloads the file.
 */
export const LEGACY_POLYFILLS = [
  { feature: 'globalThis', module: 'core-js/modules/es.global-this.js', present: 'typeof globalThis=="object"' },
  { feature: 'ObjectFromEntries', module: 'core-js/modules/es.object.from-entries.js', present: 'Object.fromEntries' },
  { feature: 'ArrayPrototypeAt', module: 'core-js/modules/es.array.at.js', present: '[].at' },
  { feature: 'StringReplaceAll', module: 'core-js/modules/es.string.replace-all.js', present: '"".replaceAll' },
  { feature: 'AbortController', module: 'abortcontroller-polyfill/dist/polyfill-patch-fetch.js', present: 'window.AbortController' },
] as const

/** The H5 build's entry (and file name) holding them. */
export const POLYFILL_ENTRY = 'legacy-polyfills'

/**
 * index.html's first script: a browser missing any of the APIs loads the polyfills before the
 * app's scripts run (document.write: a parser-inserted script, so it runs before them, deferred or
 * not). Current browsers download nothing more.
 */
export function polyfillLoader(src: string): string {
  const present = LEGACY_POLYFILLS.map((polyfill) => polyfill.present).join('&&')
  return `!function(){if(!(${present}))document.write('<script src="${src}"><\\/script>')}();`
}

/**
 * The H5 build's polyfill entry: core-js's modules and abortcontroller-polyfill, each of which
 * leaves a browser's own implementation in place, in one file of its own (no split chunk; its
 * own webpack runtime in production builds; development builds share one runtime file, which runs
 * it first) that index.html loads only where needed (polyfillLoader).
 */
export class LegacyPolyfills {
  constructor(private readonly publicPath: string) {}

  apply(compiler: Compiler): void {
    const { EntryPlugin } = compiler.webpack
    for (const polyfill of LEGACY_POLYFILLS) {
      new EntryPlugin(compiler.context, require.resolve(polyfill.module), { name: POLYFILL_ENTRY }).apply(compiler)
    }
    // The copy Taro's H5 build uses (its hooks are per module instance).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [require.resolve('@tarojs/webpack5-runner')] }))
    compiler.hooks.compilation.tap('LegacyPolyfills', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('LegacyPolyfills', (data: { html: string }) => {
        const file = [...(compilation.namedChunks.get(POLYFILL_ENTRY)?.files ?? [])].find((name) => name.endsWith('.js'))
        if (!file) throw new Error(`the ${POLYFILL_ENTRY} entry produced no file`)
        // The html plugin links every entry: this one is loaded by the test alone.
        const linked = new RegExp(`<script[^>]*src="[^"]*${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>`)
        data.html = data.html.replace(linked, '')
        const at = data.html.indexOf('<script')
        const loader = `<script>${polyfillLoader(this.publicPath + file)}</script>`
        data.html = at < 0 ? data.html.replace('</head>', `${loader}</head>`) : data.html.slice(0, at) + loader + data.html.slice(at)
        return data
      })
    })
  }
}

/** splitChunks' `chunks` for every group, leaving the polyfill entry whole. */
export function outsidePolyfills(chunks: unknown): (chunk: { name?: string | null; canBeInitial(): boolean }) => boolean {
  return (chunk) => {
    if (chunk.name === POLYFILL_ENTRY) return false
    if (typeof chunks === 'function') return chunks(chunk)
    if (chunks === 'initial') return chunk.canBeInitial()
    if (chunks === 'async') return !chunk.canBeInitial()
    return true
  }
}
