import { spawnSync } from 'node:child_process'

/**
 * The layering rules of eslint.config.mjs (README, "How the code is laid out"), so that they
 * cannot vanish unnoticed. ESLint runs in its own process: the test setup stubs Taro's globals.
 */
function lint(code: string, filePath: string): string[] {
  const run = spawnSync('node_modules/.bin/eslint', ['--stdin', '--stdin-filename', filePath, '--format', 'json'], { input: code, encoding: 'utf8' })
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[]
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

function configOf(filePath: string): Record<string, unknown> {
  const run = spawnSync('node_modules/.bin/eslint', ['--print-config', filePath], { encoding: 'utf8' })
  return (JSON.parse(run.stdout) as { rules: Record<string, unknown> }).rules
}

describe('layering (eslint)', () => {
  it('refuses a deep import into another area and names its public file', () => {
    expect(lint("export { ItemPicker } from '@/features/stock/orders/shared/item-picker'\n", 'src/features/trade/layering-fixture.ts')).toEqual([
      expect.stringContaining(
        `import-x/no-restricted-paths: Unexpected path "@/features/stock/orders/shared/item-picker" imported in restricted zone. Import from '@/features/stock'`,
      ),
    ])
  })

  it('lets an area import another through its public file', () => {
    expect(lint("export { ItemPicker } from '@/features/stock'\n", 'src/features/trade/layering-fixture.ts')).toEqual([])
  })

  it('keeps features out of shared and core', () => {
    const code = "export { stockApi } from '@/features/stock'\n"
    expect(lint(code, 'src/shared/layering-fixture.ts')).toEqual([expect.stringContaining('src/shared is used by every area')])
    expect(lint(code, 'src/core/layering-fixture.ts')).toEqual([expect.stringContaining('src/core is the bottom layer')])
  })

  it('checks src and the mock handlers for import cycles', () => {
    for (const file of ['src/core/request/index.ts', 'src/features/post/api.ts', 'mocks/handlers/live.ts']) {
      expect(configOf(file)['import-x/no-cycle'], file).toEqual([2])
    }
  })
}, 120_000)
