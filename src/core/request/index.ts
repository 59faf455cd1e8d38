import Taro from '@tarojs/taro'
import { isSuccessCode, type ApiCall, type Envelope } from '../api/define'
import { apiBase } from './base-url'
import { useSession } from '../session/store'
import { appVersion, runtime } from '../platform/env'

export const REQUEST_TIMEOUT = 15000

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface CallOptions {
  /** The caller shows its own error UI: no toast. */
  handleError?: boolean
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

function headers(): Record<string, string> {
  const { userToken, openId, activityInfo } = useSession.getState()
  return {
    userToken,
    openId,
    activityId: activityInfo.activityId,
    activityType: activityInfo.activityType,
    timestamp: String(Date.now()),
    version: appVersion,
    platform: runtime,
  }
}

function asEnvelope<T>(statusCode: number, body: unknown): Envelope<T> {
  if (statusCode !== 200 && statusCode !== 201) {
    return { code: statusCode, msg: `网络请求失败（${statusCode}）`, data: null as T }
  }
  if (body && typeof body === 'object' && 'code' in body) return body as Envelope<T>
  return { code: -1, msg: '服务返回数据异常', data: null as T }
}

/** Call a declared backend call and return its data, or fail with an ApiError. */
export async function callApi<Req, Res>(
  call: ApiCall<Req, Res>,
  params?: Req,
  options: CallOptions = {},
): Promise<Res> {
  const { path, rest } = fillPath(call.path, (cleanParams(params) ?? {}) as Record<string, unknown>)
  let envelope: Envelope<Res>
  try {
    const response = await Taro.request({
      url: `${apiBase()}${path.replace(/^\//, '')}`,
      method: call.method,
      data: rest,
      header: headers(),
      timeout: REQUEST_TIMEOUT,
    })
    envelope = asEnvelope<Res>(response.statusCode, response.data)
  } catch {
    envelope = { code: -1, msg: '网络连接失败，请稍后重试', data: null as Res }
  }
  if (isSuccessCode(envelope.code)) return envelope.data
  if (!options.handleError) {
    Taro.showToast({ title: envelope.msg || '请求失败', icon: 'none', duration: 2000 })
  }
  throw new ApiError(envelope.code, envelope.msg, envelope.data)
}
