import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const svgDataUri = createRequire(import.meta.url)('../../config/svg-data-uri.js') as (source: string) => string
const iconModule = (name: string) => readFileSync(require.resolve(`@nutui/icons-react-taro/dist/es/icons/${name}.js`), 'utf8')
const dataUris = (source: string) => [...source.matchAll(/data:image\/svg\+xml[^"]*/g)].map(([uri]) => uri)

describe('NutUI icons as URL-encoded SVG (H5 build loader)', () => {
  it("keeps each drawing exactly, as a data URI that is safe inside NutUI’s url('…')", () => {
    const source = iconModule('Scan')
    const [before] = dataUris(source)
    const [after] = dataUris(svgDataUri(source))
    expect(after.startsWith('data:image/svg+xml,%3Csvg')).toBe(true)
    expect(after).not.toMatch(/['"\s()]/)
    const drawing = (uri: string) => (uri.includes(';base64,') ? Buffer.from(uri.split(',')[1], 'base64').toString('utf8') : decodeURIComponent(uri.split(',')[1]))
    expect(drawing(after)).toBe(drawing(before))
  })

  it('makes the icons smaller after gzip', () => {
    const source = ['Scan', 'Order', 'Home', 'Edit', 'Heart', 'ArrowLeft'].map(iconModule).join('\n')
    expect(gzipSync(svgDataUri(source)).length).toBeLessThan(gzipSync(source).length * 0.85)
  })
})
