import { http, HttpResponse, delay } from 'msw'
import Taro from '@tarojs/taro'
import { navigationLog, setRoute, uiLog, modalAnswers } from '@test/taro'
import { mockServer } from '@mocks/node'
import * as v from 'valibot'
import { defineCall, params } from '../api/define'
import { callApi, cleanParams, REQUEST_TIMEOUT_MS, toEnvelope } from '../request'
import { ApiError, MAINTENANCE_TOAST_MS, NETWORK_FAILURE, UNEXPECTED_REPLY } from '../request/errors'
import { LOADING_DELAY_MS, trackLoading } from '../request/loading'
import { NEED_LOGIN } from '../session/auth'
import { setUserToken, useSession } from '../session/store'
import { COLOR } from '@/core/theme'

const echo = defineCall('POST', '/test/echo', v.object({ ok: v.boolean() }), params<Record<string, unknown>>())
const list = defineCall('GET', '/test/list', v.array(v.string()), params<Record<string, unknown>>())

/** Answer /test/* with an envelope or a raw response, capturing what was sent. */
function answer(reply: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = []
  mockServer.use(
    http.all('*/test/:name', async ({ request }) => {
      seen.push(request.clone())
      return reply(request)
    }),
  )
  return seen
}
const envelope = (code: number, msg = '', data: unknown = null) => HttpResponse.json({ code, msg, data })

