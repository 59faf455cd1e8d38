import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(tsx?|less|md)$/.test(entry.name) ? [full] : []
  })
}

/** Words the app says one way only: the other way read as a different thing to a dealer. */
const ONE_WORD: { say: string; never: RegExp }[] = [
  // what comes with a piece (盒子, 防尘袋, 保卡…): 配件 in the forms, seeds, lists and the lot page alike
  { say: '配件', never: /附件/ },
]

describe('one word for one thing', () => {
  it.each(ONE_WORD)('says $say everywhere', ({ never }) => {
    const files = ['src', 'mocks', 'tests/browser', 'docs'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    const found = files.filter((file) => never.test(readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file))
    expect(found).toEqual([])
  })
})
