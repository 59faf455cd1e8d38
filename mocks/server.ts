import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { answer } from './answer'
import { gzipped } from './gzip'
import { demoLoginLines } from './lib/demo-logins'

export const MOCK_HOST = '127.0.0.1'
export const MOCK_PORT = 6003

/**
 * Browser origins allowed to call the mock: the H5 dev server and the preview server, also under
 * a loopback name such as stock.localhost (the stock host of spec section 2, tried locally).
 */
const ALLOWED_ORIGIN = /^http:\/\/(127\.0\.0\.1|([a-z0-9-]+\.)*localhost)(:\d+)?$/

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !ALLOWED_ORIGIN.test(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Max-Age': '600',
    // Taro's H5 uploadFile sends its XMLHttpRequest withCredentials: without this the browser
    // refuses the answer and every photo upload fails.
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function onRequest(req: IncomingMessage, res: ServerResponse, port: number): Promise<void> {
  const cors = corsHeaders(req)
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end()
    return
  }
  const body = await readBody(req)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value)
  }
  const request = new Request(`http://${MOCK_HOST}:${port}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  })
  const response = await answer(request)
  const out: Record<string, string> = { ...cors }
  response.headers.forEach((value, key) => (out[key] = value))
  res.writeHead(response.status, out)
  res.end(Buffer.from(await response.arrayBuffer()))
}

export function startMockServer(port = MOCK_PORT, host = MOCK_HOST): Promise<Server> {
  const server = createServer(
    gzipped((req, res) => {
      onRequest(req, res, port).catch((error: unknown) => {
        console.error('[mock]', req.method, req.url, error)
        res.writeHead(500, { 'Content-Type': 'application/json', ...corsHeaders(req) })
        res.end(JSON.stringify({ code: 500, msg: '模拟服务内部错误', data: null }))
      })
    }),
  )
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolvePromise(server))
  })
}

// `npm run mock`: the standalone backend, with state kept in .mock-data/ between runs.
if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) {
  process.env.MOCK_DATA_FILE ??= resolve(__dirname, '..', '.mock-data', 'db.json')
  startMockServer()
    .then(() => {
      console.log(`[mock] backend on http://${MOCK_HOST}:${MOCK_PORT} (data: ${process.env.MOCK_DATA_FILE})`)
      console.log(['[mock] demo logins:', ...demoLoginLines()].join('\n'))
    })
    .catch((error: unknown) => {
      console.error(`[mock] cannot listen on ${MOCK_HOST}:${MOCK_PORT}:`, error)
      process.exit(1)
    })
}
