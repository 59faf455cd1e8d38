import Taro from '@tarojs/taro'
import { reportRouteChanges } from '../native/route-report'

const bridge = vi.hoisted(() => ({ callBridge: vi.fn(() => Promise.resolve(true)), loaded: 0 }))
vi.mock('../native/load-bridge', () => ({
  loadBridge: () => {
    bridge.loaded += 1
    return Promise.resolve({ callBridge: bridge.callBridge })
  },
}))

type AppWindow = Window & { __nativeAppUserAgent?: string }
const win = window as AppWindow
const IN_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 LuxTradeIOS/3.21.0'
const routeChanged = () => Taro.eventCenter.trigger('__afterTaroRouterChange')
const settle = () => new Promise((done) => setTimeout(done, 20))

describe('route changes reported to the native app (h5RouterChange)', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    delete win.__nativeAppUserAgent
    bridge.callBridge.mockClear()
    bridge.loaded = 0
    window.history.replaceState(null, '', '/')
  })

  it('inside the app: each change sends the new address through the bridge', async () => {
    win.__nativeAppUserAgent = IN_APP
    stop = reportRouteChanges()
    window.history.replaceState(null, '', '/pages/post/detail/index?id=7')
    routeChanged()
    await settle()
    expect(bridge.callBridge).toHaveBeenCalledWith('h5RouterChange', { url: 'http://localhost:3000/pages/post/detail/index?id=7', path: '/pages/post/detail/index' })
    window.history.replaceState(null, '', '/pages/home/stock/index')
    routeChanged()
    await settle()
    expect(bridge.callBridge).toHaveBeenCalledTimes(2)
    expect(bridge.callBridge).toHaveBeenLastCalledWith('h5RouterChange', expect.objectContaining({ path: '/pages/home/stock/index' }))
  })

  it('in a browser or WeChat: the bridge is neither loaded nor called', async () => {
    stop = reportRouteChanges()
    routeChanged()
    await settle()
    expect(bridge.loaded).toBe(0)
    expect(bridge.callBridge).not.toHaveBeenCalled()
  })
})
