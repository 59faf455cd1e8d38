import { http, HttpResponse } from 'msw'

const PALETTE = ['#e9dccb', '#d9c7b0', '#cfd8dc', '#e6d5d0', '#d7ccc8', '#e8e1d5', '#dcd3c6', '#c9d3cd']
const INK = ['#7a5a34', '#5d4b3a', '#455a64', '#8d5a4f', '#5d4037', '#6b5b3e', '#6a5646', '#4f6358']
/** In COVER_CATEGORIES order (mocks/lib/covers): 箱包, 腕表, 珠宝, 服饰, 鞋履, 配饰. */
const GOODS_SHAPES = [
  // handbag
  '<path d="M30 48h60l-6 44H36z" fill="INK" opacity=".85"/><path d="M45 48c0-14 30-14 30 0" fill="none" stroke="INK" stroke-width="5"/>',
  // watch
  '<rect x="50" y="18" width="20" height="84" rx="6" fill="INK" opacity=".5"/><circle cx="60" cy="60" r="24" fill="INK"/><circle cx="60" cy="60" r="18" fill="#fff" opacity=".85"/><path d="M60 60V48M60 60l9 5" stroke="INK" stroke-width="3"/>',
  // necklace
  '<path d="M30 30c0 40 60 40 60 0" fill="none" stroke="INK" stroke-width="4"/><path d="M60 66l9 9-9 9-9-9z" fill="INK"/>',
  // jacket
  '<path d="M44 26l16 10 16-10 20 12-8 18-8-4v44H40V52l-8 4-8-18z" fill="INK" opacity=".85"/><path d="M60 36v60" stroke="#fff" stroke-width="2" opacity=".7"/>',
  // shoe
  '<path d="M22 80V56l14 2c6 10 16 14 30 16l26 4c6 1 8 5 8 10v4H22z" fill="INK" opacity=".85"/><path d="M22 92h78" stroke="INK" stroke-width="4"/>',
  // scarf (accessories)
  '<path d="M34 28h52v36l-26 30-26-30z" fill="INK" opacity=".8"/><path d="M34 46h52M34 64h52" stroke="#fff" stroke-width="2" opacity=".6"/>',
]

/** Generated pictures for seeded goods and avatars: the mock needs no network for images. */
export const mediaHandlers = [
  http.get('*/mock-images/:name', ({ params }) => {
    const name = String(params.name)
    const match = /^(goods|avatar)-(\d+)\.svg$/.exec(name)
    if (!match) return new HttpResponse(null, { status: 404 })
    const index = Number(match[2])
    const background = PALETTE[index % PALETTE.length]
    const ink = INK[index % INK.length]
    const body =
      match[1] === 'goods'
        ? GOODS_SHAPES[index % GOODS_SHAPES.length].replace(/INK/g, ink)
        : `<circle cx="60" cy="48" r="20" fill="${ink}"/><path d="M24 108c4-24 20-34 36-34s32 10 36 34z" fill="${ink}"/>`
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 120 120"><rect width="120" height="120" fill="${background}"/>${body}</svg>`
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    })
  }),
]
