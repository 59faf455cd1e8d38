/**
 * `npm run preview`: serves the built H5 site (dist/h5, or H5_DIST) on 127.0.0.1:4173 (or
 * PREVIEW_PORT) as a real host would: text compressed on the fly, hashed files cached for good,
 * index.html revalidated, and every unknown path falling back to index.html (the router's
 * browser mode). The mock backend runs beside it on 6003.
 */
import { createServer, type Server } from 'node:http'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import sirv from 'sirv'
import { gzipped } from '../mocks/gzip'
import { startMockServer, MOCK_HOST, MOCK_PORT } from '../mocks/server'

export const PREVIEW_HOST = '127.0.0.1'
export const PREVIEW_PORT = Number(process.env.PREVIEW_PORT) || 4173

/** The site to serve: H5_DIST names another folder, e.g. a copy that no rebuild touches. */
function previewDist(): string {
  return resolve(process.env.H5_DIST || resolve(__dirname, '..', 'dist', 'h5'))
}

/** The bundler's content-hashed files (js/app.6ef1a2df.js): a new build gives them new names. */
const HASHED_FILE = /^\/(js|css)\/.+\.[0-9a-f]{6,}\.(js|css)$/

export function startPreview(port = PREVIEW_PORT, host = PREVIEW_HOST, dist = previewDist()): Promise<Server> {
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`no H5 build in ${dist}: run npm run build:h5 first`)
  const serve = sirv(dist, {
    single: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  })
  const server = createServer(gzipped(serve))
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolvePromise(server))
  })
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  process.env.MOCK_DATA_FILE ??= resolve(__dirname, '..', '.mock-data', 'db.json')
  Promise.all([startMockServer(), startPreview()])
    .then(() => {
      console.log(`[mock] backend on http://${MOCK_HOST}:${MOCK_PORT}`)
      console.log(`[preview] ${previewDist()} gzip'd on http://${PREVIEW_HOST}:${PREVIEW_PORT}/pages/home/post/index`)
    })
    .catch((error: unknown) => {
      console.error('[preview] cannot start:', error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