describe('request wrapper: what is sent', () => {
  it('sends the spec headers', async () => {
    setUserToken('t-1')
    useSession.setState({ openId: 'o-1', activityInfo: { activityId: 'a-1', activityType: 'guanhuo' } })
    const seen = answer(() => envelope(200, 'ok', { ok: true }))
    await callApi(echo, {})
    const headers = seen[0].headers
    expect(headers.get('userToken')).toBe('t-1')
    expect(headers.get('authorization')).toBe('Bearer test-bearer')
    expect(headers.get('openId')).toBe('o-1')
    expect(headers.get('activityId')).toBe('a-1')
    expect(headers.get('activityType')).toBe('guanhuo')
    expect(Number(headers.get('timestamp'))).toBeGreaterThan(Date.now() - 5000)
    expect(headers.get('version')).toBe('2.3.0')
    expect(headers.get('platform')).toBe('h5')
    expect(headers.get('business')).toBe('dealer')
  })

  it('drops empty strings, undefined and null from the body and the query', async () => {
    const seen = answer((request) => envelope(200, 'ok', request.url.includes('/list') ? [] : { ok: true }))
    await callApi(echo, { a: 1, b: '', c: undefined, d: null, e: 0, f: false })
    expect(await seen[0].json()).toEqual({ a: 1, e: 0, f: false })
    await callApi(list, { q: '包', empty: '', none: null })
    expect(new URL(seen[1].url).search).toBe(`?q=${encodeURIComponent('包')}`)
    expect(cleanParams({ x: '', y: 'y' })).toEqual({ y: 'y' })
  })

  it('gives up after 15000 ms without an answer, as a network failure', async () => {
    answer(async () => {
      await delay('infinite')
      return envelope(200, 'ok', { ok: true })
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let settled: unknown
      void callApi(echo, {}, { handleError: true }).catch((error: unknown) => (settled = error))
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
      expect(settled).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await vi.waitFor(() => expect(settled).toMatchObject({ code: NETWORK_FAILURE }))
    } finally {
      vi.useRealTimers()
    }
    expect(REQUEST_TIMEOUT_MS).toBe(15000)
  })
})

describe('request wrapper: replies', () => {
  it('200 and 201 succeed with the data', async () => {
    answer(() => envelope(200, 'ok', { ok: true }))
    expect(await callApi(echo, {})).toEqual({ ok: true })
    answer(() => envelope(201, 'created', { ok: false }))
    expect(await callApi(echo, {})).toEqual({ ok: false })
  })

  it('a non-200/201 HTTP status becomes an envelope with the status as code', async () => {
    answer(() => new HttpResponse('Not Found', { status: 404 }))
    const error = await callApi(echo, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 404, message: '网络请求失败（404）', transport: true })
    expect(uiLog.toasts.at(-1)).toMatchObject({ title: '网络请求失败（404）' })
    expect(toEnvelope(404, null)).toMatchObject({ code: 404 })
  })

  it.each([502, 503, 504, 500])("a gateway's or server's %i page says 服务繁忙, whatever its body", async (status) => {
    answer(
      () => new HttpResponse('<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>', { status, headers: { 'Content-Type': 'text/html' } }),
    )
    const error = await callApi(echo, {}).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: status, message: '服务繁忙，请稍后重试', transport: true })
    expect(uiLog.toasts.at(-1)).toMatchObject({ title: '服务繁忙，请稍后重试' })
    expect(toEnvelope(status, JSON.stringify({ code: 200, msg: 'ok', data: {} }))).toMatchObject({ code: status, msg: '服务繁忙，请稍后重试' })
  })

  it.each([
    ['HTML', () => new HttpResponse('<html><body>nginx</body></html>', { headers: { 'Content-Type': 'text/html' } })],
    ['an empty body', () => new HttpResponse('', { status: 200 })],
    ['broken JSON', () => new HttpResponse('{"code":200,', { headers: { 'Content-Type': 'application/json' } })],
    ['JSON without a code', () => HttpResponse.json({ hello: 'world' })],
  ])('a body that is not an envelope (%s) is an error, not a crash', async (_, reply) => {
    answer(reply)
    const error = await callApi(echo, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(uiLog.toasts.at(-1)?.title).toBe('服务返回数据异常，请稍后重试')
  })

  it.each([
    ['a list where an object is expected', [{ ok: true }]],
    ['an object where a list is expected', { list: [] }],
    ['a field missing', {}],
    ['a field of the wrong type', { ok: 'yes' }],
  ])('data of the wrong shape (%s) fails as an ApiError naming the call, before the caller sees it', async (_, data) => {
    answer(() => envelope(200, 'ok', data))
    const error = await callApi(echo, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: UNEXPECTED_REPLY, message: '服务返回数据异常，请稍后重试', call: 'POST /test/echo' })
    expect((error as ApiError).detail).not.toBe('')
    expect(uiLog.toasts.at(-1)?.title).toBe('服务返回数据异常，请稍后重试')
    // A caller with its own error state says it there: no toast.
    uiLog.toasts.splice(0)
    await expect(callApi(list, {}, { handleError: true })).rejects.toMatchObject({ code: UNEXPECTED_REPLY, call: 'GET /test/list' })
    expect(uiLog.toasts).toEqual([])
  })

  it('data matching its schema reaches the caller as parsed (unknown fields dropped)', async () => {
    answer(() => envelope(200, 'ok', { ok: true, extra: 1 }))
    expect(await callApi(echo, {})).toEqual({ ok: true })
  })

  it('any other code shows the server message, unless the caller handles errors', async () => {
    answer(() => envelope(500123, '库存不足'))
    await expect(callApi(echo, {})).rejects.toMatchObject({ code: 500123, message: '库存不足' })
    expect(uiLog.toasts).toEqual([{ title: '库存不足', icon: 'none', duration: 2000 }])
    await expect(callApi(echo, {}, { handleError: true })).rejects.toMatchObject({ code: 500123 })
    expect(uiLog.toasts).toHaveLength(1)
  })
})

