import path from 'node:path'
import type { UserConfigExport } from '@tarojs/cli'
import { buildConstants } from './constants'
import { BASE_FONT_SIZE, DESIGN_WIDTH } from './layout'

/**
 * Taro build configuration. A plain function (not defineConfig from @tarojs/cli): a runtime
 * import of the CLI loads a native binding that only exists for linux-x64-gnu.
 */
/**
 * Dependencies shipped as modern JavaScript that the build must compile down like our own code:
 * TanStack Query uses private class fields (#field), which Taro's H5 minifier breaks (it quotes
 * them: a syntax error) and older phones' engines do not run.
 */
function isModernDependency(filename: string): boolean {
  return /node_modules[\\/]@tanstack[\\/]/.test(filename)
}

export default async function config(merge: (...configs: object[]) => UserConfigExport<'webpack5'>) {
  const isProduction = process.env.NODE_ENV === 'production'
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'luxtrade-app',
    date: '2026-11-22',
    // Spec section 9: design width 375, the same as NutUI React Taro.
    designWidth: DESIGN_WIDTH,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // One folder per platform, or an h5 build wipes the weapp output.
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: buildConstants(),
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: process.env.TARO_CACHE === '1' },
    mini: {
      compile: { include: [isModernDependency] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true },
      // Style order between NutUI component sheets does not matter; the warnings were noise.
      miniCssExtractPluginOption: { ignoreOrder: true },
      webpackChain(chain) {
        // Mini-programs have no AbortController, which TanStack Query v5 creates for every fetch
        // (TanStack/query#5837): modules that name it get the ponyfill, nothing global is patched.
        chain.plugin('providerPlugin').tap(([provided]) => [
          { ...provided, AbortController: ['abortcontroller-polyfill/dist/cjs-ponyfill.js', 'AbortController'] },
        ])
      },
    },
    h5: {
      compile: { include: [isModernDependency] },
      publicPath: '/',
      staticDirectory: 'static',
      // Page paths are real URLs (spec: full-page location changes on the web).
      router: { mode: 'browser' },
      esnextModules: ['nutui-react-taro', 'icons-react-taro'],
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      devServer: {
        host: '127.0.0.1',
        port: 10086,
        open: false,
        // A page whose code did not arrive offers a retry (core/navigation/chunk-retry): no red overlay.
        client: { overlay: { runtimeErrors: (error: Error) => error?.name !== 'ChunkLoadError' } },
      },
      webpackChain(chain) {
        // Taro splits only initial chunks on H5, so every lazily loaded page would carry its own
        // copy of the shared layout and NutUI; split async chunks too.
        const splitChunks = chain.optimization.get('splitChunks')
        if (splitChunks) chain.optimization.splitChunks({ ...splitChunks, chunks: 'all' })
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: { baseFontSize: BASE_FONT_SIZE } },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  return merge({}, base, isProduction ? { mini: {}, h5: {} } : {})
}
