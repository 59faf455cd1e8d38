import type { IncomingMessage, ServerResponse } from 'node:http'
import compression from 'compression'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * A node request handler whose text answers (JSON, js, css, html, svg) go gzip'd when the
 * request accepts it, with Vary: Accept-Encoding; answers under 1 KiB go as they are, as on most
 * hosts. gzip only, though compression would prefer brotli: transfer budgets are counted gzipped.
 * Used by the mock backend (an API host compresses its JSON) and the H5 preview.
 */
export function gzipped(handle: Handler): Handler {
  // compression works on plain node requests; its types name Express's.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  return (req, res) => {
    req.headers['accept-encoding'] = /\bgzip\b/i.test(req.headers['accept-encoding'] ?? '') ? 'gzip' : 'identity'
    compress(req, res, () => handle(req, res))
  }
}