describe('the error catalogue', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 }))
  afterEach(() => vi.useRealTimers())

  it('401: toast, 1 s wait, log out without redirect, login flow, needLogin', async () => {
    setUserToken('expired')
    setRoute('pages/post/detail/index', { id: '9' })
    answer(() => envelope(401, '登录已过期'))
    // The session is gone before the login page opens (logout, then the login flow).
    const tokenAtLogin: string[] = []
    const redirect = Taro.redirectTo
    vi.spyOn(Taro, 'redirectTo').mockImplementation((options) => {
      tokenAtLogin.push(useSession.getState().userToken)
      return redirect(options)
    })
    const call = callApi(echo, {}).catch((e: unknown) => e)
    await vi.waitFor(() => expect(uiLog.toasts).toEqual([{ title: '登录已过期，需要重新登录', icon: 'none', duration: 2000 }]))
    expect(useSession.getState().userToken).toBe('expired')
    await vi.advanceTimersByTimeAsync(900)
    expect(navigationLog).toEqual([])
    expect(useSession.getState().userToken).toBe('expired')
    await vi.advanceTimersByTimeAsync(150)
    const error = await call
    expect(error).toMatchObject({ message: NEED_LOGIN })
    expect(useSession.getState()).toMatchObject({ userToken: '', userInfo: null })
    expect(navigationLog).toEqual([{ method: 'redirectTo', url: `/pages/account/login/index?backUrl=${encodeURIComponent('/pages/post/detail/index?id=9')}` }])
    expect(tokenAtLogin).toEqual([''])
    vi.restoreAllMocks()
  })

  it('401 on many calls at once starts one login flow', async () => {
    setUserToken('expired')
    setRoute('pages/home/stock/index')
    answer(() => envelope(401, '登录已过期'))
    const calls = Promise.all([1, 2, 3, 4].map(() => callApi(echo, {}).catch((e: unknown) => e)))
    await vi.advanceTimersByTimeAsync(1100)
    const errors = await calls
    expect(errors.every((e) => (e as Error).message === NEED_LOGIN)).toBe(true)
    expect(uiLog.toasts).toHaveLength(1)
    expect(navigationLog.filter((entry) => entry.url.includes('account/login'))).toHaveLength(1)
  })

  it('401s spread over seconds: one expiry toast and one login flow per expired session', async () => {
    setUserToken('expired')
    setRoute('pages/home/stock/index')
    // Sent together with the expired session; their answers arrive at 0 s, 1.2 s and 2.5 s.
    const arrivals = [10, 1200, 2500]
    answer(async () => {
      await delay(arrivals.shift() ?? 10)
      return envelope(401, '登录已过期')
    })
    const first = callApi(echo, {}).catch((e: unknown) => e)
    const held = [callApi(echo, {}).catch((e: unknown) => e), callApi(echo, {}).catch((e: unknown) => e)]
    await vi.advanceTimersByTimeAsync(1300)
    await vi.advanceTimersByTimeAsync(1300)
    await vi.advanceTimersByTimeAsync(1300)
    await Promise.all([first, ...held])
    expect(uiLog.toasts.filter((toast) => toast.title === '登录已过期，需要重新登录')).toHaveLength(1)
    expect(navigationLog.filter((entry) => entry.url.includes('account/login'))).toHaveLength(1)
  })

  it('402: a modal for the current account, then bind-enterprise with a redirect back', async () => {
    useSession.setState({ userInfo: { accountId: 777 } as never })
    setRoute('pages/home/stock/index')
    // A reply naming another account does not change whose store is asked for.
    answer(() => envelope(402, '请先开通店铺', { accountId: 555 }))
    await expect(callApi(echo, {})).rejects.toMatchObject({ code: 402 })
    await vi.advanceTimersByTimeAsync(0)
    expect(uiLog.modals[0].content).toContain('777')
    expect(uiLog.modals[0].content).not.toContain('555')
    expect(uiLog.modals[0]).toMatchObject({ confirmText: '确定', cancelText: '取消', showCancel: true })
    expect(navigationLog.at(-1)).toEqual({
      method: 'navigateTo',
      url: `/pages/account/bind-enterprise/index?accountId=777&redirect=${encodeURIComponent('/pages/home/stock/index')}`,
    })
  })

  it('402 declined: no navigation', async () => {
    modalAnswers.push(false)
    answer(() => envelope(402, '请先开通店铺'))
    await expect(callApi(echo, {})).rejects.toMatchObject({ code: 402 })
    await vi.advanceTimersByTimeAsync(0)
    expect(navigationLog).toEqual([])
  })

  it("403: the server's title and content with one acknowledge button", async () => {
    answer(() => envelope(403, '无权限', { title: '暂无权限', content: '请联系店铺管理员开通' }))
    await expect(callApi(echo, {})).rejects.toMatchObject({ code: 403 })
    expect(uiLog.modals).toEqual([{ title: '暂无权限', content: '请联系店铺管理员开通', confirmText: '知道了', showCancel: false, cancelText: '取消', confirmColor: COLOR.accent }])
    expect(uiLog.toasts).toEqual([])
  })

  it('600000001: title, content and the membership page to open', async () => {
    answer(() => envelope(600000001, '需要会员', { title: '开通会员', content: '会员专享', openMemberH5Url: 'https://luxtrade.cn/member' }))
    await expect(callApi(echo, {})).rejects.toMatchObject({ code: 600000001 })
    await vi.advanceTimersByTimeAsync(0)
    expect(uiLog.modals[0]).toMatchObject({ title: '开通会员', content: '会员专享', confirmText: '去开通' })
    expect(navigationLog.at(-1)).toEqual({
      method: 'navigateTo',
      url: `/pages/web-view/index?src=${encodeURIComponent('https://luxtrade.cn/member')}`,
    })
  })

  it.each([600000002, 600000003])('%s: a modal with the server title and content', async (code) => {
    answer(() => envelope(code, '提示', { title: '保证金不足', content: '请先补足保证金' }))
    await expect(callApi(echo, {})).rejects.toMatchObject({ code })
    expect(uiLog.modals[0]).toMatchObject({ title: '保证金不足', content: '请先补足保证金' })
  })

  it('60001: the maintenance toast for an hour, with a mask', async () => {
    answer(() => envelope(60001, '预计30分钟后恢复'))
    await expect(callApi(echo, {}, { handleError: true })).rejects.toMatchObject({ code: 60001 })
    expect(uiLog.toasts).toEqual([{ title: '系统维护中，预计30分钟后恢复', icon: 'none', duration: 3600000, mask: true }])
    expect(MAINTENANCE_TOAST_MS).toBe(3600000)
  })
})

