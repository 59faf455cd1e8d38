/**
 * `npm run preview`: serves the built H5 site (dist/h5) on 127.0.0.1:4173, every unknown path
 * falling back to index.html (the router's browser mode), with the mock backend on 6003.
 */
import { createServer, type Server } from 'node:http'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import sirv from 'sirv'
import { startMockServer, MOCK_HOST, MOCK_PORT } from '../mocks/server'

export const PREVIEW_HOST = '127.0.0.1'
export const PREVIEW_PORT = 4173
const DIST = resolve(__dirname, '..', 'dist', 'h5')

export function startPreview(port = PREVIEW_PORT, host = PREVIEW_HOST): Promise<Server> {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/h5 is missing: run npm run build:h5 first')
  const serve = sirv(DIST, { single: true, etag: true, gzip: false })
  const server = createServer((req, res) => serve(req, res))
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
      console.log(`[preview] open http://${PREVIEW_HOST}:${PREVIEW_PORT}/pages/home/post/index`)
    })
    .catch((error: unknown) => {
      console.error('[preview] cannot start:', error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
