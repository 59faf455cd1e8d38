import Taro from '@tarojs/taro'
import { JSONP_RETRIES, JSONP_TIMEOUT_MS, loadJsonp } from '../platform/jsonp'
import { parsePlatformCode, PLATFORM_CODE_POST_ID } from '../platform/platform-code'
import { BASE_FONT_SIZE, DEFAULT_MENU_BUTTON, DEFAULT_STATUS_BAR_HEIGHT, DESIGN_WIDTH } from '../platform/layout'
import { isAnalyticsEnabled, track } from '../platform/analytics'
import { getNavMetrics } from '../platform/nav-metrics'

describe('platform helpers', () => {
  it('loads JSONP with a 2000 ms timeout and 2 retries', async () => {
    const spy = vi.spyOn(Taro, 'request').mockResolvedValue({ data: { ok: 1 }, statusCode: 200 } as never)
    await expect(loadJsonp('https://api.luxtrade.cn/area', { q: 1 })).resolves.toEqual({ ok: 1 })
    expect(spy).toHaveBeenCalledWith({ url: 'https://api.luxtrade.cn/area', data: { q: 1 }, jsonp: true, timeout: 2000, retryTimes: 2 })
    expect([JSONP_TIMEOUT_MS, JSONP_RETRIES]).toEqual([2000, 2])
    spy.mockRestore()
  })

  it('parses any platform code to post 5488', async () => {
    await expect(parsePlatformCode('LUX-POST-1')).resolves.toEqual({ postId: 5488 })
    expect(PLATFORM_CODE_POST_ID).toBe(5488)
  })

  it('keeps the layout constants', () => {
    expect({ DESIGN_WIDTH, BASE_FONT_SIZE, DEFAULT_STATUS_BAR_HEIGHT, DEFAULT_MENU_BUTTON }).toEqual({
      DESIGN_WIDTH: 375,
      BASE_FONT_SIZE: 20,
      DEFAULT_STATUS_BAR_HEIGHT: 20,
      DEFAULT_MENU_BUTTON: { height: 44, top: 0 },
    })
  })

  it('draws the H5 title bar at 44 px with no status bar of its own', () => {
    expect(getNavMetrics()).toEqual({ statusBarHeight: 0, navHeight: 44, capsuleWidth: 0 })
  })

  it('sends no analytics outside the production mini-program', () => {
    const spy = vi.fn()
    ;(Taro as unknown as { reportEvent: unknown }).reportEvent = spy
    expect(isAnalyticsEnabled()).toBe(false)
    track('open_post', { id: 1 })
    expect(spy).not.toHaveBeenCalled()
  })
})
