import { http, HttpResponse } from 'msw'
import { DEMO_TOKEN, PEER_TOKEN } from '../../../mocks/db'
import { mockServer } from '../../../mocks/node'
import { earlyCallScript } from '../../../config/early-call'
import { accountApi } from '../api/account'
import { dashboardApi } from '../api/dashboard'
import { initApp, resetAppInit } from '../app/init'
import { appVersion } from '../platform/env'
import { callApi } from '../request'
import { apiBase } from '../request/base-url'
import { setUserToken, useSession } from '../session/store'

/** Captures start-up's two calls; the app version reply says which turn it was, the mock answers the info. */
function answerStartUp() {
  const seen: Request[] = []
  mockServer.use(
    http.post('*/dashboard/appVersion', ({ request }) => {
      seen.push(request.clone())
      return HttpResponse.json({ code: 200, msg: 'ok', data: { configList: [{ name: 'turn', versions: '', value: seen.length }] } })
    }),
    http.get('*/account/v3/info', ({ request }) => {
      seen.push(request.clone())
    }),
  )
  return seen
}

const runIndexHtmlScript = () => new Function(earlyCallScript())()
const withoutTimestamp = (request: Request) => [...request.headers].filter(([name]) => name !== 'timestamp')
const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname)

describe('start-up calls sent early (index.html, before the app code)', () => {
  afterEach(() => {
    window.__earlyCalls = undefined
    resetAppInit()
  })

  it('are the requests the app would send, and the app takes their replies instead of asking again', async () => {
    setUserToken(DEMO_TOKEN)
    const seen = answerStartUp()
    runIndexHtmlScript()
    expect(window.__earlyCalls?.map((call) => call.url)).toEqual([`${apiBase()}dashboard/appVersion`, `${apiBase()}account/v3/info`])
    await initApp({ withSilentLogin: false })
    expect(paths(seen)).toEqual(['/dashboard/appVersion', '/account/v3/info'])
    expect(useSession.getState().userInfo?.accountId).toBeTruthy()

    // The same calls from the app itself: identical but for the time they were made.
    await callApi(dashboardApi.appVersion, { version: appVersion })
    await callApi(accountApi.info)
    expect(seen).toHaveLength(4)
    for (const [early, own] of [
      [seen[0], seen[2]],
      [seen[1], seen[3]],
    ]) {
      expect(early.method).toBe(own.method)
      expect(early.url).toBe(own.url)
      expect(await early.text()).toBe(await own.text())
      expect(withoutTimestamp(early)).toEqual(withoutTimestamp(own))
      expect(early.headers.get('userToken')).toBe(DEMO_TOKEN)
    }
  })

  it('signed out, only the app version goes early', async () => {
    const seen = answerStartUp()
    runIndexHtmlScript()
    expect(window.__earlyCalls).toHaveLength(1)
    await initApp({ withSilentLogin: false })
    expect(paths(seen)).toEqual(['/dashboard/appVersion'])
    expect(seen[0].headers.get('userToken')).toBeNull()
  })

  it('are the session’s own: after another login meanwhile, or with an activity set, the app asks anew', async () => {
    setUserToken(DEMO_TOKEN)
    const seen = answerStartUp()
    runIndexHtmlScript()
    setUserToken(PEER_TOKEN)
    useSession.setState({ activityInfo: { activityId: 'A1', activityType: 'guanhuo' } })
    await initApp({ withSilentLogin: false })
    // Each call twice: the early one (not taken) and the app's own.
    expect(paths(seen).sort()).toEqual(['/account/v3/info', '/account/v3/info', '/dashboard/appVersion', '/dashboard/appVersion'])
    const own = seen.filter((request) => request.headers.get('userToken') === PEER_TOKEN)
    expect(paths(own).sort()).toEqual(['/account/v3/info', '/dashboard/appVersion'])
    own.forEach((request) => expect(request.headers.get('activityId')).toBe('A1'))
    expect(useSession.getState().userInfo?.nickname).not.toBe(undefined)
  })

  it('that start-up did not take are forgotten once it is done', async () => {
    const seen = answerStartUp()
    runIndexHtmlScript()
    setUserToken(DEMO_TOKEN)
    await initApp({ withSilentLogin: false })
    expect(window.__earlyCalls).toBeUndefined()
    await callApi(dashboardApi.appVersion, { version: appVersion })
    expect(paths(seen).filter((path) => path === '/dashboard/appVersion')).toHaveLength(3)
  })

  it('are not sent when a tester chose another host (stored apiEnv): the app asks that host', () => {
    localStorage.setItem('apiEnv', JSON.stringify({ data: 'test2' }))
    runIndexHtmlScript()
    expect(window.__earlyCalls).toBeUndefined()
  })

  it('fail like the app’s own call when the network does: start-up goes on with audit mode off', async () => {
    mockServer.use(http.post('*/dashboard/appVersion', () => HttpResponse.error()))
    runIndexHtmlScript()
    await expect(callApi(dashboardApi.appVersion, { version: appVersion }, { handleError: true })).rejects.toMatchObject({ code: -1 })
    expect(window.__earlyCalls).toEqual([])
  })
})
