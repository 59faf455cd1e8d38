import Cookies from 'js-cookie'
import { renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { navigationLog, uiLog } from '@test/taro'
import { compareVersions, detectNativeApp } from '../native/detect'
import { BRIDGE_INTERACTIVE_TIMEOUT_MS, BRIDGE_TIMEOUT_MS, BRIDGE_TIMEOUT_TEXT, callBridge, EMPTY_REPLY, NOT_IN_APP, UPGRADE_APP } from '../native/bridge'
import { installBridgeSimulator } from '../native/simulator'
import { wantsSimulator } from '../native/simulator-flag'
import { copyText, runAppOnly, saveImage, scanCode } from '../native/actions'
import { COOKIE_DAYS, getCookie, setCookie } from '../platform/cookies'
import { shareMessage, useShare } from '../share'

type SimWindow = Window & {
  __nativeAppUserAgent?: string
  __bridgeSimulatorLog?: { method: string }[]
  webkit?: unknown
  __luxBridgeCallback?: (id: string, reply: unknown) => void
}
const win = window as SimWindow

afterEach(() => {
  delete win.__nativeAppUserAgent
  delete win.webkit
})

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'

describe('native app detection', () => {
  it('recognises Android, iOS native and other iOS containers, with the version', () => {
    expect(detectNativeApp(`${ANDROID} LuxTradeAndroid/3.22.1`)).toEqual({ kind: 'android', version: '3.22.1' })
    expect(detectNativeApp(`${IPHONE} LuxTradeIOS/3.21.0`)).toEqual({ kind: 'ios', version: '3.21.0' })
    expect(detectNativeApp(`${IPHONE} LuxTrade/3.9`)).toEqual({ kind: 'ios-other', version: '3.9' })
    expect(detectNativeApp(`${ANDROID} LuxTrade/3.9`)).toBeNull()
    expect(detectNativeApp(IPHONE)).toBeNull()
    expect(detectNativeApp(`${IPHONE} MicroMessenger/8.0`)).toBeNull()
  })

  it('compares versions numerically', () => {
    expect(compareVersions('3.9.0', '3.21.0')).toBe(-1)
    expect(compareVersions('3.21', '3.21.0')).toBe(0)
    expect(compareVersions('4.0.0', '3.21.0')).toBe(1)
  })
})

describe('bridge', () => {
  it('fails outside the app with 非app环境', async () => {
    await expect(callBridge('login')).rejects.toThrow(NOT_IN_APP)
    expect(NOT_IN_APP).toBe('非app环境')
  })

  it('waits for the callback and returns its data', async () => {
    installBridgeSimulator('3.21.0')
    await expect(callBridge('login')).resolves.toEqual({ appToken: 'sim-app-token' })
    expect(win.__bridgeSimulatorLog).toEqual([{ method: 'login', params: {} }])
  })

  it('fails with the reply msg when the code is not 200, and 返回数据为空 on empty data', async () => {
    win.__nativeAppUserAgent = `${IPHONE} LuxTradeIOS/3.21.0`
    const replies = [{ code: 500, msg: '用户取消' }, { code: 200, data: null }, { code: 200, data: {} }, { code: 500 }]
    win.webkit = {
      messageHandlers: {
        LuxTrade: {
          postMessage: ({ callbackId }: { callbackId: string }) => setTimeout(() => win.__luxBridgeCallback?.(callbackId, replies.shift())),
        },
      },
    }
    await expect(callBridge('chooseImage')).rejects.toThrow('用户取消')
    await expect(callBridge('chooseImage')).rejects.toThrow(EMPTY_REPLY)
    await expect(callBridge('chooseImage')).rejects.toThrow('返回数据为空')
    await expect(callBridge('chooseImage')).rejects.toThrow('返回数据为空')
  })

  it('fails with a clear message when the app never answers: 15 s, or 10 min for what waits on the dealer', async () => {
    vi.useFakeTimers()
    try {
      win.__nativeAppUserAgent = `${IPHONE} LuxTradeIOS/3.21.0`
      win.webkit = { messageHandlers: { LuxTrade: { postMessage: () => {} } } }
      const quick = callBridge('saveImage', { url: 'x' }).catch((error: Error) => error.message)
      const photo = callBridge('chooseImage').catch((error: Error) => error.message)
      let photoDone = false
      void photo.then(() => (photoDone = true))
      await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUT_MS)
      expect(await quick).toBe(BRIDGE_TIMEOUT_TEXT)
      expect(photoDone).toBe(false)
      await vi.advanceTimersByTimeAsync(BRIDGE_INTERACTIVE_TIMEOUT_MS)
      expect(await photo).toBe('应用未响应，请稍后重试')
      expect(BRIDGE_TIMEOUT_MS).toBe(15000)
    } finally {
      vi.useRealTimers()
    }
  })

  it('talks to the Android interface with a JSON string', async () => {
    win.__nativeAppUserAgent = `${ANDROID} LuxTradeAndroid/3.22.0`
    const sent: string[] = []
    ;(window as unknown as { LuxTradeBridge?: unknown }).LuxTradeBridge = {
      postMessage: (message: string) => {
        sent.push(message)
        const { callbackId } = JSON.parse(message) as { callbackId: string }
        setTimeout(() => win.__luxBridgeCallback?.(callbackId, JSON.stringify({ code: 200, data: { ok: 1 } })))
      },
    }
    await expect(callBridge('fileDownload', { url: 'https://x/y.pdf' })).resolves.toEqual({ ok: 1 })
    expect(JSON.parse(sent[0])).toMatchObject({ method: 'fileDownload', params: { url: 'https://x/y.pdf' } })
    delete (window as unknown as { LuxTradeBridge?: unknown }).LuxTradeBridge
  })

  it('scanCode below app 3.21.0 asks to upgrade', async () => {
    installBridgeSimulator('3.20.9')
    await expect(scanCode()).rejects.toThrow(UPGRADE_APP)
    expect(UPGRADE_APP).toBe('请升级至最新版本APP后使用')
    installBridgeSimulator('3.21.0')
    await expect(scanCode()).resolves.toBe('LUX-POST-5488')
  })

  it('the simulator is only loaded when asked', () => {
    expect(wantsSimulator('?bridge=sim', null)).toBe(true)
    expect(wantsSimulator('', 'on')).toBe(true)
    expect(wantsSimulator('?id=1', null)).toBe(false)
  })
})

