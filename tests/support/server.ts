import { http, HttpResponse } from 'msw'
import { mockServer } from '../../mocks/node'

/** Make one path answer with an HTTP failure for the rest of the test. */
export function failPath(path: string, status = 500) {
  mockServer.use(http.all(`*${path}`, () => new HttpResponse('<html>Bad Gateway</html>', { status })))
}

/** Make one path answer with a business error envelope. */
export function failWithEnvelope(path: string, code: number, msg: string) {
  mockServer.use(http.all(`*${path}`, () => HttpResponse.json({ code, msg, data: null })))
}
