import { http, HttpResponse, type HttpHandler } from 'msw'
import { checkReply, type ApiCall, type Envelope } from '../../src/core/api/define'
import { settleDue } from './settle'

/** A business failure: becomes the envelope {code, msg, data: null} with HTTP 200. */
export class MockError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
  }
}

export interface MockRequest<Req> {
  /** Query parameters, path parameters and JSON body merged, as the app sends them. */
  params: Req
  /** The userToken header ('' when signed out). */
  token: string
  request: Request
}

export function envelope<T>(data: T, code = 200, msg = 'success'): Envelope<T> {
  return { code, msg, data }
}

async function readParams(request: Request, pathParams: Record<string, unknown>): Promise<Record<string, unknown>> {
  const url = new URL(request.url)
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams.entries())
  // The leading '*' of every handler's path is a wildcard param named '0': not the app's data.
  for (const [key, value] of Object.entries(pathParams)) if (!/^\d+$/.test(key)) params[key] = value
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text()
    if (text) {
      try {
        Object.assign(params, JSON.parse(text))
      } catch {
        throw new MockError(400, '请求数据格式错误')
      }
    }
  }
  return params
}

/** Mismatches seen since the last check (tests fail on any: tests/support/setup.ts). */
export const mockReplyMismatches: string[] = []

/** The mock answered a call with data its own schema refuses: a bug in the mock (or the schema). */
export class MockReplyMismatch extends Error {
  constructor(method: string, path: string, mismatch: string) {
    super(`mock reply of ${method} ${path} does not match its schema: ${mismatch}`)
    this.name = 'MockReplyMismatch'
  }
}

/**
 * A hook the staff rules install (mocks/handlers/staff.ts): what a stock reply becomes for the
 * dealer asking. Kept here so that no stock handler can forget it.
 */
let costFilter: (path: string, token: string, data: unknown) => unknown = (_path, _token, data) => data

export function filterCosts(filter: typeof costFilter): void {
  costFilter = filter
}

function withoutHiddenCosts<T>(path: string, token: string, data: T): T {
  return costFilter(path, token, data) as T
}

/**
 * Answer a declared call. The path matches on any origin, so the same handler serves the
 * standalone server, vitest and the weapp check. Every reply is checked against the call's
 * schema, the same one the app checks it against: a mismatch fails loudly (an unhandled error,
 * which msw turns into a 500 and vitest into a failed test) instead of drifting from the app.
 */
export function handle<Req, Res>(call: ApiCall<Req, Res>, resolve: (req: MockRequest<Req>) => Res | Promise<Res>): HttpHandler {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
  return http[method](`*${call.path}`, async ({ request, params: pathParams }) => {
    try {
      const params = (await readParams(request, pathParams)) as Req
      const token = request.headers.get('userToken') ?? ''
      // What time decided since the last request, settled before any handler reads the state.
      settleDue()
      const data = withoutHiddenCosts(call.path, token, await resolve({ params, token, request }))
      const checked = checkReply(call, data)
      if (!checked.ok) {
        const mismatch = new MockReplyMismatch(call.method, call.path, checked.mismatch)
        mockReplyMismatches.push(mismatch.message)
        throw mismatch
      }
      return HttpResponse.json(envelope(data))
    } catch (error) {
      if (error instanceof MockError) return HttpResponse.json(envelope(error.data, error.code, error.message))
      throw error
    }
  })
}
