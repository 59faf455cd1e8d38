// @vitest-environment node
import { helpApi, HELP_REFUSALS } from '../../src/features/help/api'
import { resetDb } from '@mocks/db'
import { activityPagesState, SCHEME_LINK_DAYS } from '@mocks/db/activity-pages'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

const DAY = 24 * 3600 * 1000
let now = 0
beforeEach(() => {
  resetDb()
  now = Date.parse('2026-11-20T04:00:00Z')
  mockClock.set(() => now)
})
afterEach(() => mockClock.reset())

describe('help centre', () => {
  it('lists categories with counts, one category, and searches questions and answers, signed out', async () => {
    const all = (await mockCall(helpApi.list, {}, '')).data
    expect(all.categories.map((entry) => entry.name)).toContain('活动与门票')
    expect((await mockCall(helpApi.list, { categoryId: 4 }, '')).data.questions.every((entry) => entry.categoryId === 4)).toBe(true)
    // a word only in an answer
    expect((await mockCall(helpApi.list, { keyword: '截图' }, '')).data.questions.map((entry) => entry.id)).toEqual([401])
    expect((await mockCall(helpApi.detail, { id: 9999 }, '')).code).toBe(HELP_REFUSALS.notFound)
  })
})

describe('activity by id', () => {
  it('says 未开始 / 进行中 / 已结束 on the server clock', async () => {
    expect((await mockCall(helpApi.activity, { id: 5001 }, '')).data.state).toBe('running')
    expect((await mockCall(helpApi.activity, { id: 5002 }, '')).data.state).toBe('not_started')
    expect((await mockCall(helpApi.activity, { id: 5003 }, '')).data.state).toBe('ended')
    now += 6 * DAY
    expect((await mockCall(helpApi.activity, { id: 5001 }, '')).data.state).toBe('ended')
    expect((await mockCall(helpApi.activity, { id: 1 }, '')).code).toBe(HELP_REFUSALS.activity)
  })
})

describe('url-scheme links', () => {
  it('answers only allow-listed ids, with WeChat link forms that last at most 30 days and are made anew near the end', async () => {
    const link = (await mockCall(helpApi.schemeLink, { id: 8001 }, '')).data
    expect(link.path).toBe('pages/activity/guanhuo-activity/index')
    expect(link.openlink.startsWith('weixin://dl/business/?t=')).toBe(true)
    expect(link.urlLink.startsWith('https://wxaurl.cn/')).toBe(true)
    expect(Date.parse(link.expiresAt) - now).toBeLessThanOrEqual(SCHEME_LINK_DAYS * DAY)
    for (const id of [0, 1, 9999]) expect((await mockCall(helpApi.schemeLink, { id }, '')).code).toBe(HELP_REFUSALS.schemeTarget)
    now += 29.5 * DAY
    const fresh = (await mockCall(helpApi.schemeLink, { id: 8001 }, '')).data
    expect(fresh.openlink).not.toBe(link.openlink)
    expect(Date.parse(fresh.expiresAt) - now).toBe(SCHEME_LINK_DAYS * DAY)
  })
})

describe('landings', () => {
  it('records the source of a signed-out visit', async () => {
    expect((await mockCall(helpApi.gooFish, {}, '')).data.item).toBeNull()
    await mockCall(helpApi.visit, { landing: 'goo-fish', source: 'xianyu-post', itemId: 3 }, '')
    expect(activityPagesState().visits.at(-1)).toMatchObject({ landing: 'goo-fish', source: 'xianyu-post', itemId: 3, signedIn: false })
  })
})
