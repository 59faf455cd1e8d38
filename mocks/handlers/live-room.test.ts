// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { liveApi } from '../../src/features/live/api'
import { COMMENT_MAX } from '../../src/features/live/comment-rules'
import { PEER_TOKEN } from '@mocks/db'
import { findSession, lotsOf, settleAuctions } from '@mocks/db/auction'
import { answer } from '@mocks/answer'
import { mockCall } from '@mocks/lib/call'
import { mockClock } from '@mocks/lib/clock'
import { HAMMER_SHOW_MS } from './live'

afterEach(() => mockClock.reset())

const room = async (id = 7511, token?: string) => (await mockCall(liveApi.room, { id }, token)).data!

describe('mock live room', () => {
  it('answers the room with its lot under the hammer in full, its stream, comments and 关注 in one reply', async () => {
    const live = await room()
    expect(live.currentLot).toMatchObject({ status: 'live', nextBidCents: expect.any(Number), version: expect.any(Number), extendWindowSeconds: 20 })
    expect(live.streamUrl).toBe('http://127.0.0.1:6003/mock-stream/loop.m3u8')
    expect(live.comments.length).toBeGreaterThan(0)
    expect(live.following).toBe(false)
    const over = await room(7514)
    expect(over).toMatchObject({ status: 'ended', streamUrl: null, viewerCount: 0, currentLot: null })
    expect((await room(7513)).streamUrl).toBeNull()
  })

  it('keeps plain comments of 1 to 50 characters and refuses markup, empty and longer ones; signed out, none', async () => {
    const said = await mockCall(liveApi.comment, { roomId: 7511, text: '  有证书吗  ' })
    expect(said.data).toMatchObject({ author: '我', text: '有证书吗', mine: true })
    expect((await room(7511, PEER_TOKEN)).comments[0]).toMatchObject({ text: '有证书吗', mine: false, author: expect.stringMatching(/\*\*$/) })
    expect(await mockCall(liveApi.comment, { roomId: 7511, text: '<script>alert(1)</script>' })).toMatchObject({ code: 400, msg: '评论只能是文字，不能带网页代码' })
    expect(await mockCall(liveApi.comment, { roomId: 7511, text: '   ' })).toMatchObject({ code: 400, msg: '请输入评论内容' })
    expect((await mockCall(liveApi.comment, { roomId: 7511, text: '好'.repeat(COMMENT_MAX + 1) })).code).toBe(400)
    expect((await mockCall(liveApi.comment, { roomId: 7511, text: '好'.repeat(COMMENT_MAX) })).code).toBe(200)
    expect((await mockCall(liveApi.comment, { roomId: 7511, text: 'hi' }, 'no-such-token')).code).toBe(401)
  })

  it('follows per account and counts the followers', async () => {
    const before = (await room()).followerCount
    expect((await mockCall(liveApi.follow, { roomId: 7511, follow: true })).data).toEqual({ following: true, followerCount: before + 1 })
    expect(await room()).toMatchObject({ following: true, followerCount: before + 1 })
    expect((await room(7511, PEER_TOKEN)).following).toBe(false)
    expect((await mockCall(liveApi.follow, { roomId: 7511, follow: false })).data).toEqual({ following: false, followerCount: before })
  })

  it("carries the last hammer fall for a few seconds after the close, with the engine's result", async () => {
    settleAuctions()
    const lot = lotsOf(findSession(7011)!).find((candidate) => candidate.status === 'live')!
    mockClock.set(() => lot.endAt + 1000)
    const hammer = (await room()).hammer!
    expect(hammer).toMatchObject({ lotId: lot.id, lotNo: lot.lotNo })
    expect(hammer.result === 'sold' ? typeof hammer.priceCents : hammer.priceCents).toBe(hammer.result === 'sold' ? 'number' : null)
    mockClock.set(() => lot.endAt + HAMMER_SHOW_MS + 1000)
    expect((await room()).hammer?.lotId).not.toBe(lot.id)
  })

  it('serves the generated HLS loop, small enough to commit', async () => {
    const playlist = readFileSync(resolve(__dirname, '..', 'stream', 'loop.m3u8'), 'utf8')
    expect(playlist).toContain('#EXT-X-ENDLIST')
    const files = playlist.split('\n').filter((line) => line.endsWith('.m2t'))
    const bytes = files.reduce((sum, file) => sum + readFileSync(resolve(__dirname, '..', 'stream', file)).length, 0)
    expect(bytes).toBeLessThan(60_000)
    expect((await answer(new Request('http://127.0.0.1:6003/mock-stream/loop-0.m2t'))).headers.get('content-type')).toBe('video/mp2t')
    expect((await answer(new Request('http://127.0.0.1:6003/mock-stream/seed.ts'))).status).toBe(404)
  })
})
