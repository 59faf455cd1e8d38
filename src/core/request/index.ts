import { checkReply, isSuccessCode, type ApiCall, type Envelope } from '../api/define'
import { appVersion, business, getRuntime } from '../platform/env'
import { useSession } from '../session/store'
import { apiBase } from './base-url'
import { ApiError, applyErrorCatalogue, MALFORMED_REPLY, NETWORK_FAILURE, SERVER_BUSY_TEXT, UNEXPECTED_REPLY, UNEXPECTED_REPLY_TEXT } from './errors'
import { trackLoading } from './loading'
import { send } from './transport'

export { ApiError }
export const REQUEST_TIMEOUT_MS = 15000

export interface CallOptions {
  /** The caller shows its own error UI: no generic error toast (the catalogue still applies). */
  handleError?: boolean
  /** Show the delayed loading indicator (default true; lists with skeletons turn it off). */
  loading?: boolean
}

/** Values that are empty strings, undefined or null are not sent (spec section 5). */
export function cleanParams<T>(params: T): T {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return params
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === '' || value === undefined || value === null) continue
    out[key] = value
  }
  return out as T
}

function fillPath(path: string, params: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...params }
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(String(value ?? ''))
  })
  return { path: filled, rest }
}

/** The headers of spec section 7; empty ones are left out. */
export function requestHeaders(): Record<string, string> {
  const { userToken, openId, activityInfo } = useSession.getState()
  return cleanParams({
    userToken,
    authorization: __AUTH_BEARER__ ? `Bearer ${__AUTH_BEARER__}` : '',
    openId,
    activityId: activityInfo.activityId,
    activityType: activityInfo.activityType,
    timestamp: String(Date.now()),
    version: appVersion,
    platform: getRuntime(),
    business,
  })
}

/**
 * A reply as an envelope: a non-200/201 HTTP status becomes {code: status}, a 5xx (most often a
 * gateway's HTML page: 502, 503, 504) saying 服务繁忙; a body that is not an envelope (HTML,
 * empty, broken JSON) becomes an error envelope instead of a crash.
 */
export function toEnvelope<T>(statusCode: number, body: unknown): Envelope<T> {
  if (statusCode !== 200 && statusCode !== 201) {
    const msg = statusCode >= 500 && statusCode < 600 ? SERVER_BUSY_TEXT : `网络请求失败（${statusCode}）`
    return { code: statusCode, msg, data: null as T }
  }
  let parsed = body
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body)
    } catch {
      parsed = null
    }
  }
  if (parsed && typeof parsed === 'object' && typeof (parsed as Envelope<T>).code === 'number') {
    const envelope = parsed as Envelope<T>
    return { code: envelope.code, msg: envelope.msg ?? '', data: envelope.data }
  }
  return { code: MALFORMED_REPLY, msg: UNEXPECTED_REPLY_TEXT, data: null as T }
}

/**
 * Call a declared backend call and return its data, checked against the call's schema, or fail
 * after the error catalogue. A reply whose data does not match fails as UNEXPECTED_REPLY before
 * any component sees it.
 */
export async function callApi<Req, Res>(call: ApiCall<Req, Res>, params?: Req, options: CallOptions = {}): Promise<Res> {
  const { path, rest } = fillPath(call.path, (cleanParams(params) ?? {}) as Record<string, unknown>)
  const done = options.loading === false ? () => {} : trackLoading()
  const header = requestHeaders()
  let envelope: Envelope<Res>
  // The HTTP status failed (a gateway, a wrong address), not the server's business answer.
  let transport = false
  try {
    const response = await send({ url: `${apiBase()}${path.replace(/^\//, '')}`, method: call.method, data: rest, header, timeout: REQUEST_TIMEOUT_MS })
    envelope = toEnvelope<Res>(response.statusCode, response.data)
    transport = response.statusCode !== 200 && response.statusCode !== 201
  } catch {
    envelope = { code: NETWORK_FAILURE, msg: '网络连接失败，请稍后重试', data: null as Res }
  } finally {
    done()
  }
  const name = `${call.method} ${call.path}`
  if (isSuccessCode(envelope.code)) {
    const checked = checkReply(call, envelope.data)
    if (checked.ok) return checked.data
    const error = (await applyErrorCatalogue({ code: UNEXPECTED_REPLY, msg: UNEXPECTED_REPLY_TEXT, data: null }, Boolean(options.handleError), name)) as ApiError
    error.detail = checked.mismatch
    throw error
  }
  const error = await applyErrorCatalogue(envelope, Boolean(options.handleError), name, header.userToken ?? '')
  if (error instanceof ApiError) error.transport = transport
  throw error
}
