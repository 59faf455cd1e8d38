import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DEFAULT_BUDGETS_KIB } from '../../scripts/budgets'

const root = resolve(__dirname, '..', '..')
const readme = readFileSync(resolve(root, 'README.md'), 'utf8')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

describe('README', () => {
  it('names the byte budgets size:check holds', () => {
    const { mainPackage, subPackage, h5FirstLoad } = DEFAULT_BUDGETS_KIB
    expect(readme).toContain(`weapp main ≤ ${mainPackage} KiB, each subpackage ≤ ${subPackage} KiB, H5 home first load ≤ ${h5FirstLoad} KiB gzip`)
    const h5Budgets = [...readme.matchAll(/(\d+) KiB[^.\n]{0,20}(?:gzip|in `npm test`)/g)].map((match) => Number(match[1]))
    expect(h5Budgets.length).toBeGreaterThan(0)
    expect(new Set(h5Budgets)).toEqual(new Set([h5FirstLoad]))
  })

  it('and the docs send nobody to a folder outside the repository', () => {
    const docs = ['README.md', ...filesUnder(resolve(root, 'docs')).map((path) => path.slice(root.length + 1))]
    for (const file of docs) expect(readFileSync(resolve(root, file), 'utf8'), file).not.toMatch(/\.\.\/shared\b/)
  })
})
