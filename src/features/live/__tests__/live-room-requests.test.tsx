import { act, waitFor } from '@testing-library/react'
import { renderPage } from '@test/render'
import { mockServer } from '@mocks/node'
import { mockClock } from '@mocks/lib/clock'
import { resetServerClock } from '@/core/clock'
import LiveRoomPage from '@/pages/live/room/index'

afterEach(() => {
  vi.useRealTimers()
  mockClock.reset()
  resetServerClock()
})

/** Every request the page makes to the backend (stream files apart) from now on. */
function countRequests(): string[] {
  const paths: string[] = []
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/mock-')) paths.push(`${request.method} ${url.pathname}`)
  })
  return paths
}

describe('an idle live room', () => {
  it('asks the server at most 30 times a minute: the room and its lot in one reply', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    renderPage(<LiveRoomPage />, 'pages/live/room/index', { query: { id: '7511' }, signedIn: true })
    await waitFor(() => expect(document.querySelector('.live-lot')).not.toBeNull())
    const paths = countRequests()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000)
    })
    const byPath = paths.reduce<Record<string, number>>((counts, path) => ({ ...counts, [path]: (counts[path] ?? 0) + 1 }), {})
    console.log('idle live room, requests in 60 s:', paths.length, byPath)
    expect(paths.length).toBeLessThanOrEqual(32)
    expect(Object.keys(byPath)).toEqual(['GET /live/room'])
  })
})
