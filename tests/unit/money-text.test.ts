import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
/** Where amounts are written for people: screens, shared parts and rules, the mock's messages. */
const SCANNED = ['src/features', 'src/shared', 'src/core', 'mocks/handlers', 'mocks/db', 'mocks/lib']
/** The one place that writes ¥, decimals and 万 (yuan / priceOr / yuanCompact). */
const MONEY = path.join('src', 'shared', 'format')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** A number (or an interpolated value) followed by 元, 万元 or 亿元: "3400元", `${x}元`, "1000万元". */
const YUAN_AFTER_NUMBER = /\d\s*[万亿]?元/
const STARTS_WITH_YUAN = /^\s*[万亿]?元/
/** ¥ written by hand before digits or a value: "¥2,000", `¥${x}`. */
const HAND_YEN = /¥\s*\d/
const ENDS_WITH_YEN = /¥\s*$/

interface Finding {
  file: string
  line: number
  text: string
}

/** Every amount a source writes by hand instead of through src/shared/format/money. */
function handWrittenMoney(file: string, text: string): Finding[] {
  const found: Finding[] = []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const report = (node: ts.Node, what: string) =>
    found.push({ file: path.relative(ROOT, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: `${what}: ${node.getText().slice(0, 80)}` })
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) {
      if (YUAN_AFTER_NUMBER.test(node.text)) report(node, '元 after a number')
      if (HAND_YEN.test(node.text)) report(node, '¥ by hand')
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head, ...node.templateSpans.map((span) => span.literal)]
      parts.forEach((part, index) => {
        if (YUAN_AFTER_NUMBER.test(part.text) || (index > 0 && STARTS_WITH_YUAN.test(part.text))) report(node, '元 after a number')
        if (HAND_YEN.test(part.text) || (index < parts.length - 1 && ENDS_WITH_YEN.test(part.text))) report(node, '¥ by hand')
      })
    }
    // yuan(cents, { decimals: 2 }): ¥2,000.00 where the wave shows ¥2,000
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'decimals') report(node, 'decimals for show')
    // x.toFixed(2) shown as money (a percentage, `${n.toFixed(1)}%`, is no amount)
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'toFixed') {
      const span = node.parent
      const percent = ts.isTemplateSpan(span) && span.literal.text.startsWith('%')
      if (!percent) report(node, 'toFixed')
    }
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

describe('money is written only by yuan / priceOr / yuanCompact', () => {
  it('no source writes ¥ or 元 after a number, decimals or toFixed by hand', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => !path.relative(ROOT, file).startsWith(MONEY))
    expect(files.length).toBeGreaterThan(300)
    const found = files.flatMap((file) => handWrittenMoney(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })

  it('catches each way of writing it by hand', () => {
    const sample = [
      'const a = "3400元"',
      'const b = `不低于${least}元`',
      'const c = `最高1000万元`',
      'const d = `¥${cents / 100}`',
      "const e = '¥2,000'",
      'const f = yuan(cents, { decimals: 2 })',
      'const g = (cents / 100).toFixed(2)',
      'const h = <Text>共 3 件，合计 200元</Text>',
    ].join('\n')
    expect(handWrittenMoney(path.join(ROOT, 'sample.tsx'), sample).map((finding) => finding.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    // Units beside an input and percentages are no amounts
    const fine = [
      'const a = "起拍价(元)"',
      'const b = "选填，单位：元"',
      'const c = `${(rate * 100).toFixed(1)}%`',
      'const d = <Text>成交价 ¥</Text>',
      'const e = yuan(cents)',
    ].join('\n')
    expect(handWrittenMoney(path.join(ROOT, 'fine.tsx'), fine)).toEqual([])
  })
})
