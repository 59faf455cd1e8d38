import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { yuan } from '@test/dom'
import { resetServerClock } from '@/core/clock'
import LiveRoomPage from '@/pages/live/room/index'
import { currentPrice, findLot, findSession, lotsOf, settleAuctions } from '@mocks/db/auction'
import { mockClock } from '@mocks/lib/clock'
import { HAMMER_BANNER_MS } from '../hammer-banner'
import { COMMENT_MAX } from '../comment-rules'
import { ROOM_POLL_MS } from '../room'

const open = (id = 7511, signedIn = true) => renderPage(<LiveRoomPage />, 'pages/live/room/index', { query: { id: String(id) }, signedIn })
const lotCard = () => document.querySelector('.live-lot') as HTMLElement | null
const commentInput = () => document.querySelector('.live-comment-box__input input, input.live-comment-box__input') as HTMLInputElement
const comments = () => [...document.querySelectorAll('.live-comment')].map((row) => row.textContent ?? '')
const type = (text: string) => fireEvent.input(commentInput(), { target: { value: text } })

function liveLotOf(sessionId: number) {
  settleAuctions()
  return lotsOf(findSession(sessionId)!).find((lot) => lot.status === 'live')!
}

const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType')

afterEach(() => {
  vi.useRealTimers()
  mockClock.reset()
  resetServerClock()
  canPlay.mockReset()
})

describe("the host's stream", () => {
  it('plays the HLS loop the server names where the browser plays HLS itself, and the mock serves it offline', async () => {
    canPlay.mockImplementation((kind) => (kind === 'application/vnd.apple.mpegurl' ? 'maybe' : ''))
    open()
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toMatch(/\/mock-stream\/loop\.m3u8$/))
    const video = document.querySelector('video')!
    expect(video.muted).toBe(true)
    expect(video.autoplay).toBe(true)
    expect(video).toHaveAttribute('aria-label', '臻品名包汇的直播画面')
    const playlist = await fetch(video.getAttribute('src')!)
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = await playlist.text()
    expect(text).toMatch(/^#EXTM3U/)
    const segments = text.split('\n').filter((line) => line.endsWith('.m2t'))
    expect(segments).toHaveLength(2)
    const segment = await fetch(new URL(segments[0], video.getAttribute('src')!))
    const bytes = new Uint8Array(await segment.arrayBuffer())
    // An MPEG-TS segment: 188-byte packets, each starting with the sync byte 0x47
    expect(bytes.length % 188).toBe(0)
    expect(bytes[0]).toBe(0x47)
    expect(bytes[188]).toBe(0x47)
  })

  it('loads hls.js only where the browser cannot play HLS, and says so when neither can', async () => {
    canPlay.mockReturnValue('')
    open()
    // jsdom has no MediaSource: hls.js is loaded, finds it cannot play, and the room goes on
    expect(await screen.findByText('当前浏览器无法播放直播，可继续竞拍', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(document.querySelector('video')).not.toHaveAttribute('src')
    expect(lotCard()).not.toBeNull()
  })
})

describe('comments', () => {
  it("shows the viewers' comments and sends one that appears at once, as text", async () => {
    open()
    await waitFor(() => expect(comments().length).toBeGreaterThan(0))
    expect(comments().some((row) => row.includes('主播晚上好！'))).toBe(true)
    const polled = recordQueries('/live/room')
    type('这只包还有小票吗？<3')
    expect(screen.getByText(`11/${COMMENT_MAX}`)).toBeInTheDocument()
    fireEvent.click(screen.getByText('发送'))
    await waitFor(() => expect(comments()[0]).toBe('我：这只包还有小票吗？<3'))
    // At once: from the send's reply, not from a poll
    expect(polled).toHaveLength(0)
    expect(commentInput().value).toBe('')
  })

  it('refuses an empty comment, markup and more than 50 characters before sending; the server refuses them too', async () => {
    open()
    await waitFor(() => expect(commentInput()).toBeTruthy())
    const sent = recordQueries('/live/room/comment', 'POST')
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText('请输入评论内容')).toBeInTheDocument()
    type('<img src=x onerror=alert(1)>')
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText('评论只能是文字，不能带网页代码')).toBeInTheDocument()
    type('好'.repeat(COMMENT_MAX + 1))
    expect(screen.getByText(`${COMMENT_MAX + 1}/${COMMENT_MAX}`)).toHaveClass('live-comment-box__count--over')
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText(`评论最多${COMMENT_MAX}个字`)).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    expect(document.querySelector('.live-comments img')).toBeNull()
  })

  it('signed out, the box asks to log in', async () => {
    open(7511, false)
    expect(await screen.findByText('登录后参与评论')).toBeInTheDocument()
    expect(document.querySelector('.live-comment-box__send')).toBeNull()
  })
})

describe('关注 and share', () => {
  it('follows the host on the server: still followed when the room is opened again; unfollows', async () => {
    const first = open()
    const follow = await screen.findByText('+ 关注')
    const before = Number(/(\d+)人关注/.exec(document.body.textContent ?? '')![1])
    fireEvent.click(follow)
    expect(await screen.findByText('已关注', { selector: '.live-follow' })).toBeInTheDocument()
    expect(screen.getByText(`${before + 1}人关注`)).toBeInTheDocument()
    first.unmount()
    open()
    const followed = await screen.findByText('已关注', { selector: '.live-follow' })
    expect(followed).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(followed)
    expect(await screen.findByText('+ 关注')).toBeInTheDocument()
    expect(screen.getByText(`${before}人关注`)).toBeInTheDocument()
  })

  it("shares the room with the browser's share sheet on H5", async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    open()
    fireEvent.click(await screen.findByText('分享'))
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: '臻品名包汇 · 爱马仕直播夜拍', url: expect.stringContaining('/pages/live/room/index?id=7511') }))
    Reflect.deleteProperty(navigator, 'share')
  })
})

describe('落槌', () => {
  it("shows the server's result when the lot closes, for a few seconds, then the next lot", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    open()
    await waitFor(() => expect(lotCard()).not.toBeNull())
    // A room opened just after a hammer fall shows it too: let that one pass first.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HAMMER_BANNER_MS + 100)
    })
    const lot = liveLotOf(7011)
    expect(document.querySelector('.live-hammer')).toBeNull()
    mockClock.set(() => lot.endAt + 500)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ROOM_POLL_MS + 100)
    })
    await waitFor(() => expect(document.querySelector('.live-hammer')).not.toBeNull())
    const closed = findLot(lot.id)!
    const result = closed.status === 'sold' ? `落槌！成交 ${yuan(currentPrice(closed)!)}` : '落槌！流拍'
    expect(document.querySelector('.live-hammer')).toHaveTextContent(result)
    expect(document.querySelector('.live-hammer')).toHaveTextContent(`第${lot.lotNo}号`)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HAMMER_BANNER_MS + 100)
    })
    expect(document.querySelector('.live-hammer')).toBeNull()
    expect(lotCard()).toHaveTextContent(`第${lot.lotNo + 1}号`)
  })

  it('the current lot counts down in the red of every countdown', async () => {
    open()
    await waitFor(() => expect(lotCard()).not.toBeNull())
    expect(lotCard()!.querySelector('[role="timer"]')).toHaveClass('live-remaining')
    // The auction's countdowns are --app-danger (auction.less); the room's too, not the gold accent
    const styles = readFileSync(resolve(__dirname, '..', 'live.less'), 'utf8')
    expect(/\.live-remaining \{[^}]*?color: var\(--app-danger\)/.exec(styles)).not.toBeNull()
  })
})
