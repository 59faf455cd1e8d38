import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { buildConstants } from './config/constants'

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${resolve(__dirname, 'src')}/` },
      // Taro's H5 runtime with the page hooks the framework plugin would add (tests/support/taro.ts).
      { find: /^@tarojs\/taro$/, replacement: resolve(__dirname, 'tests/support/taro.ts') },
      // React components instead of the Stencil web components React cannot call.
      { find: /^@tarojs\/components$/, replacement: '@tarojs/components-react' },
    ],
  },
  define: {
    ...buildConstants(),
    'process.env.TARO_ENV': JSON.stringify('h5'),
    'process.env.TARO_PLATFORM': JSON.stringify('web'),
    DEPRECATED_ADAPTER_COMPONENT: 'false',
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/support/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    css: false,
    server: { deps: { inline: [/@nutui/, /@tarojs\/components-react/] } },
  },
})
