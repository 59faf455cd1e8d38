import { parseRouteUrl } from '@/core/navigation'
import { HOSTILE_RETURNS, RESULT_PATH as RESULT } from '@test/hostile-returns'
import { LOCAL_APP_ORIGIN, ownReturnUrl, ownRouteTarget } from './return-url'

const APP = 'http://127.0.0.1:4173'
const isApp = (origin: string) => origin === APP

describe('the return-address rule: an absolute return (a payment’s)', () => {
  it('takes our origin and a page of ours, normalised without a fragment', () => {
    expect(ownReturnUrl(`${APP}${RESULT}`, isApp)).toBe(`${APP}${RESULT}`)
    expect(ownReturnUrl(`${APP}${RESULT}#x`, isApp)).toBe(`${APP}${RESULT}`)
  })

  it.each(HOSTILE_RETURNS)('refuses %s', (_, address) => {
    expect(ownReturnUrl(address, isApp)).toBeNull()
  })

  it('refuses nothing at all and an over-long address', () => {
    expect(ownReturnUrl('', isApp)).toBeNull()
    expect(ownReturnUrl(null, isApp)).toBeNull()
    expect(ownReturnUrl(`${APP}${RESULT}&x=${'a'.repeat(2100)}`, isApp)).toBeNull()
  })

  it('the local origins: 127.0.0.1, localhost and *.localhost only, http, exactly', () => {
    for (const origin of ['http://127.0.0.1:10086', 'http://localhost:4173', 'http://stock.localhost:4173', 'http://127.0.0.1']) expect(LOCAL_APP_ORIGIN.test(origin)).toBe(true)
    for (const origin of [
      'http://127.0.0.1.evil.example:4173',
      'http://localhost.evil.example',
      'https://evil.example',
      'http://evil-localhost:4173',
      'http://127.0.0.2:4173',
      'javascript://127.0.0.1',
    ])
      expect(LOCAL_APP_ORIGIN.test(origin)).toBe(false)
  })
})

describe('the return-address rule: an in-app return (redirect, backUrl, btnLink, returnTo)', () => {
  it('takes a page of ours with its query, with or without the leading slash', () => {
    expect(ownRouteTarget(RESULT)).toEqual({ path: 'pages/order/cash/result/index', query: { payOrderNo: 'PO1' } })
    expect(ownRouteTarget('pages/home/stock/index')).toEqual({ path: 'pages/home/stock/index', query: {} })
    // A query value may hold any text (a search word with a space).
    expect(ownRouteTarget('/pages/home/stock/index?kw=LV 包')?.query).toEqual({ kw: 'LV 包' })
  })

  it.each(HOSTILE_RETURNS)('refuses %s', (_, address) => {
    expect(ownRouteTarget(address)).toBeNull()
    // parseRouteUrl (every page's reader) decodes once, then applies the same rule.
    expect(parseRouteUrl(address)).toBeNull()
    expect(parseRouteUrl(encodeURIComponent(address))).toBeNull()
  })
})
