import { compareVersions, nativeApp } from './detect'

/** Spec section 7: the native bridge methods. */
export type BridgeMethod =
  | 'login'
  | 'chooseImage'
  | 'wechatShareImg'
  | 'saveImage'
  | 'h5RouterChange'
  | 'scanCode'
  | 'fileDownload'
  | 'certificationApply'
  | 'deposit'
  /** The app's own payment of a pay order (the cashier): { payOrderNo, amountCents, orderInfo }. */
  | 'pay'
  /** Screen brightness while a ticket's entry code shows: { value } 0–1, or { restore: true }. */
  | 'setScreenBrightness'

export const NOT_IN_APP = '非app环境'
export const UPGRADE_APP = '请升级至最新版本APP后使用'
export const EMPTY_REPLY = '返回数据为空'
export const BRIDGE_TIMEOUT_TEXT = '应用未响应，请稍后重试'
/** An answer that never comes fails after the request timeout (spec section 9: 15000 ms)… */
export const BRIDGE_TIMEOUT_MS = 15000
/** …or, for calls that wait on the dealer (a photo, a scan, a form in the app), ten minutes. */
export const BRIDGE_INTERACTIVE_TIMEOUT_MS = 10 * 60 * 1000
const INTERACTIVE: ReadonlySet<BridgeMethod> = new Set(['login', 'chooseImage', 'scanCode', 'certificationApply', 'deposit', 'wechatShareImg', 'pay'])

/** scanCode needs the native app at this version or later (spec section 5). */
export const SCAN_CODE_MIN_VERSION = '3.21.0'

export interface BridgeReply<T = unknown> {
  code: number
  msg?: string
  data?: T
}

interface BridgeWindow {
  /** Android: a JavaScript interface taking a JSON string. */
  LuxTradeBridge?: { postMessage: (message: string) => void }
  /** iOS: a WKWebView message handler. */
  webkit?: { messageHandlers?: { LuxTrade?: { postMessage: (message: unknown) => void } } }
  /** The app answers by calling this with the callback id and its reply. */
  __luxBridgeCallback?: (callbackId: string, reply: BridgeReply | string) => void
}

const pending = new Map<string, (reply: BridgeReply) => void>()
let nextId = 0

function bridgeWindow(): BridgeWindow {
  return window as unknown as BridgeWindow
}

function installCallback(): void {
  const target = bridgeWindow()
  if (target.__luxBridgeCallback) return
  target.__luxBridgeCallback = (callbackId, reply) => {
    const resolve = pending.get(callbackId)
    if (!resolve) return
    pending.delete(callbackId)
    let parsed: BridgeReply
    try {
      parsed = typeof reply === 'string' ? (JSON.parse(reply) as BridgeReply) : reply
    } catch {
      parsed = { code: -1, msg: EMPTY_REPLY }
    }
    resolve(parsed)
  }
}

function isEmpty(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return true
  if (Array.isArray(data)) return data.length === 0
  if (typeof data === 'object') return Object.keys(data as object).length === 0
  return false
}

/**
 * Call the native app and wait for its callback. A reply needs code 200 and non-empty data;
 * otherwise the call fails with the reply's msg, or 返回数据为空. Outside the app: 非app环境.
 */
export async function callBridge<T = unknown>(method: BridgeMethod, params: Record<string, unknown> = {}): Promise<T> {
  const app = nativeApp()
  if (!app) throw new Error(NOT_IN_APP)
  if (method === 'scanCode' && compareVersions(app.version, SCAN_CODE_MIN_VERSION) < 0) throw new Error(UPGRADE_APP)
  installCallback()
  const callbackId = `cb${Date.now().toString(36)}${nextId++}`
  const reply = await new Promise<BridgeReply>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        pending.delete(callbackId)
        reject(new Error(BRIDGE_TIMEOUT_TEXT))
      },
      INTERACTIVE.has(method) ? BRIDGE_INTERACTIVE_TIMEOUT_MS : BRIDGE_TIMEOUT_MS,
    )
    pending.set(callbackId, (answer) => {
      clearTimeout(timer)
      resolve(answer)
    })
    const message = { method, params, callbackId }
    const target = bridgeWindow()
    try {
      if (app.kind === 'android' && target.LuxTradeBridge) target.LuxTradeBridge.postMessage(JSON.stringify(message))
      else if (target.webkit?.messageHandlers?.LuxTrade) target.webkit.messageHandlers.LuxTrade.postMessage(message)
      else throw new Error(NOT_IN_APP)
    } catch (error) {
      clearTimeout(timer)
      pending.delete(callbackId)
      reject(error)
    }
  })
  if (reply.code !== 200) throw new Error(reply.msg || EMPTY_REPLY)
  if (isEmpty(reply.data)) throw new Error(EMPTY_REPLY)
  return reply.data as T
}
