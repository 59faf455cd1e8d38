import { http, HttpResponse } from 'msw'
import { mockServer } from '../../../mocks/node'
import { earlyCallScript } from '../../../config/early-call'
import { dashboardApi } from '../api/dashboard'
import { appVersion } from '../platform/env'
import { callApi } from '../request'
import { apiBase } from '../request/base-url'
import { setUserToken } from '../session/store'

/** Answers the app version call with a config list naming the call's turn, capturing each request. */
function answerAppVersion() {
  const seen: Request[] = []
  mockServer.use(
    http.post('*/dashboard/appVersion', ({ request }) => {
      seen.push(request.clone())
      return HttpResponse.json({ code: 200, msg: 'ok', data: { configList: [{ name: 'turn', versions: '', value: seen.length }] } })
    }),
  )
  return seen
}

const runIndexHtmlScript = () => new Function(earlyCallScript())()
const withoutTimestamp = (request: Request) => [...request.headers].filter(([name]) => name !== 'timestamp')

describe('the early app version call (index.html, before the app code)', () => {
  afterEach(() => {
    window.__earlyCall = undefined
  })

  it('is the request the app would send, and the app takes its reply instead of asking again', async () => {
    setUserToken('t-early')
    const seen = answerAppVersion()
    runIndexHtmlScript()
    expect(window.__earlyCall?.url).toBe(`${apiBase()}dashboard/appVersion`)
    const reply = await callApi(dashboardApi.appVersion, { version: appVersion })
    expect(seen).toHaveLength(1)
    expect(reply.configList[0].value).toBe(1)

    // The same call from the app: identical but for the time it was made.
    const again = await callApi(dashboardApi.appVersion, { version: appVersion })
    expect(again.configList[0].value).toBe(2)
    expect(seen).toHaveLength(2)
    expect(seen[0].url).toBe(seen[1].url)
    expect(await seen[0].text()).toBe(await seen[1].text())
    expect(withoutTimestamp(seen[0])).toEqual(withoutTimestamp(seen[1]))
    expect(seen[0].headers.get('userToken')).toBe('t-early')
    expect(Number(seen[0].headers.get('timestamp'))).toBeGreaterThan(Date.now() - 5000)
  })

  it('is not sent when a tester chose another host (stored apiEnv): the app asks that host', () => {
    localStorage.setItem('apiEnv', JSON.stringify({ data: 'test2' }))
    runIndexHtmlScript()
    expect(window.__earlyCall).toBeUndefined()
  })

  it('fails like the app’s own call when the network does: start-up goes on (audit mode off)', async () => {
    mockServer.use(http.post('*/dashboard/appVersion', () => HttpResponse.error()))
    runIndexHtmlScript()
    await expect(callApi(dashboardApi.appVersion, { version: appVersion }, { handleError: true })).rejects.toMatchObject({ code: -1 })
  })
})
