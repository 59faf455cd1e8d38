import path from 'node:path'
import type { UserConfigExport } from '@tarojs/cli'
import type Chain from 'webpack-chain'
import { buildConstants, earlyOrigins } from './constants'
import { earlyCallScript } from './early-call'
import { ENTRY_PAGE, PreloadTabPages, TAB_PAGES } from './preload-tabs'
import { BASE_FONT_SIZE, DESIGN_WIDTH } from './layout'
import { isModernDependency } from './modern-dependencies'
import { LegacyPolyfills, outsidePolyfills } from './legacy-polyfills'

/**
 * Taro build configuration. A plain function (not defineConfig from @tarojs/cli): a runtime
 * import of the CLI loads a native binding that only exists for linux-x64-gnu.
 */
/**
 * NutUI's icon index imports the icon font's stylesheet, so its package marks the index as having
 * side effects and webpack keeps every icon any page uses in the module all pages share. The
 * stylesheet is imported once in app.tsx: the index is a plain list of re-exports, and each page
 * carries only its own icons.
 */
function iconsOnDemand(chain: Chain) {
  chain.module
    .rule('nutuiIconIndex')
    .test(/@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/)
    .set('sideEffects', false)
  // An area's public file (src/features/<area>/index.ts) only re-exports by name: a chunk takes
  // the modules it uses, not the whole area.
  chain.module
    .rule('featurePublicFiles')
    .test(/src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/)
    .set('sideEffects', false)
}

/** NutUI styles no screen can match (right-to-left, unused Button variants, icon animations); loaded by Taro by path. */
const PRUNE_UNUSED_CSS = path.join(__dirname, 'postcss-prune-unused.cjs')

const DEVICE_RATIO: Record<number, number> = { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 }

/**
 * The H5 root font size (pxtransform's rem), set in the page head before anything renders. Taro's
 * own script takes the smaller of the document's width and height; while the page is still short
 * (loading), a resize event then shrinks every rem to the minimum and the first screen jumps when
 * the content grows (a layout shift Lighthouse counts). The viewport's sides do not change with
 * the content.
 */
function remScript(): string {
  const rootValue = (BASE_FONT_SIZE / DEVICE_RATIO[DESIGN_WIDTH]) * 2
  const [min, max] = [20, 40]
  return (
    '!function(n){function f(){var e=n.document.documentElement,' +
    'w=Math.min.apply(Math,[e.clientWidth,n.innerWidth,n.innerHeight].filter(Boolean)),' +
    `x=${rootValue}*w/${DESIGN_WIDTH};e.style.fontSize=(x>=${max}?${max}:x<=${min}?${min}:x)+"px"}` +
    'n.addEventListener("resize",function(){f();setTimeout(f,500)});f()}(window);'
  )
}

/** Taro's Icon, Checkbox and Radio are not used: their icon font is left out (./drop-weui-font.js). */
function withoutWeuiFont(chain: Chain) {
  chain.module
    .rule('taroComponentsSheet')
    .test(/@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/)
    .enforce('pre')
    .use('dropWeuiFont')
    .loader(path.resolve(__dirname, 'drop-weui-font.js'))
}

/**
 * Taro's H5 tab bar is a Stencil web component, the only one the first load needed: its runtime
 * cost about 14 KiB gzip. The router gets src/core/navigation/h5-tabbar.ts (plain DOM) instead.
 */
function ownTabBar(chain: Chain) {
  const ownModule = path.resolve(__dirname, '..', 'src', 'core', 'navigation', 'h5-tabbar.ts')
  // The router's module build (tabbar.js its own file) in every mode: development builds would
  // take its single-file bundle (package.json "main:h5"), where there is no tabbar.js to swap.
  chain.resolve.alias.set('@tarojs/router$', require.resolve('@tarojs/router/dist/index.js'))
  chain.plugin('ownTabBar').use(require.resolve('webpack/lib/NormalModuleReplacementPlugin'), [
    /^\.\/tabbar\.js$/,
    (resolveData: { context: string; request: string }) => {
      if (/@tarojs[\\/]router[\\/]dist$/.test(resolveData.context)) resolveData.request = ownModule
    },
  ])
}

/** NutUI's icons as URL-encoded SVG instead of base64 (./svg-data-uri.js). */
function iconsAsSvgText(chain: Chain) {
  chain.module
    .rule('nutuiIconSvg')
    .test(/@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]icons[\\/][^\\/]+\.js$/)
    .enforce('pre')
    .use('svgDataUri')
    .loader(path.resolve(__dirname, 'svg-data-uri.js'))
}

/**
 * React DOM in a file of its own on H5: the first load downloads it alongside the app's code
 * instead of after it in one long file, and a release leaves it in the browser's cache.
 */
const REACT_CHUNK = {
  test: (module: { resource?: string }) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(module.resource ?? ''),
  chunks: 'initial',
  priority: 90,
  enforce: true,
}

/**
 * Taro's own component styles go to a stylesheet of their own, linked before the app's, instead
 * of into the JS that writes them at the top of the page at start: the first load loses the
 * style-loader runtime and the escaped CSS strings, and the browser reads the CSS while the
 * scripts download. Their own file keeps them first, so the app's and NutUI's rules still win
 * ties (in app.css they would follow app.less). Production only: development keeps Taro's
 * injection (hot reload).
 */
function taroStylesExtracted(chain: Chain) {
  // The loader of the extract plugin Taro's runner registers for the app's own styles, resolved
  // from the runner so that the two are one copy.
  const runner = require.resolve('@tarojs/webpack5-runner')
  chain.module
    .rule('taroStyle')
    .uses.clear()
    .end()
    .use('extract')
    .loader(require.resolve('mini-css-extract-plugin/dist/loader', { paths: [runner] }))
}

