import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { buildConstants } from './config/constants'

// A bearer credential for the build constants under test (real builds take it from the environment).
process.env.TARO_APP_AUTH_BEARER ??= 'test-bearer'
process.env.TARO_APP_VERSION ??= '2.3.0'
// The H5 runtime, read when the code runs (not replaced in the source as the builds do): a
// mini-program test switches its build-time branches with vi.stubEnv('TARO_ENV', 'weapp').
process.env.TARO_ENV = 'h5'

export default defineConfig({
  // Taro's H5 packages ship source maps without their sources: vite would warn for each file.
  logLevel: 'error',
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${resolve(__dirname, 'src')}/` },
      { find: /^@test\//, replacement: `${resolve(__dirname, 'tests/support')}/` },
      // The mock backend, the one way tests name it (tsconfig paths say the same for tsc and tsx).
      { find: /^@mocks\//, replacement: `${resolve(__dirname, 'mocks')}/` },
      // Taro's H5 runtime with the page hooks the framework plugin would add (tests/support/taro.ts).
      { find: /^@tarojs\/taro$/, replacement: resolve(__dirname, 'tests/support/taro.ts') },
      // React components instead of the Stencil web components React cannot call.
      { find: /^@tarojs\/components$/, replacement: '@tarojs/components-react' },
      // NutUI's ES build (its package main is a UMD bundle that needs a real canvas).
      { find: /^@nutui\/nutui-react-taro$/, replacement: '@nutui/nutui-react-taro/dist/es/packages/nutui.react.build.js' },
    ],
  },
  define: {
    ...buildConstants(),
    'process.env.TARO_PLATFORM': JSON.stringify('web'),
    DEPRECATED_ADAPTER_COMPONENT: 'false',
  },
  test: {
    globals: true,
    // Page tests wait up to 5 s per step for the screen (tests/support/setup-dom.ts).
    testTimeout: 30_000,
    css: false,
    server: { deps: { inline: [/@nutui/, /@tarojs\/components-react/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['tests/support/setup.ts', 'tests/support/setup-dom.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mock-backend',
          environment: 'node',
          setupFiles: ['tests/support/setup.ts'],
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
})
