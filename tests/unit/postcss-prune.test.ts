import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import postcss from 'postcss'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const prune = require('../../config/postcss-prune-unused.cjs') as (() => postcss.Plugin) & { UNUSED_BUTTON: Record<'type' | 'fill' | 'size', string[]> }

const SRC = path.resolve(__dirname, '../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.tsx') ? [full] : []
  })
}

/** Every string literal passed to a Button's type, fill or size prop in src (ternaries included). */
function buttonPropValues(): Array<{ file: string; prop: string; value: string }> {
  const found: Array<{ file: string; prop: string; value: string }> = []
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes('<Button')) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const visit = (node: ts.Node): void => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() === 'Button') {
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue
          const prop = attribute.name.getText()
          if (!(prop in prune.UNUSED_BUTTON)) continue
          const collect = (value: ts.Node): void => {
            if (ts.isStringLiteral(value)) found.push({ file: path.relative(SRC, file), prop, value: value.text })
            value.forEachChild(collect)
          }
          collect(attribute.initializer)
        }
      }
      node.forEachChild(visit)
    }
    visit(source)
  }
  return found
}

describe('pruning NutUI styles no screen uses', () => {
  it('drops right-to-left rules, unused button variants and icon animations, keeping the rest', async () => {
    const css = `
      .nut-button-primary, .nut-rtl .nut-button-primary { color: red }
      [dir=rtl] .nut-tag { margin-left: 0 }
      .nut-button-primary-dashed-disabled { opacity: .5 }
      .nut-button-large-children { font-size: 18px }
      .nut-button-small, .nut-button-mini { height: 28px }
      .nut-button-default-outline-disabled { opacity: .6 }
      .nut-icon-am-jump { animation-name: nutJump }
      .nut-icon-loading { animation: rotation 1s linear infinite }
      @keyframes nutJump { to { transform: scale(1) } }
      @keyframes nutJumpOne { to { transform: scale(1) } }
      @keyframes rotation { to { transform: rotate(360deg) } }
    `
    const out = (await postcss([prune()]).process(css, { from: undefined })).css
    expect(out).toContain('.nut-button-primary {')
    expect(out).toContain('.nut-button-small {')
    expect(out).toContain('.nut-button-default-outline-disabled')
    expect(out).toContain('@keyframes rotation')
    for (const gone of ['nut-rtl', 'dir=rtl', 'dashed', 'large', 'mini', 'nut-icon-am', 'nutJump']) expect(out).not.toContain(gone)
  })

  it('prunes no Button type, fill or size a screen passes', () => {
    const values = buttonPropValues()
    expect(values.length).toBeGreaterThan(50)
    const pruned = values.filter(({ prop, value }) => prune.UNUSED_BUTTON[prop as 'type'].includes(value))
    expect(pruned, 'a screen uses a Button variant config/postcss-prune-unused.cjs removes: take it off UNUSED_BUTTON').toEqual([])
  })

  it('finds no right-to-left layout or icon animation class in src', () => {
    const offenders = sourceFiles(SRC).filter((file) => /dir=["']rtl|nut-rtl|nut-icon-am-/.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
