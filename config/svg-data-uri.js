/**
 * A webpack loader for NutUI's icon modules (H5): each icon embeds its SVG base64-encoded, which
 * gzip can hardly compress. The same drawing as a URL-encoded data URI costs about a quarter less
 * gzip (the home tab's eleven icons: 4.7 → 3.5 KB). NutUI puts it in `url('…')`, so quotes are
 * encoded too. Plain CommonJS: the build reads it without a TypeScript loader.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Buffer } = require('node:buffer')

module.exports = function svgDataUri(source) {
  return String(source).replace(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g, (_, base64) => {
    const svg = Buffer.from(base64, 'base64').toString('utf8')
    return `data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, '%27')}`
  })
}
