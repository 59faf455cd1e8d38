import { describe, expect, it } from 'vitest'
import { isModernDependency, syntaxAboveTargets } from '../../config/modern-dependencies'

describe('syntax above the declared targets (ES2019, no lookbehind)', () => {
  it('finds what iOS 12 and Chrome 69 cannot parse', () => {
    expect(syntaxAboveTargets('export const a = (o) => o?.b')).not.toBeNull()
    expect(syntaxAboveTargets('const a = b ?? 1')).not.toBeNull()
    expect(syntaxAboveTargets('let a; a &&= 1')).not.toBeNull()
    expect(syntaxAboveTargets('class A { #x = 1 }')).not.toBeNull()
    expect(syntaxAboveTargets('const big = 10n')).not.toBeNull()
    expect(syntaxAboveTargets('const re = /(?<=¥)\\d+/')).toBe('regular expression lookbehind')
    expect(syntaxAboveTargets('const re = /(?<!a)b/')).toBe('regular expression lookbehind')
  })

  it('lets ES2019 through, modules and CommonJS alike, with import() read as webpack reads it', () => {
    expect(syntaxAboveTargets('export const f = async ({ a, ...rest }) => { try { await g() } catch { return rest } }')).toBeNull()
    expect(syntaxAboveTargets('module.exports = function () { with (x) { return 010 } }')).toBeNull()
    expect(syntaxAboveTargets('const page = () => import("./page")')).toBeNull()
    expect(syntaxAboveTargets('const re = /(?<year>\\d{4})/u')).toBeNull()
  })

  it('marks the published dependencies that need compiling, and only those', () => {
    expect(isModernDependency(require.resolve('valibot'))).toBe(true)
    expect(isModernDependency(require.resolve('dayjs'))).toBe(false)
    // Our own code is compiled anyway: the rule only looks at node_modules.
    expect(isModernDependency(__filename)).toBe(false)
  })
})
