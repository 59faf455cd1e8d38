// @vitest-environment node
import { checkCodeApi, type CheckCreateInput } from '../../src/features/check-code/api'
import { CHECK_REFUSALS, CHECK_STATUSES, CHECK_TABS, checkTabCount, NOT_AUTHENTICITY_TEXT } from '../../src/features/check-code/machine'
import { DEMO_TOKEN, PEER_TOKEN, resetDb } from '@mocks/db'
import { bringCheckDue, CHECK_MS, findCheck } from '@mocks/db/check-code'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'

let offset = 0
const advance = (ms: number) => {
  offset += ms
  mockClock.set(() => Date.now() + offset)
}

beforeEach(() => {
  resetDb()
  offset = 0
  mockClock.reset()
})
afterEach(() => mockClock.reset())

const input = (overrides: Partial<CheckCreateInput> = {}): CheckCreateInput => ({
  brand: 'lv',
  code: 'SD2107',
  noCode: false,
  stampShape: '',
  photos: ['/mock-images/goods-0.svg'],
  note: '',
  ...overrides,
})

const detail = async (id: number, token = DEMO_TOKEN) => (await mockCall(checkCodeApi.detail, { id }, token)).data

async function createdAndRead(overrides: Partial<CheckCreateInput> = {}) {
  const reply = await mockCall(checkCodeApi.create, input(overrides))
  expect(reply.code).toBe(200)
  expect(reply.data.status).toBe('submitted')
  expect(reply.data.actions).toEqual(['cancel'])
  advance(CHECK_MS + 1000)
  return detail(reply.data.id)
}

