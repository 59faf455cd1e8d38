/**
 * Maps colour, radius and spacing literals in src/**\/*.less onto the design tokens of
 * src/core/theme/tokens.less. Idempotent: run it again after merging LESS from elsewhere.
 *   node scripts/tokenize.mjs          rewrite the files, list what was mapped by nearness
 *   node scripts/tokenize.mjs --check  change nothing; exit 1 if a hex colour is left outside tokens.less
 * A hex colour not in KNOWN goes to the nearest palette colour (RGB distance) and is reported:
 * look at those and add them to KNOWN (or to a better token) if the guess is wrong.
 */
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const SRC = join(ROOT, 'src')
const TOKENS = join(SRC, 'core/theme/tokens.less')
const check = process.argv.includes('--check')

// The solid palette, read from tokens.less: '#hex' -> token name.
const palette = new Map()
for (const [, name, hex] of readFileSync(TOKENS, 'utf8').matchAll(/(--app-[\w-]+):\s*(#[0-9a-f]{6});/gi)) palette.set(hex.toLowerCase(), name)

// Old colours by role (the clustering decided once by hand; nearness alone would misplace some).
const KNOWN = {
  '--app-text': ['#1f1c19', '#3d3833', '#2b2620', '#000', '#000000', '#4a3b28'],
  '--app-text-weak': ['#6b645c', '#6b6660', '#5a5550', '#5c5752', '#5c554d', '#6f6a64', '#666', '#555', '#8a8178', '#355c8c', '#1f6fb2'],
  '--app-text-faint': ['#8c867e', '#a8a097', '#999', '#9e9e9e', '#b5aea5', '#b5aea6', '#b8b1a7', '#b8b2aa'],
  '--app-line': ['#e2ddd6', '#d6d0c7', '#d6d0c8', '#d8d2c9', '#e4dfd8', '#ebe6df', '#ece8e1', '#ece8e2', '#c8c0b5', '#b8b0a6', '#c4bdb3', '#c0bfc4'],
  '--app-fill': [
    '#f2efea',
    '#f0ece6',
    '#efece8',
    '#efedea',
    '#eeebe7',
    '#efe9e0',
    '#efe9e1',
    '#ece7df',
    '#f0eeeb',
    '#f0ede8',
    '#f3efe8',
    '#f2f3f5',
    '#f7f4f0',
    '#f3f1ee',
    '#e9f0f8',
    '#e6f0fa',
  ],
  '--app-page-background': ['#f6f5f3', '#f5f3ef', '#f7f5f2', '#f8f6f2', '#faf8f5', '#fbfaf8', '#f6f4f1', '#f7f7fa'],
  '--app-surface': ['#fff', '#ffffff'],
  '--app-accent': ['#86591f', '#97682b', '#c08a3e', '#c08a45', '#8a5cd1'],
  '--app-accent-soft': ['#f6efe4', '#f7efe3', '#f7efe2', '#faf7f2', '#fdf6e8', '#f1e6d6', '#f1e3cc'],
  '--app-accent-disabled': ['#dccab0'],
  '--app-gold': ['#d8b27a', '#e8c98f', '#e6c48e', '#e3c48f', '#f1d9b0', '#e4d6bf'],
  '--app-on-dark-weak': ['#cdbfa9'],
  '--app-on-dark-fill': ['#6b5a43', '#5a4a36'],
  '--app-danger': ['#d13438', '#c8102e', '#b3261e', '#c0392b', '#c62828', '#c0574a', '#8e2d25', '#d6334a'],
  '--app-danger-soft': ['#fdeceb', '#fdecee', '#fdecea', '#ffd6d6'],
  '--app-success': ['#2f7d4f', '#107c41', '#1e7b34', '#2e7d32', '#2f9e6b', '#4c9a5b', '#2e6b3a'],
  '--app-success-soft': ['#e8f5ee', '#e8f5ed', '#e6f4ea'],
  '--app-warning': ['#b26a00', '#e67e22', '#c2410c'],
  '--app-warning-soft': ['#fff4e0'],
}
const known = new Map(Object.entries(KNOWN).flatMap(([token, hexes]) => hexes.map((hex) => [hex, token])))

const rgb = (hex) => {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1, 7)
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}
const nearest = (hex) => {
  const [r, g, b] = rgb(hex)
  let best
  for (const [candidate, token] of palette) {
    const [r2, g2, b2] = rgb(candidate)
    const distance = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2
    if (!best || distance < best.distance) best = { token, distance }
  }
  return best.token
}

const RADIUS = {
  '2px': '--app-radius-s',
  '3px': '--app-radius-s',
  '4px': '--app-radius-s',
  '6px': '--app-radius-m',
  '8px': '--app-radius-m',
  '10px': '--app-radius-l',
  '12px': '--app-radius-l',
}
const SPACE = { '4px': '--app-space-xs', '8px': '--app-space-s', '12px': '--app-space-m', '16px': '--app-space-l' }

/** A spacing value made only of 0 and scale steps (e.g. `8px 12px`), as tokens; else null. */
function spacing(value) {
  const parts = value.trim().split(/\s+/)
  if (!parts.every((part) => part === '0' || SPACE[part])) return null
  if (!parts.some((part) => SPACE[part])) return null
  return parts.map((part) => (part === '0' ? '0' : `var(${SPACE[part]})`)).join(' ')
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return path.endsWith('.less') && path !== TOKENS ? [path] : []
  })
}

