/**
 * A stand-in for the native app, for H5 development and browser tests. Loaded only when asked
 * (?bridge=sim, or bridgeSimulator in storage): it presents an iOS app user agent with the
 * version from ?appVersion= (default 3.21.0) and answers every bridge method.
 */
import type { BridgeMethod, BridgeReply } from './bridge'

export { wantsSimulator } from './simulator-flag'

export const SIMULATOR_DEFAULT_VERSION = '3.21.0'

const REPLIES: Record<BridgeMethod, BridgeReply> = {
  login: { code: 200, data: { appToken: 'sim-app-token' } },
  chooseImage: { code: 200, data: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } },
  wechatShareImg: { code: 200, data: true },
  saveImage: { code: 200, data: true },
  h5RouterChange: { code: 200, data: true },
  scanCode: { code: 200, data: { result: 'LUX-POST-5488' } },
  fileDownload: { code: 200, data: { path: '/sim/download' } },
  certificationApply: { code: 200, data: { status: 'submitted' } },
  deposit: { code: 200, data: { status: 'paid' } },
  // The app's word only: the cashier's result page asks the server whether the order is paid.
  pay: { code: 200, data: { status: 'paid' } },
  setScreenBrightness: { code: 200, data: true },
}

interface SimWindow {
  __nativeAppUserAgent?: string
  __bridgeSimulatorLog?: { method: string; params: unknown }[]
  __luxBridgeCallback?: (callbackId: string, reply: BridgeReply) => void
  webkit?: { messageHandlers?: Record<string, { postMessage: (message: unknown) => void }> }
}

export function installBridgeSimulator(version = SIMULATOR_DEFAULT_VERSION): void {
  const target = window as unknown as SimWindow
  target.__nativeAppUserAgent = `${navigator.userAgent} LuxTradeIOS/${version}`
  target.__bridgeSimulatorLog = []
  target.webkit = {
    ...target.webkit,
    messageHandlers: {
      ...target.webkit?.messageHandlers,
      LuxTrade: {
        postMessage: (message: unknown) => {
          const { method, params, callbackId } = message as { method: BridgeMethod; params: unknown; callbackId: string }
          target.__bridgeSimulatorLog!.push({ method, params })
          setTimeout(() => target.__luxBridgeCallback?.(callbackId, REPLIES[method] ?? { code: 404, msg: '未知方法' }), 50)
        },
      },
    },
  }
}