describe('code check requests (mock)', () => {
  it('seeds one request per state with counts that add up by tab', async () => {
    const counts = (await mockCall(checkCodeApi.counts, undefined)).data
    for (const status of CHECK_STATUSES) expect(counts[status]).toBeGreaterThan(0)
    const all = (await mockCall(checkCodeApi.list, { tab: 'all', pageSize: 50 })).data
    expect(all.list).toHaveLength(checkTabCount(counts, CHECK_TABS[0].statuses))
    const decoded = (await mockCall(checkCodeApi.list, { tab: 'decoded', pageSize: 50 })).data
    expect(decoded.list.every((row) => row.status === 'decoded' && row.periodText)).toBe(true)
  })

  it('decodes an LV date code: week and year interleaved, the workshop place, high confidence', async () => {
    const read = await createdAndRead()
    expect(read.status).toBe('decoded')
    expect(read.result).toMatchObject({ years: [2017], periodText: '2017 年第 20 周', confidence: '高' })
    expect(read.result?.place).toContain('SD')
    expect(read.actions).toEqual([])
    expect(read.timeline.map((event) => event.status)).toEqual(['submitted', 'decoded'])
  })

  it('keeps the code exactly as typed', async () => {
    const read = await createdAndRead({ code: 'sd 2107' })
    expect(read.code).toBe('sd 2107')
    expect(read.codeText).toBe('sd 2107')
    expect(read.status).toBe('decoded')
  })

  it('gives every candidate year of an ambiguous code (Chanel range, Hermès unframed letter)', async () => {
    const chanel = await createdAndRead({ brand: 'chanel', code: '1234567' })
    expect(chanel.result?.years).toEqual([1989, 1990, 1991])
    const hermes = await createdAndRead({ brand: 'hermes', code: 'A', stampShape: '无框' })
    expect(hermes.result?.years).toEqual([1945, 2017])
    expect(hermes.result?.confidence).toBe('低')
  })

  it('accepts 无码 for LV and Chanel (made from 2021), refuses it for Hermès', async () => {
    const lv = await createdAndRead({ code: '', noCode: true })
    expect(lv.codeText).toBe('无码')
    expect(lv.result?.years[0]).toBe(2021)
    expect((await createdAndRead({ brand: 'chanel', code: '', noCode: true })).status).toBe('decoded')
    const refused = await mockCall(checkCodeApi.create, input({ brand: 'hermes', code: '', noCode: true }))
    expect(refused.code).toBe(CHECK_REFUSALS.noCodeNotAllowed)
    expect(refused.msg).toContain('爱马仕')
  })

  it('refuses a request without a brand, a code or a photo (code 40961) but never an unusual code', async () => {
    expect((await mockCall(checkCodeApi.create, input({ brand: 'gucci' }))).code).toBe(CHECK_REFUSALS.badRequest)
    const noCode = await mockCall(checkCodeApi.create, input({ code: '  ' }))
    expect([noCode.code, noCode.msg]).toEqual([CHECK_REFUSALS.badRequest, '请填写日期码，或拍清钢印后照原样填写'])
    expect((await mockCall(checkCodeApi.create, input({ photos: [] }))).msg).toBe('请上传至少1张码（钢印/标签）的清晰照片')
    expect((await mockCall(checkCodeApi.create, input({ brand: 'hermes', code: 'A', stampShape: '' }))).code).toBe(CHECK_REFUSALS.badRequest)
    expect((await mockCall(checkCodeApi.create, input({ code: '???' }))).code).toBe(200)
  })

  it('asks for more on an unreadable code; the supplement re-queues it and a corrected code is decoded', async () => {
    const asked = await createdAndRead({ code: 'S02I07' })
    expect(asked.status).toBe('needs_info')
    expect(asked.questions.map((question) => question.key)).toEqual(['code', 'photos'])
    expect(asked.actions).toEqual(['supplement', 'cancel'])
    const missing = await mockCall(checkCodeApi.supplement, { id: asked.id, code: 'SD2107', stampShape: '', photos: [], note: '' })
    expect([missing.code, missing.msg]).toEqual([CHECK_REFUSALS.badSupplement, '请补充至少1张码所在位置的近照'])
    const sent = await mockCall(checkCodeApi.supplement, { id: asked.id, code: 'SD2107', stampShape: '', photos: ['/mock-images/goods-1.svg'], note: '重新核对' })
    expect(sent.data.status).toBe('submitted')
    expect(sent.data.photos).toHaveLength(2)
    advance(CHECK_MS + 1000)
    const read = await detail(asked.id)
    expect(read.status).toBe('decoded')
    expect(read.code).toBe('SD2107')
    expect(read.supplements).toHaveLength(1)
  })

  it('a code still unreadable after the supplement ends unreadable, with the reason (not a verdict)', async () => {
    const asked = await createdAndRead({ code: 'LV12AB' })
    await mockCall(checkCodeApi.supplement, { id: asked.id, code: 'LV12AB', stampShape: '', photos: ['/mock-images/goods-1.svg'], note: '' })
    advance(CHECK_MS + 1000)
    const read = await detail(asked.id)
    expect(read.status).toBe('unreadable')
    expect(read.unreadableReason).toContain('不代表商品真伪')
  })

  it('Hermès with the frame unseen: asks for the frame; still unseen → every cycle as candidates', async () => {
    const asked = await createdAndRead({ brand: 'hermes', code: 'A', stampShape: '看不清' })
    expect(asked.questions.map((question) => question.key)).toEqual(['shape', 'photos'])
    await mockCall(checkCodeApi.supplement, { id: asked.id, code: '', stampShape: '看不清', photos: ['/mock-images/goods-1.svg'], note: '' })
    advance(CHECK_MS + 1000)
    const read = await detail(asked.id)
    expect(read.result?.years).toEqual([1945, 1971, 1997, 2017])
    expect(NOT_AUTHENTICITY_TEXT).toContain('不代表商品真伪')
  })

  it('refuses actions the state does not allow (40960): supplement while submitted, cancel once decoded', async () => {
    const reply = await mockCall(checkCodeApi.create, input())
    const early = await mockCall(checkCodeApi.supplement, { id: reply.data.id, code: 'X', stampShape: '', photos: ['/a.svg'], note: '' })
    expect([early.code, early.msg]).toEqual([CHECK_REFUSALS.stateMoved, '查码单当前为「查询中」，不能补充信息'])
    bringCheckDue(reply.data.id)
    const late = await mockCall(checkCodeApi.cancel, { id: reply.data.id })
    expect(late.code).toBe(CHECK_REFUSALS.stateMoved)
    expect(findCheck(reply.data.id)?.status).toBe('decoded')
  })

  it('cancels while submitted or asked', async () => {
    const cancelled = await mockCall(checkCodeApi.cancel, { id: 9602 })
    expect(cancelled.data.status).toBe('cancelled')
    expect(cancelled.data.actions).toEqual([])
  })

  it("hides another account's requests", async () => {
    expect((await mockCall(checkCodeApi.detail, { id: 9601 }, PEER_TOKEN)).code).toBe(CHECK_REFUSALS.notFound)
    expect((await mockCall(checkCodeApi.cancel, { id: 9601 }, PEER_TOKEN)).code).toBe(CHECK_REFUSALS.notFound)
  })
})
