import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COLOR, CSS_COLOR } from '.'

const source = readFileSync(resolve(__dirname, 'tokens.less'), 'utf8')
const declared = new Map([...source.matchAll(/(--app-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]))
const cssName = (key: string) => `--app-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

describe('design tokens', () => {
  it.each(Object.entries(COLOR))('COLOR.%s equals its CSS variable in tokens.less', (key, value) => {
    expect(declared.get(cssName(key))).toBe(value)
  })

  it.each(Object.entries(CSS_COLOR))('CSS_COLOR.%s names a variable tokens.less declares', (key, value) => {
    expect(value).toBe(`var(${cssName(key)})`)
    expect(declared.has(cssName(key))).toBe(true)
  })

  it('has at most 12 solid colours, all declared here', () => {
    const hexes = new Set([...source.matchAll(/#[0-9a-f]{3,8}\b/gi)].map(([hex]) => hex.toLowerCase()))
    expect(hexes.size).toBeLessThanOrEqual(12)
  })

  it('declares no variable in terms of itself (an invalid, unset value)', () => {
    for (const [, name, value] of source.matchAll(/(--app-[\w-]+):\s*([^;]+);/g)) expect(value, name).not.toContain(`var(${name})`)
  })
})
