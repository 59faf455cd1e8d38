import Taro from '@tarojs/taro'
import type { Envelope } from '../api/define'
import { showPermissionDialog, type DialogPayload } from '../dialogs/permission'
import { handleExpiredSession, NeedLoginError } from '../session/auth'
import { useSession } from '../session/store'

export const MAINTENANCE_TOAST_MS = 3600000
export const DEFAULT_TOAST_MS = 2000

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

function payloadOf(envelope: Envelope<unknown>): DialogPayload {
  return envelope.data && typeof envelope.data === 'object' ? (envelope.data as DialogPayload) : {}
}

/**
 * The error catalogue of spec section 8: what the app does for each failure code, and the
 * error the call then fails with. `handleError` only silences the generic toast.
 */
export async function applyErrorCatalogue(envelope: Envelope<unknown>, handleError: boolean): Promise<Error> {
  const error = new ApiError(envelope.code, envelope.msg, envelope.data)
  const payload = payloadOf(envelope)
  switch (envelope.code) {
    case 401:
      await handleExpiredSession()
      return new NeedLoginError()
    case 402: {
      const accountId = payload.accountId ?? useSession.getState().userInfo?.accountId
      void showPermissionDialog('noStore', { ...payload, accountId })
      return error
    }
    case 403:
      void showPermissionDialog('forbidden', { title: payload.title, content: payload.content || envelope.msg })
      return error
    case 600000001:
      void showPermissionDialog('memberOpen', { ...payload, content: payload.content || envelope.msg })
      return error
    case 600000002:
    case 600000003:
      void showPermissionDialog('notice', { ...payload, content: payload.content || envelope.msg })
      return error
    case 60001:
      void Taro.showToast({ title: `系统维护中，${envelope.msg}`, icon: 'none', duration: MAINTENANCE_TOAST_MS, mask: true })
      return error
    default:
      if (!handleError) void Taro.showToast({ title: envelope.msg || '请求失败', icon: 'none', duration: DEFAULT_TOAST_MS })
      return error
  }
}
