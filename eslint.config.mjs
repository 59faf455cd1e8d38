import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import compat from 'eslint-plugin-compat'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { existsSync, readdirSync } from 'node:fs'

/*
 * Layering (README, "How the code is laid out"): core ← shared ← features ← pages. An area
 * (src/features/<area>) reaches another area only through that area's public file
 * src/features/<area>/index.ts (or its calls and schemas, '@/features/<area>/api' or one file of
 * an api folder, which the mock serves too); core imports none of shared, features, pages; shared imports no
 * feature or page; the mock imports of an area only its contract (calls, schemas, rules).
 */
const AREAS = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** An area's api folder, file by file: a chunk may take one file's calls and schemas only. */
const apiFiles = (area) =>
  existsSync(`src/features/${area}/api`)
    ? readdirSync(`src/features/${area}/api`)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `./api/${name}`)
    : []
const TESTS = ['**/*.test.{ts,tsx}', '**/__tests__/**']
const areaZones = AREAS.flatMap((area) =>
  AREAS.filter((other) => other !== area).map((other) => ({
    target: `./src/features/${area}`,
    from: `./src/features/${other}`,
    except: ['./index.ts', './api.ts', ...apiFiles(other)],
    message: `Import from '@/features/${other}' (its public file src/features/${other}/index.ts; export what you need there, by name) or its calls and schemas from '@/features/${other}/api' (or one file of its api folder, so a chunk takes only those calls).`,
  })),
)
const layerZones = [
  { target: './src/core', from: ['./src/shared', './src/features', './src/pages'], message: 'src/core is the bottom layer: move what both need into src/core.' },
  { target: './src/shared', from: ['./src/features', './src/pages'], message: 'src/shared is used by every area and imports none: move the piece into src/shared (or src/core).' },
  { target: './src/features', from: './src/pages', message: 'Pages import areas, not the other way round.' },
]
// The mock is the server side of each area's contract: its calls and schemas (api), its pure rules.
const CONTRACT = [
  '**/src/features/*/index.ts',
  '**/src/features/*/api.ts',
  '**/src/features/*/api/*.ts',
  '**/src/features/**/*rules.ts',
  '**/src/features/*/machine.ts',
  '**/src/features/*/ladder.ts',
]
const mockZones = [
  {
    target: './mocks',
    from: './src/features/**',
    except: CONTRACT,
    message: 'The mock imports an area only through its calls, schemas and rules (api, *-rules, machine, ladder).',
  },
]
const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver': undefined,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
}

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
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...areaZones, ...layerZones, ...mockZones] }] },
  },
  {
    // Tests of core and shared may render pages and use the query client; between areas they keep the rule.
    files: TESTS.map((glob) => `src/${glob}`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: areaZones }] },
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
