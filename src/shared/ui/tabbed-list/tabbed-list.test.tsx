import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { useRouter } from '@tarojs/taro'
import { renderPage } from '@test/render'
import { mockServer } from '../../../../mocks/node'
import { defineCall, pageOf, params } from '@/core/api/define'
import { PagedQueryRows, TabbedList } from '.'

const rowsCall = defineCall('GET', '/test/tabbed/rows', pageOf(v.object({ id: v.number(), name: v.string() })), params<{ page?: number; pageSize?: number; tab: string }>())
const TABS = [
  { key: 'open', label: '进行中' },
  { key: 'done', label: '已完成' },
] as const
const COUNTS: Record<string, number> = { open: 2, done: 0 }
const ROWS: Record<string, { id: number; name: string }[]> = {
  open: [
    { id: 1, name: '订单一' },
    { id: 2, name: '订单二' },
  ],
  done: [],
}

function serveRows() {
  mockServer.use(
    http.get('*/test/tabbed/rows', ({ request }) => {
      const list = ROWS[new URL(request.url).searchParams.get('tab') ?? ''] ?? []
      return HttpResponse.json({ code: 200, msg: 'ok', data: { list, page: 1, pageSize: 20, total: list.length, hasMore: false } })
    }),
  )
}

function RowsScreen() {
  return (
    <TabbedList tabs={TABS} count={(key) => COUNTS[key]}>
      {(tab) => (
        <PagedQueryRows
          call={rowsCall}
          params={{ pageSize: 20, tab }}
          empty={`暂无${tab === 'open' ? '进行中' : '已完成'}的订单`}
          renderRow={(row) => <div className="test-row">{row.name}</div>}
        />
      )}
    </TabbedList>
  )
}

let router: ReturnType<typeof useRouter>
function Page() {
  router = useRouter()
  return <RowsScreen />
}

describe('TabbedList', () => {
  it('opens the tab ?tab= names, with every count; a switch lists that tab and keeps it in the route', async () => {
    serveRows()
    renderPage(<Page />, 'pages/recycle/seller/order/list/index', { signedIn: true, query: { tab: 'done' } })
    expect(await screen.findByText('暂无已完成的订单')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['进行中2', '已完成0'])
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('已完成')
    fireEvent.click(screen.getByRole('tab', { name: /进行中/ }))
    await waitFor(() => expect([...document.querySelectorAll('.test-row')].map((row) => row.textContent)).toEqual(['订单一', '订单二']))
    expect(router.params.tab).toBe('open')
  })

  it('falls back to the first tab for an unknown ?tab=', async () => {
    serveRows()
    renderPage(<Page />, 'pages/recycle/seller/order/list/index', { signedIn: true, query: { tab: 'nope' } })
    expect(await screen.findByText('订单一')).toBeInTheDocument()
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('进行中')
  })
})
