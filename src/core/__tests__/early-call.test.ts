import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DEMO_TOKEN, PEER_TOKEN } from '@mocks/db'
import { mockServer } from '@mocks/node'
import { LANDING_CALLS, earlyCallScript } from '../../../config/early-call'
import { LANDING_DATA, prefetchLandingData } from '../../landing'
import { accountApi } from '../api/account'
import { dashboardApi } from '../api/dashboard'
import { applyLaunchActivity, initApp, resetAppInit } from '../app/init'
import { appVersion } from '../platform/env'
import { callApi } from '../request'
import { apiBase } from '../request/base-url'
import { setUserToken, useSession } from '../session/store'
import { LANDING_REPLY_MAX_AGE_MS } from '../request/early'

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
  // A page without landing data: only start-up's calls go early.
  beforeEach(() => window.history.replaceState(null, '', '/pages/post/detail/index'))
  afterEach(() => {
    window.history.replaceState(null, '', '/')
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

/** Every request to the mock from now on in the test, as sent. */
function recordRequests(): Request[] {
  const seen: Request[] = []
  mockServer.events.on('request:start', ({ request }) => seen.push(request.clone()))
  return seen
}

const openOn = (path: string) => window.history.replaceState(null, '', `/${path}`)
const landingPath = (page: string) => new URL(`http://x/${LANDING_CALLS.find((call) => call.page === page)!.path}`).pathname
const settle = () => new Promise((done) => setTimeout(done, 50))

describe('the landing tab’s data sent early (index.html, with start-up’s calls)', () => {
  afterEach(() => {
    window.__earlyCalls = undefined
    resetAppInit()
    openOn('')
    vi.useRealTimers()
  })

  it('covers the tabs the app asks landing data for', () => {
    expect(LANDING_CALLS.map((call) => call.page).sort()).toEqual(Object.keys(LANDING_DATA).sort())
  })

  it.each(LANDING_CALLS.map((call) => call.page))('on %s: the same request as the app’s, its reply taken past start-up, the server asked once', async (page) => {
    setUserToken(DEMO_TOKEN)
    openOn(page)
    const seen = recordRequests()
    runIndexHtmlScript()
    await initApp({ withSilentLogin: false })
    // Start-up is over; the landing data waits for the landing prefetch.
    expect(window.__earlyCalls?.map((call) => call.landing)).toEqual([true])
    prefetchLandingData()
    await settle()
    const path = landingPath(page)
    const landing = () => seen.filter((request) => new URL(request.url).pathname === path)
    expect(landing()).toHaveLength(1)
    expect(window.__earlyCalls).toEqual([])

    // The app's own call, asked again (a refresh): identical but for the time.
    const { queryClient } = await import('@/shared/query/client')
    const ofLanding = { predicate: (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).endsWith(path) }
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll(ofLanding)
          .map((query) => query.state.status),
      ).toEqual(['success']),
    )
    await queryClient.refetchQueries(ofLanding)
    expect(landing()).toHaveLength(2)
    const [early, own] = landing()
    expect(own.url).toBe(early.url)
    expect(withoutTimestamp(own)).toEqual(withoutTimestamp(early))
    expect(early.headers.get('userToken')).toBe(DEMO_TOKEN)
  })

  it('signed out: the feed and the trade home go early, not the stock overview', () => {
    for (const page of LANDING_CALLS.map((call) => call.page)) {
      openOn(page)
      runIndexHtmlScript()
      const landing = window.__earlyCalls!.filter((call) => call.landing)
      expect(landing.map((call) => new URL(call.url).pathname)).toEqual(page === 'pages/home/stock/index' ? [] : [landingPath(page)])
    }
  })

  it('a stock host (shared items only) sends start-up’s calls but no tab’s data', () => {
    const location = { hostname: 'stock.example.com', pathname: '/pages/home/post/index', search: '' }
    const stockHost = { localStorage, fetch: window.fetch.bind(window), AbortController, location } as unknown as Window
    new Function('window', earlyCallScript())(stockHost)
    expect(stockHost.__earlyCalls?.map((call) => new URL(call.url).pathname)).toEqual(['/dashboard/appVersion'])
  })

  it('the site root is the home tab; other pages send none', () => {
    openOn('')
    runIndexHtmlScript()
    expect(window.__earlyCalls!.filter((call) => call.landing).map((call) => new URL(call.url).pathname)).toEqual(['/post/feed'])
    openOn('pages/post/detail/index')
    runIndexHtmlScript()
    expect(window.__earlyCalls!.filter((call) => call.landing)).toEqual([])
  })

  it('a reply older than its time is not taken: the page asks the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    openOn('pages/home/trade/index')
    const seen = recordRequests()
    runIndexHtmlScript()
    await initApp({ withSilentLogin: false })
    vi.setSystemTime(Date.now() + LANDING_REPLY_MAX_AGE_MS + 1)
    prefetchLandingData()
    await settle()
    expect(seen.filter((request) => request.url.endsWith('/trade/home'))).toHaveLength(2)
  })
})

describe('early calls with an activity (the address’s, else the stored one)', () => {
  afterEach(() => {
    window.__earlyCalls = undefined
    resetAppInit()
    window.history.replaceState(null, '', '/')
    useSession.setState({ activityInfo: { activityId: '', activityType: '' } })
  })

  it.each([
    ['in the address', '/pages/home/trade/index?activity_id=A7&activity_type=guanhuo', {}],
    ['stored from an earlier visit', '/pages/home/trade/index', { activity_id: 'A7', activity_type: 'guanhuo' }],
  ])('%s: carry it as the app does, so start-up and the landing data are asked once', async (_, address, storedActivity) => {
    for (const [key, value] of Object.entries(storedActivity)) localStorage.setItem(key, JSON.stringify({ data: value }))
    window.history.replaceState(null, '', address)
    const seen = recordRequests()
    runIndexHtmlScript()
    applyLaunchActivity()
    await initApp({ withSilentLogin: false })
    prefetchLandingData()
    await settle()
    expect(paths(seen)).toEqual(['/dashboard/appVersion', '/trade/home'])
    seen.forEach((request) => {
      expect(request.headers.get('activityId')).toBe('A7')
      expect(request.headers.get('activityType')).toBe('guanhuo')
    })
    expect(useSession.getState().activityInfo).toEqual({ activityId: 'A7', activityType: 'guanhuo' })
  })

  it('a landing reply past its time is dropped by the next request, not kept with its headers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    window.history.replaceState(null, '', '/pages/home/trade/index')
    runIndexHtmlScript()
    await initApp({ withSilentLogin: false })
    expect(window.__earlyCalls).toHaveLength(1)
    vi.setSystemTime(Date.now() + LANDING_REPLY_MAX_AGE_MS + 1)
    await callApi(dashboardApi.appVersion, { version: appVersion })
    expect(window.__earlyCalls).toEqual([])
    vi.useRealTimers()
  })
})
