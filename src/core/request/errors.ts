import Taro from '@tarojs/taro'
import type { Envelope } from '../api/define'
import { loadPermissionDialogs } from '../dialogs/load-permission'
import type { DialogPayload, PermissionVariant } from '../dialogs/permission'
import { handleExpiredSession, NeedLoginError } from '../session/expiry'
import { useSession } from '../session/store'

export const MAINTENANCE_TOAST_MS = 3600000
export const DEFAULT_TOAST_MS = 2000

/** Codes the app gives failures that never reached the server's catalogue. */
export const NETWORK_FAILURE = -1
export const MALFORMED_REPLY = -2
/** The reply was an envelope, but its data did not match the call's schema. */
export const UNEXPECTED_REPLY = -3
export const UNEXPECTED_REPLY_TEXT = '服务返回数据异常，请稍后重试'
/** A first load that had no answer in time (src/shared/query/first-load.ts): the app gave up waiting. */
export const LOAD_TIMEOUT = -4
export const LOAD_TIMEOUT_TEXT = '网络不给力，加载超时，请检查网络后重新加载'
/** What a server error (HTTP 5xx: a gateway's 502/503/504 page, a crashed service) says to the dealer. */
export const SERVER_BUSY_TEXT = '服务繁忙，请稍后重试'
/** What a page says when its link cannot name anything (an id that is not an id). */
export const INVALID_LINK_TEXT = '链接无效，请检查链接是否完整'
/** What a page says when what it shows is gone (the server's 404). */
export const NOT_FOUND_TEXT = '内容不存在或已删除'

/** The server says the thing asked for does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 404 && !error.transport
}

export class ApiError extends Error {
  /** The call it came from ('GET /stock/items'), for reports. */
  call = ''
  /** Why the reply was refused, for reports (UNEXPECTED_REPLY). */
  detail = ''
  /** The HTTP exchange failed (its status is the code), not the server's business answer. */
  transport = false

  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** No answer at all: the connection failed or the request's 15 s ran out. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === NETWORK_FAILURE
}

/** The server (or a gateway in front of it) answered with a 5xx. */
export function isServerFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code >= 500 && error.code < 600
}

function payloadOf(envelope: Envelope<unknown>): DialogPayload {
  return envelope.data && typeof envelope.data === 'object' ? (envelope.data as DialogPayload) : {}
}

/** How long a failing call waits for the permission dialogs' code before it says the message as a toast. */
export const DIALOG_LOAD_WAIT_MS = 5000

/**
 * Opens a permission dialog (its code loads on first use on H5). Should that code not arrive
 * soon (a stalled or dropped network), the server's message is still said, as a toast.
 */
async function permissionDialog(envelope: Envelope<unknown>, variant: PermissionVariant, payload: DialogPayload): Promise<void> {
  // The mini-program has them at hand (build-time branch: none of the waiting is in its bundle).
  if (process.env.TARO_ENV !== 'h5') {
    void (await loadPermissionDialogs()).showPermissionDialog(variant, payload)
    return
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const stalled = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('permission dialogs not loaded')), DIALOG_LOAD_WAIT_MS)))
    const dialogs = await Promise.race([loadPermissionDialogs(), stalled])
    void dialogs.showPermissionDialog(variant, payload)
  } catch {
    void Taro.showToast({ title: payload.content || envelope.msg || '请求失败', icon: 'none', duration: DEFAULT_TOAST_MS })
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The error catalogue of spec section 8: what the app does for each failure code, and the
 * error the call then fails with. `handleError` only silences the generic toast.
 */
export async function applyErrorCatalogue(envelope: Envelope<unknown>, handleError: boolean, call = '', sentToken?: string): Promise<Error> {
  const error = new ApiError(envelope.code, envelope.msg, envelope.data)
  error.call = call
  const payload = payloadOf(envelope)
  switch (envelope.code) {
    case 401:
      // One expiry per session: a 401 of a call sent with a session already ended (or replaced)
      // arrives late and says nothing more; only the current session's expiry starts the flow.
      if (sentToken === undefined || sentToken === useSession.getState().userToken) await handleExpiredSession()
      return new NeedLoginError()
    case 402: {
      // Spec section 8: the modal is for the current account (the reply's only without one).
      const accountId = useSession.getState().userInfo?.accountId ?? payload.accountId
      await permissionDialog(envelope, 'noStore', { ...payload, accountId })
      return error
    }
    case 403:
      await permissionDialog(envelope, 'forbidden', { title: payload.title, content: payload.content || envelope.msg })
      return error
    case 600000001:
      await permissionDialog(envelope, 'memberOpen', { ...payload, content: payload.content || envelope.msg })
      return error
    case 600000002:
    case 600000003:
      await permissionDialog(envelope, 'notice', { ...payload, content: payload.content || envelope.msg })
      return error
    case 60001:
      void Taro.showToast({ title: `系统维护中，${envelope.msg}`, icon: 'none', duration: MAINTENANCE_TOAST_MS, mask: true })
      return error
    default:
      if (!handleError) void Taro.showToast({ title: envelope.msg || '请求失败', icon: 'none', duration: DEFAULT_TOAST_MS })
      return error
  }
}