/** Where taroStylesExtracted puts Taro's component styles: css/taro-components.<hash>.css. */
const TARO_STYLES_CHUNK = {
  type: 'css/mini-extract',
  test: /[\\/]node_modules[\\/]@tarojs[\\/]/,
  name: 'taro-components',
  chunks: 'initial',
  priority: 110,
  enforce: true,
}

/** `ANALYZE=1 npm run build:h5` (or :weapp): what each chunk holds, in dist/<platform>-report.html. */
function analyze(chain: Chain) {
  if (process.env.ANALYZE !== '1') return
  const report = { analyzerMode: 'static', openAnalyzer: false, generateStatsFile: true }
  chain
    .plugin('bundleAnalyzer')
    .use(require.resolve('webpack-bundle-analyzer/lib/BundleAnalyzerPlugin'), [
      { ...report, reportFilename: `../${process.env.TARO_ENV}-report.html`, statsFilename: `../${process.env.TARO_ENV}-stats.json` },
    ])
}

export default async function config(merge: (...configs: object[]) => UserConfigExport<'webpack5'>) {
  const isProduction = process.env.NODE_ENV === 'production'
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'luxtrade-app',
    date: '2026-11-22',
    // Spec section 9: design width 375, the same as NutUI React Taro.
    designWidth: DESIGN_WIDTH,
    deviceRatio: DEVICE_RATIO,
    sourceRoot: 'src',
    // One folder per platform, or an h5 build wipes the weapp output.
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: buildConstants(),
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    copy: { patterns: [], options: {} },
    framework: 'react',
    // No esbuild pre-bundling of Taro's packages in development builds: it runs past webpack's
    // plugins, so `npm start` would show Taro's tab bar instead of the app's (ownTabBar), and a
    // router left out of it alone loses the runtime it shares. The first dev build takes ~35 s.
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: process.env.TARO_CACHE === '1' },
    mini: {
      compile: { include: [isModernDependency] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        [PRUNE_UNUSED_CSS]: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true },
      // Template levels in base.wxml (default 16, 68 KB of the main package). Deeper trees go on
      // rendering through Taro's recursive comp component, so 8 costs only on the deepest rows.
      // (read by the weapp platform's template; Taro's config type does not list it)
      ...({ baseLevel: 8 } as object),
      // Style order between NutUI component sheets does not matter; the warnings were noise.
      miniCssExtractPluginOption: { ignoreOrder: true },
      webpackChain(chain) {
        iconsOnDemand(chain)
        analyze(chain)
        // Mini-programs have no AbortController, which TanStack Query v5 creates for every fetch
        // (TanStack/query#5837): modules that name it get the ponyfill, nothing global is patched.
        chain.plugin('providerPlugin').tap(([provided]) => [{ ...provided, AbortController: ['abortcontroller-polyfill/dist/cjs-ponyfill.js', 'AbortController'] }])
      },
    },
    h5: {
      compile: { include: [isModernDependency] },
      publicPath: '/',
      // Read by src/index.html.
      htmlPluginOption: { earlyOrigins: earlyOrigins(), script: remScript(), earlyCall: earlyCallScript() },
      staticDirectory: 'static',
      // Page paths are real URLs (spec: full-page location changes on the web).
      router: { mode: 'browser' },
      // Taro's React components (the ones the unit tests render) instead of its Stencil web
      // components: no web-component runtime in the first load (about 25 KB gzip less).
      useHtmlComponents: true,
      esnextModules: ['nutui-react-taro', 'icons-react-taro'],
      output: { filename: 'js/[name].[contenthash:6].js', chunkFilename: 'js/[name].[contenthash:6].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:6].css', chunkFilename: 'css/[name].[contenthash:6].css' },
      devServer: {
        host: '127.0.0.1',
        port: 10086,
        open: false,
        // A page whose code did not arrive offers a retry (core/navigation/chunk-retry): no red overlay.
        client: { overlay: { runtimeErrors: (error: Error) => error?.name !== 'ChunkLoadError' } },
      },
      webpackChain(chain) {
        iconsOnDemand(chain)
        withoutWeuiFont(chain)
        iconsAsSvgText(chain)
        ownTabBar(chain)
        if (isProduction) taroStylesExtracted(chain)
        chain.plugin('preloadTabPages').use(PreloadTabPages, [TAB_PAGES, '/', ENTRY_PAGE])
        chain.plugin('legacyPolyfills').use(LegacyPolyfills, ['/'])
        // Taro splits only initial chunks on H5, so every lazily loaded page would carry its own
        // copy of the shared layout and NutUI; split async chunks too.
        const splitChunks = chain.optimization.get('splitChunks')
        if (splitChunks) {
          const { cacheGroups } = splitChunks as { cacheGroups: Record<string, unknown> }
          const groups: Record<string, unknown> = { ...cacheGroups, react: REACT_CHUNK, ...(isProduction ? { taroStyles: TARO_STYLES_CHUNK } : {}) }
          // The legacy polyfills stay one file, loaded on their own (./legacy-polyfills.ts).
          for (const [name, group] of Object.entries(groups)) {
            if (group && typeof group === 'object') groups[name] = { ...group, chunks: outsidePolyfills((group as { chunks?: unknown }).chunks ?? 'all') }
          }
          chain.optimization.splitChunks({
            ...splitChunks,
            chunks: outsidePolyfills('all'),
            minSize: 20000,
            maxAsyncRequests: 6,
            cacheGroups: groups,
          })
        }
        analyze(chain)
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: { baseFontSize: BASE_FONT_SIZE } },
        [PRUNE_UNUSED_CSS]: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  return merge({}, base, isProduction ? { mini: {}, h5: {} } : {})
}
