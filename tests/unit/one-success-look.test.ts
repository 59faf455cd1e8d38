import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '../../src')
/** The one success look: ResultPanel on screen, showSuccess / toastOnNextPage as a toast. */
const RESULT = path.join('shared', 'ui', 'result')
/** Core sits below shared (it cannot import the result kit): its one save toast is its own. */
const CORE = 'core'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('one success look', () => {
  it('no screen makes its own success toast or success screen', () => {
    const found = sourceFiles(SRC)
      .map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }))
      .filter(({ file }) => !file.startsWith(RESULT) && !file.startsWith(CORE))
      .flatMap(({ file, text }) => [
        ...(/showToast\(\{[^}]*icon: 'success'/.test(text) ? [`${file}: a success toast of its own (use showSuccess)`] : []),
        ...(/<Success\b/.test(text) ? [`${file}: a success icon of its own (use ResultPanel)`] : []),
      ])
    expect(found).toEqual([])
  })
})
