import { http, HttpResponse, type HttpHandler } from 'msw'
import type { ApiCall, Envelope } from '../../src/core/api/define'

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

/**
 * Answer a declared call. The path matches on any origin, so the same handler serves the
 * standalone server, vitest and the weapp check.
 */
export function handle<Req, Res>(
  call: ApiCall<Req, Res>,
  resolve: (req: MockRequest<Req>) => Res | Promise<Res>,
): HttpHandler {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
  return http[method](`*${call.path}`, async ({ request, params: pathParams }) => {
    try {
      const params = (await readParams(request, pathParams)) as Req
      const token = request.headers.get('userToken') ?? ''
      const data = await resolve({ params, token, request })
      return HttpResponse.json(envelope(data))
    } catch (error) {
      if (error instanceof MockError) return HttpResponse.json(envelope(error.data, error.code, error.message))
      throw error
    }
  })
}
