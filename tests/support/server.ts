import { http, HttpResponse } from 'msw'
import { mockServer } from '@mocks/node'
import { envelope } from '@mocks/lib/handle'

/** Make one path answer with an HTTP failure for the rest of the test. */
export function failPath(path: string, status = 500) {
  mockServer.use(http.all(`*${path}`, () => new HttpResponse('<html>Bad Gateway</html>', { status })))
}

/** Make one path answer with a business error envelope. */
export function failWithEnvelope(path: string, code: number, msg: string) {
  mockServer.use(http.all(`*${path}`, () => HttpResponse.json({ code, msg, data: null })))
}

/**
 * The query strings of every request (GET by default) to a path ending in `pathEnd`, from now on
 * in the test: the array fills as requests start (listeners are removed after each test).
 */
export function recordQueries(pathEnd: string, method = 'GET'): URLSearchParams[] {
  const queries: URLSearchParams[] = []
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === method && url.pathname.endsWith(pathEnd)) queries.push(url.searchParams)
  })
  return queries
}

/** The `page` parameter of each recorded query, in order. */
export const pagesOf = (queries: URLSearchParams[]) => queries.map((query) => query.get('page') ?? '')

/** Uploads answer `url` only when the returned function is called (a photo still uploading). */
export function holdUploads(url: string): () => void {
  let finish = () => {}
  const uploaded = new Promise<void>((resolve) => (finish = resolve))
  mockServer.use(
    http.post('*/common/upload/file', async () => {
      await uploaded
      return HttpResponse.json(envelope(url))
    }),
  )
  return () => finish()
}

/**
 * A slow reply: requests to a path ending in `pathEnd` wait until the returned function is
 * called, then go on to the mock as usual (the screen's loading state can be looked at).
 */
export function holdPath(pathEnd: string): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  mockServer.use(
    http.all(`*${pathEnd}`, async () => {
      await released
      // nothing returned: the request falls through to the mock's own handler
    }),
  )
  return release
}

/** A successful reply envelope, for a handler a test puts in front of the mock. */
export const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data })
