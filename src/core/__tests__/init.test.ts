import { http, HttpResponse } from 'msw'
import Taro from '@tarojs/taro'
import { uiLog, modalAnswers } from '@test/taro'
import { mockServer } from '@mocks/node'
import { DEMO_TOKEN } from '@mocks/db'
import { applyActivityInfo, auditModeOf, initApp, promptUpdates, resetAppInit, waitForAppInit, UPDATE_CONTENT, UPDATE_TITLE } from '../app/init'
import { initialSession, setUserToken, useSession } from '../session/store'
import { COLOR } from '@/core/theme'

function appVersionReplies(configList: unknown, status = 200) {
  const seen: Request[] = []
  mockServer.use(
    http.post('*/dashboard/appVersion', ({ request }) => {
      seen.push(request.clone())
      return status === 200 ? HttpResponse.json({ code: 200, msg: 'ok', data: { configList } }) : new HttpResponse('', { status })
    }),
  )
  return seen
}

beforeEach(() => {
  resetAppInit()
  useSession.setState(initialSession(), true)
})

describe('audit mode', () => {
  it('is on only when weappShenheMoshi names this version with value 1', () => {
    expect(auditModeOf([{ name: 'weappShenheMoshi', versions: '2.3.0', value: 1 }], '2.3.0')).toBe(true)
    expect(auditModeOf([{ name: 'weappShenheMoshi', versions: '2.3.0', value: '1' }], '2.3.0')).toBe(true)
    expect(auditModeOf([{ name: 'weappShenheMoshi', versions: '2.2.0', value: 1 }], '2.3.0')).toBe(false)
    expect(auditModeOf([{ name: 'weappShenheMoshi', versions: '2.3.0', value: 0 }], '2.3.0')).toBe(false)
    expect(auditModeOf([{ name: 'other', versions: '2.3.0', value: 1 }], '2.3.0')).toBe(false)
    expect(auditModeOf(undefined, '2.3.0')).toBe(false)
  })
})

describe('start-up', () => {
  it('asks for the app version with the current version, then marks init done', async () => {
    const seen = appVersionReplies([{ name: 'weappShenheMoshi', versions: '2.3.0', value: 1 }])
    expect(useSession.getState()).toMatchObject({ init: false, isAuditMode: true })
    const waiting = waitForAppInit()
    await initApp({ withSilentLogin: false })
    await waiting
    expect(await seen[0].json()).toEqual({ version: '2.3.0' })
    expect(useSession.getState()).toMatchObject({ init: true, isAuditMode: true })
  })

  it('turns audit mode off when the version call fails', async () => {
    appVersionReplies(null, 500)
    await initApp({ withSilentLogin: false })
    expect(useSession.getState()).toMatchObject({ init: true, isAuditMode: false })
  })

  it('outside the browser: silent login keeps the openId and posts it as the device', async () => {
    appVersionReplies([])
    const posted: unknown[] = []
    mockServer.use(
      http.post('*/account/userDeviceInfoPost', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ code: 200, msg: 'ok', data: null })
      }),
    )
    await initApp({ withSilentLogin: true })
    expect(useSession.getState().openId).toBe('mock-openid-wx-code-1')
    expect(posted).toEqual([{ openId: 'mock-openid-wx-code-1' }])
  })

  it('turns audit mode off when the silent login fails, even if the config says on', async () => {
    appVersionReplies([{ name: 'weappShenheMoshi', versions: '2.3.0', value: 1 }])
    mockServer.use(http.get('*/account/silentLogin', () => new HttpResponse('', { status: 500 })))
    await initApp({ withSilentLogin: true })
    expect(useSession.getState()).toMatchObject({ init: true, isAuditMode: false })
  })

  it('logs in silently before it asks for the app version (the spec order)', async () => {
    appVersionReplies([])
    const order: string[] = []
    mockServer.events.on('request:start', ({ request }) => order.push(new URL(request.url).pathname))
    await initApp({ withSilentLogin: true })
    expect(order.filter((path) => /silentLogin|userDeviceInfoPost|appVersion/.test(path))).toEqual(['/account/silentLogin', '/account/userDeviceInfoPost', '/dashboard/appVersion'])
  })

  it('finishes even when the silent login fails', async () => {
    appVersionReplies([])
    mockServer.use(http.get('*/account/silentLogin', () => new HttpResponse('', { status: 500 })))
    await initApp({ withSilentLogin: true })
    expect(useSession.getState()).toMatchObject({ init: true, openId: '' })
  })

  it('loads the user of a stored token', async () => {
    appVersionReplies([])
    setUserToken(DEMO_TOKEN)
    await initApp({ withSilentLogin: false })
    expect(useSession.getState().userInfo?.nickname).toBe('王经理')
  })

  it('page data waits for start-up', async () => {
    appVersionReplies([])
    let ready = false
    const page = waitForAppInit().then(() => (ready = true))
    await Promise.resolve()
    expect(ready).toBe(false)
    await initApp({ withSilentLogin: false })
    await page
    expect(ready).toBe(true)
  })
})

describe('activity info on show', () => {
  it('takes activity_id and activity_type from the query and stores them', () => {
    applyActivityInfo({ activity_id: '88', activity_type: 'guanhuo' })
    expect(useSession.getState().activityInfo).toEqual({ activityId: '88', activityType: 'guanhuo' })
    expect(Taro.getStorageSync('activity_id')).toBe('88')
    expect(Taro.getStorageSync('activity_type')).toBe('guanhuo')
  })

  it('falls back to the stored values', () => {
    Taro.setStorageSync('activity_id', '12')
    Taro.setStorageSync('activity_type', 'coupon')
    applyActivityInfo({})
    expect(useSession.getState().activityInfo).toEqual({ activityId: '12', activityType: 'coupon' })
  })
})

describe('mini-program update', () => {
  it('asks to restart with the spec text and applies on confirm', () => {
    let ready: () => void = () => {}
    const manager = { onUpdateReady: (fn: () => void) => void (ready = fn), applyUpdate: vi.fn() }
    promptUpdates(manager)
    ready()
    return vi.waitFor(() => {
      expect(uiLog.modals).toEqual([{ title: UPDATE_TITLE, content: UPDATE_CONTENT, confirmColor: COLOR.accent }])
      expect(UPDATE_TITLE).toBe('更新提示')
      expect(UPDATE_CONTENT).toBe('新版本已经准备好，是否重启应用？')
      expect(manager.applyUpdate).toHaveBeenCalled()
    })
  })

  it('keeps running when the user declines', async () => {
    modalAnswers.push(false)
    let ready: () => void = () => {}
    const manager = { onUpdateReady: (fn: () => void) => void (ready = fn), applyUpdate: vi.fn() }
    promptUpdates(manager)
    ready()
    await vi.waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(manager.applyUpdate).not.toHaveBeenCalled()
  })
})
