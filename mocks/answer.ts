import { getResponse } from 'msw'
import { handlers } from './handlers'
import { envelope } from './lib/handle'

/** Answer one request from the mock handlers; unknown paths get a 404 envelope. */
export async function answer(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request)
  if (response) return response
  return Response.json(envelope(null, 404, `接口不存在：${new URL(request.url).pathname}`), { status: 404 })
}