describe('app-only operations', () => {
  it('outside the app: the guide to the native app', async () => {
    await runAppOnly('实名认证')
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/guide/to-app/index?operation=${encodeURIComponent('实名认证')}` })
  })

  it('inside the app: the bridge does it', async () => {
    installBridgeSimulator()
    await runAppOnly('保证金充值', { amount: 500000 })
    expect(win.__bridgeSimulatorLog).toEqual([{ method: 'deposit', params: { amount: 500000 } }])
    expect(navigationLog).toEqual([])
  })
})

describe('copy and save', () => {
  it('copies with 内容已复制 for 2000 ms', async () => {
    const spy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    await copyText('LV-2024-001')
    expect(spy).toHaveBeenCalledWith({ data: 'LV-2024-001' })
    expect(uiLog.toasts).toEqual([{ title: '内容已复制', icon: 'none', duration: 2000 }])
    spy.mockRestore()
  })

  it('saves through the app and says 保存成功', async () => {
    installBridgeSimulator()
    expect(await saveImage('https://img/x.jpg')).toBe(true)
    expect(uiLog.toasts.at(-1)?.title).toBe('保存成功')
  })

  it('says 保存失败 when saving fails', async () => {
    win.__nativeAppUserAgent = `${IPHONE} LuxTradeIOS/3.21.0`
    win.webkit = {
      messageHandlers: { LuxTrade: { postMessage: ({ callbackId }: { callbackId: string }) => setTimeout(() => win.__luxBridgeCallback?.(callbackId, { code: 500, msg: 'no' })) } },
    }
    expect(await saveImage('https://img/x.jpg')).toBe(false)
    expect(uiLog.toasts.at(-1)?.title).toBe('保存失败')
  })
})

describe('sharing', () => {
  it('carries title, image, path and params plus utm from the cookies', () => {
    setCookie('source', 'wechat')
    setCookie('medium', 'group')
    setCookie('campaign', 'double11')
    expect(shareMessage({ title: '爱马仕专场', imageUrl: 'https://img/a.jpg', path: 'pages/product/auction/list/index', params: { sessionId: 7001 } })).toEqual({
      title: '爱马仕专场',
      imageUrl: 'https://img/a.jpg',
      path: '/pages/product/auction/list/index?sessionId=7001&utm_source=wechat&utm_medium=group&utm_campaign=double11',
    })
    Cookies.remove('source')
    Cookies.remove('medium')
    Cookies.remove('campaign')
  })

  it('leaves out tracking that is not set', () => {
    expect(shareMessage({ title: 't', path: 'pages/home/post/index' }).path).toBe('/pages/home/post/index')
  })

  it('cookies last 365 days by default', () => {
    const spy = vi.spyOn(Cookies, 'set')
    setCookie('source', 'x')
    expect(spy).toHaveBeenCalledWith('source', 'x', { expires: 365 })
    expect(getCookie('source')).toBe('x')
    expect(COOKIE_DAYS).toBe(365)
    spy.mockRestore()
    Cookies.remove('source')
  })

  describe('the share button on H5', () => {
    const nav = navigator as unknown as { share?: unknown }
    const share = () => renderHook(() => useShare(() => ({ title: '臻品名包汇：新到好货', path: 'pages/post/detail/index', params: { id: 50001 } }))).result.current()
    const url = `${window.location.origin}/pages/post/detail/index?id=50001`
    afterEach(() => {
      delete nav.share
    })

    it('opens the browser’s share sheet where there is one', async () => {
      const browserShare = vi.fn().mockResolvedValue(undefined)
      nav.share = browserShare
      const copy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
      await share()
      expect(browserShare).toHaveBeenCalledWith({ title: '臻品名包汇：新到好货', url })
      expect(copy).not.toHaveBeenCalled()
      // closing the sheet is no failure: nothing copied either
      nav.share = vi.fn().mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'AbortError' }))
      await share()
      expect(copy).not.toHaveBeenCalled()
      copy.mockRestore()
    })

    it('inside the native app, hands the message to the app’s share sheet (the bridge loads then)', async () => {
      installBridgeSimulator('3.21.0')
      const copy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
      await share()
      expect(win.__bridgeSimulatorLog).toEqual([
        { method: 'wechatShareImg', params: { title: '臻品名包汇：新到好货', path: '/pages/post/detail/index?id=50001', imageUrl: undefined } },
      ])
      expect(copy).not.toHaveBeenCalled()
      copy.mockRestore()
    })

    it('copies the link without a share sheet, or when the sheet fails', async () => {
      const copy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
      await share()
      expect(copy).toHaveBeenLastCalledWith({ data: url })
      nav.share = vi.fn().mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }))
      await share()
      expect(copy).toHaveBeenCalledTimes(2)
      expect(uiLog.toasts.at(-1)?.title).toBe('内容已复制')
      copy.mockRestore()
    })
  })
})
