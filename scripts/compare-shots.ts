/**
 * `npx tsx scripts/compare-shots.ts <before-dir> <after-dir> <out-dir>`: for each screenshot of
 * the same name in both folders (scripts/area-shots.ts), writes <out-dir>/<name>.png showing
 * before | after | difference (differing pixels red over a faded before), and prints the
 * fraction of pixels that differ, most changed first. A shot found on one side only is listed.
 *
 * Two images of different heights are compared over the taller one: what only one of them
 * covers counts as different. A pixel differs when a channel is off by more than THRESHOLD
 * (anti-aliasing and image scaling stay below it).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

interface Png {
  width: number
  height: number
  data: Buffer
}
interface PngModule {
  PNG: {
    new (options: { width: number; height: number }): Png
    sync: { read: (buffer: Buffer) => Png; write: (png: Png, options?: { deflateLevel?: number }) => Buffer }
  }
}
// pngjs ships no types (it comes with qrcode).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PNG } = require('pngjs') as PngModule

const THRESHOLD = 24
const GAP = 16
const GAP_COLOUR = [40, 40, 40]
const DIFF_COLOUR = [230, 30, 30]

/** Each channel flattened on white, so a transparent and a white pixel compare equal. */
function flatten(png: Png, width: number, height: number): Uint8ClampedArray {
  const rgb = new Uint8ClampedArray(width * height * 3).fill(255)
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const from = (y * png.width + x) * 4
      const to = (y * width + x) * 3
      const alpha = png.data[from + 3] / 255
      for (let channel = 0; channel < 3; channel++) rgb[to + channel] = png.data[from + channel] * alpha + 255 * (1 - alpha)
    }
  }
  return rgb
}

function compare(before: Png, after: Png): { fraction: number; sheet: Png } {
  const width = Math.max(before.width, after.width)
  const height = Math.max(before.height, after.height)
  const a = flatten(before, width, height)
  const b = flatten(after, width, height)
  const sheet = new PNG({ width: width * 3 + GAP * 2, height })
  const out = sheet.data
  out.fill(255)
  let differing = 0
  for (let y = 0; y < height; y++) {
    const row = y * sheet.width * 4
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      const outside = x >= before.width || y >= before.height || x >= after.width || y >= after.height
      const differs = outside || Math.abs(a[at] - b[at]) > THRESHOLD || Math.abs(a[at + 1] - b[at + 1]) > THRESHOLD || Math.abs(a[at + 2] - b[at + 2]) > THRESHOLD
      if (differs) differing++
      const left = row + x * 4
      const middle = row + (width + GAP + x) * 4
      const right = row + (2 * (width + GAP) + x) * 4
      for (let channel = 0; channel < 3; channel++) {
        out[left + channel] = a[at + channel]
        out[middle + channel] = b[at + channel]
        out[right + channel] = differs ? DIFF_COLOUR[channel] : 255 - (255 - a[at + channel]) * 0.25
      }
    }
    for (let x = 0; x < GAP; x++) {
      for (const gapX of [width + x, 2 * width + GAP + x]) {
        for (let channel = 0; channel < 3; channel++) out[row + gapX * 4 + channel] = GAP_COLOUR[channel]
      }
    }
  }
  return { fraction: differing / (width * height), sheet }
}

function pngNames(dir: string): Set<string> {
  return new Set(readdirSync(dir).filter((name) => name.endsWith('.png')))
}

function main(): void {
  const [beforeArg, afterArg, outArg] = process.argv.slice(2)
  if (!beforeArg || !afterArg || !outArg) {
    console.error('usage: npx tsx scripts/compare-shots.ts <before-dir> <after-dir> <out-dir>')
    process.exit(2)
  }
  const [beforeDir, afterDir, outDir] = [beforeArg, afterArg, outArg].map((dir) => resolve(dir))
  mkdirSync(outDir, { recursive: true })
  const beforeNames = pngNames(beforeDir)
  const afterNames = pngNames(afterDir)
  const rows: { name: string; fraction: number; sizes: string }[] = []
  for (const name of [...beforeNames].filter((candidate) => afterNames.has(candidate)).sort()) {
    const before = PNG.sync.read(readFileSync(resolve(beforeDir, name)))
    const after = PNG.sync.read(readFileSync(resolve(afterDir, name)))
    const { fraction, sheet } = compare(before, after)
    writeFileSync(resolve(outDir, name), PNG.sync.write(sheet, { deflateLevel: 3 }))
    const sizes = before.height === after.height && before.width === after.width ? '' : ` (${before.width}x${before.height} → ${after.width}x${after.height})`
    rows.push({ name: name.replace(/\.png$/, ''), fraction, sizes })
  }
  rows.sort((a, b) => b.fraction - a.fraction || a.name.localeCompare(b.name))
  for (const { name, fraction, sizes } of rows) console.log(`${(fraction * 100).toFixed(2).padStart(6)} %  ${name}${sizes}`)
  const onlyBefore = [...beforeNames].filter((name) => !afterNames.has(name))
  const onlyAfter = [...afterNames].filter((name) => !beforeNames.has(name))
  if (onlyBefore.length) console.log(`only before: ${onlyBefore.join(', ')}`)
  if (onlyAfter.length) console.log(`only after: ${onlyAfter.join(', ')}`)
  const changed = rows.filter((row) => row.fraction > 0).length
  console.log(`\n${rows.length} compared, ${changed} with differing pixels → ${outDir}`)
}

main()
