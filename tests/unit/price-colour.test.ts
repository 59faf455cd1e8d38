import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '../../src')

function lessFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return lessFiles(full)
    return entry.name.endsWith('.less') ? [full] : []
  })
}

/** Each declaration with the full selectors it applies to (LESS nesting and & resolved). */
function declarations(less: string): { selectors: string[]; declaration: string }[] {
  const text = less.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
  const found: { selectors: string[]; declaration: string }[] = []
  const stack: string[][] = []
  let buffer = ''
  for (const char of text) {
    if (char === '{') {
      const parents = stack.at(-1) ?? ['']
      const own = buffer.split(',').map((part) => part.trim())
      stack.push(parents.flatMap((parent) => own.map((part) => (part.includes('&') ? part.replace(/&/g, parent) : `${parent} ${part}`.trim()))))
      buffer = ''
    } else if (char === '}' || char === ';') {
      if (buffer.trim()) found.push({ selectors: stack.at(-1) ?? [], declaration: buffer.trim() })
      buffer = ''
      if (char === '}') stack.pop()
    } else buffer += char
  }
  return found
}

/** A price as shown (auction-card__price, live-price--big, item-detail__price-value), not a label, an input or a chart of prices. */
const PRICE_CLASS = /(^|__|-)price(-value)?(--[\w-]+)?$/
/** A price is in the price token, or a neutral text shade when it is secondary (a deal row, a crossed-out price). */
const PRICE_COLOURS = new Set(['var(--app-price)', 'var(--app-text)', 'var(--app-text-weak)', 'var(--app-text-faint)'])

function priceColours(file: string) {
  return declarations(readFileSync(file, 'utf8')).flatMap(({ selectors, declaration }) => {
    const colour = /^color\s*:\s*(.+)$/.exec(declaration)?.[1]
    if (!colour) return []
    return selectors
      .filter((selector) =>
        PRICE_CLASS.test(
          selector
            .split(/[\s>+~]+/)
            .at(-1)!
            .replace(/^\./, ''),
        ),
      )
      .map((selector) => ({ file: path.relative(SRC, file), selector, colour }))
  })
}

describe('prices in one colour', () => {
  it('the price token is the one red of prices', () => {
    expect(readFileSync(path.join(SRC, 'core/theme/tokens.less'), 'utf8')).toMatch(/--app-price: var\(--app-danger\);/)
  })

  it('every LESS price class uses the price token (never gold, the accent, danger or warning)', () => {
    const all = lessFiles(SRC).flatMap(priceColours)
    // the lists of the issue: auction cards and lots, live, catalogue, stock, recycling
    expect(all.filter((found) => found.colour === 'var(--app-price)').length).toBeGreaterThan(15)
    expect(all.filter((found) => !PRICE_COLOURS.has(found.colour))).toEqual([])
  })

  it('reads nested LESS as the browser does', () => {
    const found = declarations('.card {\n  &__price { color: var(--app-accent); &--big { font-size: 18px; } }\n  // a note: with colon\n  .live-price { color: red }\n}')
    expect(found).toEqual([
      { selectors: ['.card__price'], declaration: 'color: var(--app-accent)' },
      { selectors: ['.card__price--big'], declaration: 'font-size: 18px' },
      { selectors: ['.card .live-price'], declaration: 'color: red' },
    ])
  })
})