const guessed = []
const left = []
let changedFiles = 0
for (const file of files(SRC)) {
  const source = readFileSync(file, 'utf8')
  // Sheets that opt out of pxtransform keep CSS pixels: the tokens' steps would be converted.
  const pixelsAsIs = source.includes('postcss-pxtransform disable')
  const out = source.split('\n').map((line, index) => {
    // Only declarations (`prop: value;`), not selectors (#id) or comments.
    const decl = /^(\s*)([-\w]+)(\s*:\s*)([^;{}]*)(;.*)?$/.exec(line)
    if (!decl || line.trim().startsWith('//')) return line
    let [, indent, prop, colon, value, rest = ''] = decl
    value = value.replace(/#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3})\b/gi, (match) => {
      const hex = match.toLowerCase()
      let token = known.get(hex)
      if (!token) {
        token = nearest(hex)
        guessed.push(`${relative(ROOT, file)}:${index + 1} ${hex} -> ${token}`)
      }
      // A tint is translucent: as text or on a dark ground it is not the old colour.
      if (token.endsWith('-soft') && prop === 'color') guessed.push(`${relative(ROOT, file)}:${index + 1} ${hex} -> ${token} as text: pick a solid token`)
      return `var(${token})`
    })
    if (!pixelsAsIs) {
      if (prop === 'border-radius' && RADIUS[value.trim()]) value = `var(${RADIUS[value.trim()]})`
      else if (/^(gap|row-gap|column-gap|padding|margin)(-(top|right|bottom|left))?$/.test(prop)) value = spacing(value) ?? value
    }
    return indent + prop + colon + value + rest
  })
  const result = out.join('\n')
  for (const [i, line] of out.entries())
    if (/#[0-9a-f]{3,8}\b/i.test(line) && /:\s*[^;{}]*#[0-9a-f]{3,8}\b/i.test(line) && !line.trim().startsWith('//')) left.push(`${relative(ROOT, file)}:${i + 1} ${line.trim()}`)
  if (result !== source) {
    changedFiles += 1
    if (!check) writeFileSync(file, result)
  }
}

if (guessed.length) console.log(`Mapped by nearness (check these, add them to KNOWN):\n  ${guessed.join('\n  ')}`)
if (left.length) console.log(`Hex colours left (not a plain declaration line):\n  ${left.join('\n  ')}`)
console.log(`${changedFiles} file(s) ${check ? 'would change' : 'changed'}.`)
if (check && (changedFiles || left.length)) process.exit(1)
