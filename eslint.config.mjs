import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import compat from 'eslint-plugin-compat'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.temp/**', '.swc/**', 'test-results/**', 'coverage/**', '.mock-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Web APIs the browserslist's oldest targets lack (ResizeObserver before iOS 13.4…), in the
    // app's own code. Standard-library calls are checked on the built files (npm run check:targets).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/__tests__/**'],
    plugins: { compat },
    // Polyfilled on H5 (config/legacy-polyfills.ts), a ponyfill in the mini-program (config/index.ts).
    settings: { polyfills: ['AbortController'] },
    rules: { 'compat/compat': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  {
    files: ['**/*.config.ts'],
    languageOptions: { globals: { definePageConfig: 'readonly', defineAppConfig: 'readonly' } },
  },
)
