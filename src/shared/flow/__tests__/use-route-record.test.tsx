import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { setRoute } from '@test/taro'
import { mockServer } from '../../../../mocks/node'
import { defineCall, params } from '@/core/api/define'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { setUserToken } from '@/core/session/store'
import { PageLayout } from '@/shared/ui/page-layout'
import { DUE_SLACK_MS, RECORD_POLL_MS, stringId, useRouteRecord } from '..'

const Order = v.object({ id: v.number(), status: v.string(), dueAt: v.nullable(v.string()) })
const orderCall = defineCall('GET', '/test/flow/order', Order, params<{ id: number }>())
const payCall = defineCall('GET', '/test/flow/pay', v.object({ payOrderNo: v.string() }), params<{ payOrderNo: string }>())
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data })

/** /test/flow/order answers `reply(count)`, counting requests. */
function serveOrder(reply: (count: number) => unknown) {
  const seen = { count: 0 }
  mockServer.use(http.get('*/test/flow/order', () => ok(reply(++seen.count))))
  return seen
}

function OrderPage({ watchStatus, withDue = false }: { watchStatus?: string; withDue?: boolean }) {
  const { record, layout } = useRouteRecord(orderCall, {
    watch: watchStatus ? (order) => order.status === watchStatus : undefined,
    dueAt: withDue ? (order) => order.dueAt : undefined,
  })
  return <PageLayout {...layout}>{record && <span>状态 {record.status}</span>}</PageLayout>
}

const fake = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('useRouteRecord', () => {
  beforeEach(() => setUserToken('t-flow'))
  afterEach(() => vi.useRealTimers())

  it('says an invalid link and never asks', async () => {
    const seen = serveOrder(() => ({ id: 1, status: 'open', dueAt: null }))
    setRoute('pages/test/index', { id: 'abc' })
    render(<OrderPage />)
    expect(await screen.findByText(INVALID_LINK_TEXT)).toBeInTheDocument()
    expect(seen.count).toBe(0)
  })

  it('reads a string id from a named param', async () => {
    mockServer.use(http.get('*/test/flow/pay', ({ request }) => ok({ payOrderNo: new URL(request.url).searchParams.get('payOrderNo') })))
    setRoute('pages/test/index', { payOrderNo: 'P-9' })
    function PayPage() {
      const { id, record, layout } = useRouteRecord(payCall, { param: 'payOrderNo', parseId: stringId })
      return <PageLayout {...layout}>{record && <span>{`${id}:${record.payOrderNo}`}</span>}</PageLayout>
    }
    render(<PayPage />)
    expect(await screen.findByText('P-9:P-9')).toBeInTheDocument()
  })

  it('polls while watch holds and stops once it no longer does', async () => {
    fake()
    // Bidding for the first two answers, then closed.
    const seen = serveOrder((count) => ({ id: 5, status: count < 3 ? 'bidding' : 'closed', dueAt: null }))
    setRoute('pages/test/index', { id: '5' })
    render(<OrderPage watchStatus="bidding" />)
    expect(await screen.findByText('状态 bidding')).toBeInTheDocument()
    expect(seen.count).toBe(1)
    await advance(RECORD_POLL_MS + 100)
    await waitFor(() => expect(seen.count).toBe(2))
    await advance(RECORD_POLL_MS + 100)
    expect(await screen.findByText('状态 closed')).toBeInTheDocument()
    expect(seen.count).toBe(3)
    // Closed: no more asking.
    await advance(RECORD_POLL_MS * 3)
    expect(seen.count).toBe(3)
  })

  it('asks again just after the due time passes, not before', async () => {
    fake()
    const due = new Date(Date.now() + 30_000).toISOString()
    const seen = serveOrder((count) => ({ id: 6, status: count === 1 ? 'quoting' : 'expired', dueAt: count === 1 ? due : null }))
    setRoute('pages/test/index', { id: '6' })
    render(<OrderPage withDue />)
    expect(await screen.findByText('状态 quoting')).toBeInTheDocument()
    await advance(29_000)
    expect(seen.count).toBe(1)
    await advance(1000 + DUE_SLACK_MS + 100)
    expect(await screen.findByText('状态 expired')).toBeInTheDocument()
    expect(seen.count).toBe(2)
  })
})
