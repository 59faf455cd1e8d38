/**
 * A stand-in for the native app, for H5 development and browser tests. Loaded only when asked
 * (?bridge=sim, or bridgeSimulator in storage): it presents an iOS app user agent with the
 * version from ?appVersion= (default 3.21.0) and answers every bridge method.
 */
import type { BridgeMethod, BridgeReply } from './bridge'

export { wantsSimulator } from './simulator-flag'

export const SIMULATOR_DEFAULT_VERSION = '3.21.0'

/** A valid small SVG photo (the simulator's camera). */
const SIM_PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'%3E%3Crect width='120' height='120' fill='%23ece3d6'/%3E%3Cpath d='M44 52a16 16 0 0 1 32 0' stroke='%238a6a4a' stroke-width='5' fill='none'/%3E%3Cpath d='M30 52h60l-6 44H36z' fill='%238a6a4a'/%3E%3C/svg%3E"

const REPLIES: Record<BridgeMethod, BridgeReply> = {
  login: { code: 200, data: { appToken: 'sim-app-token' } },
  // A stand-in photo (a bag on a beige ground) the <Image> can draw, as the app's camera hands back a url.
  chooseImage: { code: 200, data: { url: SIM_PHOTO } },
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