describe('the loading indicator', () => {
  it('stays hidden for a call answered within 200 ms', async () => {
    expect(LOADING_DELAY_MS).toBe(200)
    answer(async () => {
      await delay(50)
      return envelope(200, 'ok', { ok: true })
    })
    await callApi(echo, {})
    expect(uiLog.loading).toEqual([])
  })

  it('shows for a slower call and hides on the response', async () => {
    answer(async () => {
      await delay(LOADING_DELAY_MS + 150)
      return envelope(200, 'ok', { ok: true })
    })
    const call = callApi(echo, {})
    await new Promise((done) => setTimeout(done, LOADING_DELAY_MS + 50))
    expect(uiLog.loading).toEqual(['show'])
    expect(useSession.getState().displayLoading).toBe(true)
    await call
    expect(uiLog.loading).toEqual(['show', 'hide'])
    expect(useSession.getState().displayLoading).toBe(false)
  })

  it('appears at 200 ms exactly, not before (spec section 9)', () => {
    vi.useFakeTimers()
    try {
      const done = trackLoading()
      vi.advanceTimersByTime(199)
      expect(uiLog.loading).toEqual([])
      vi.advanceTimersByTime(1)
      expect(uiLog.loading).toEqual(['show'])
      done()
      expect(uiLog.loading).toEqual(['show', 'hide'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('can be turned off per call', async () => {
    answer(async () => {
      await delay(LOADING_DELAY_MS + 100)
      return envelope(200, 'ok', { ok: true })
    })
    await callApi(echo, {}, { loading: false })
    expect(uiLog.loading).toEqual([])
  })
})
