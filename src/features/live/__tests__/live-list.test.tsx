import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath } from '@test/server'
import { resetServerClock } from '@/core/clock'
import LiveListPage from '@/pages/live/list/index'
import { mockServer } from '@mocks/node'
import { envelope } from '@mocks/lib/handle'

import { wait } from '@test/dom'
import { mockClock } from '@mocks/lib/clock'

const open = (query: Record<string, string> = {}) => renderPage(<LiveListPage />, 'pages/live/list/index', { query })
const cards = () => [...document.querySelectorAll('.live-room-card')] as HTMLElement[]

afterEach(() => {
  vi.useRealTimers()
  mockClock.reset()
  resetServerClock()
})

describe('live list', () => {
  it('lists the rooms on air with the host, the audience and the lot under the hammer; a room opens', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('直播中')
    const hermes = cards().find((card) => card.textContent?.includes('爱马仕直播夜拍'))!
    expect(hermes).toHaveTextContent('臻品名包汇')
    expect(hermes).toHaveTextContent(/\d+人观看/)
    expect(hermes).toHaveTextContent(/正在拍 第[45]号/)
    expect(hermes).toHaveTextContent(/(当前|起拍) ¥[\d,]+/)
    await waitFor(() => expect(within(hermes).getByRole('timer')).toHaveTextContent(/剩余 0[01]:\d\d/))
    fireEvent.click(hermes)
    expect(navigationLog.at(-1)?.url).toBe('/pages/live/room/index?id=7511')
  })

  it('a room to come shows its start with a countdown; a room over says so', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    fireEvent.click(screen.getByRole('tab', { name: '预告' }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('中古首饰直播')
    expect(within(cards()[0]).getByRole('timer')).toHaveTextContent(/距开播 (1:00:0\d|5\d:\d\d)/)
    fireEvent.click(screen.getByRole('tab', { name: '已结束' }))
    await waitFor(() => expect(cards()[0]).toHaveTextContent('昨晚首饰直播回放'))
    expect(cards()[0]).toHaveTextContent('已结束')
    // A room over counts no audience any more
    expect(cards()[0]).not.toHaveTextContent(/人观看/)
  })

  it("counts down on the server's clock when the phone's clock is 10 minutes fast", async () => {
    // The server (and its seed) 10 minutes behind the phone.
    mockClock.set(() => Date.now() - 10 * 60_000)
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    // The next tick of the page's ticker reads the clock learnt from the answer.
    await waitFor(() => expect(within(cards()[0]).getByRole('timer')).toHaveTextContent(/剩余 0\d:\d\d/))
  })

  it('says when no room is on air', async () => {
    mockServer.use(http.get('*/live/rooms', () => HttpResponse.json(envelope({ list: [], total: 0, page: 1, pageSize: 10, hasMore: false, serverTime: new Date().toISOString() }))))
    open()
    expect(await screen.findByText('暂无正在直播的直播间，看看预告吧')).toBeInTheDocument()
  })

  it("shows the server's refusal with a retry", async () => {
    failWithEnvelope('/live/rooms', 500, '直播服务维护中')
    open()
    expect(await screen.findByText('直播服务维护中')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the rooms', async () => {
    const release = holdPath('/live/rooms')
    open()
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(cards()).toHaveLength(2))
  })
})
