import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb, shopStocks } from '@mocks/db'
import { DEMO_SHOP_ACCOUNT, PEER_USER_ID } from '@mocks/db/seed-account'
import { setUserToken } from '@/core/session/store'
import ItemDetailPage from '@/pages/stock/inventory/stock/detail/index'
import StockListPage from '@/pages/stock/inventory/stock/list/index'

const PATH = 'pages/stock/inventory/stock/detail/index'

/** 李老板 joined the demo shop as staff and acts as it; the owner keeps costs from staff. */
function actAsStaff() {
  const db = getDb()
  const shop = db.accounts.find((account) => account.accountId === DEMO_SHOP_ACCOUNT)!
  shop.staff = [...(shop.staff ?? []), { userId: PEER_USER_ID, joinedAt: new Date().toISOString() }]
  db.sessions['staff-token'] = { userId: PEER_USER_ID, accountId: DEMO_SHOP_ACCOUNT }
  setUserToken('staff-token')
}

describe('staff who may not see costs', () => {
  it('see no cost in the stock list, not even the total', async () => {
    actAsStaff()
    renderPage(<StockListPage />, 'pages/stock/inventory/stock/list/index')
    expect(await screen.findByText('ZP10000')).toBeInTheDocument()
    expect(screen.queryByText('成本')).not.toBeInTheDocument()
    expect(screen.queryByText(/成本合计/)).not.toBeInTheDocument()
    expect(screen.getAllByText('同行价').length).toBeGreaterThan(0)
  })

  it('edit an item without its cost field, and the cost stays what it was', async () => {
    actAsStaff()
    const item = shopStocks()[DEMO_SHOP_ACCOUNT].items.find((candidate) => candidate.status === 'IN_STOCK' && candidate.costCents !== null)!
    const cost = item.costCents
    renderPage(<ItemDetailPage />, PATH, { query: { id: String(item.id), mode: 'edit' }, below: [`/${PATH}?id=${item.id}`] })
    expect(await screen.findByDisplayValue(item.title)).toBeInTheDocument()
    expect(screen.queryByText('成本价')).not.toBeInTheDocument()
    fireEvent.input(screen.getByPlaceholderText('选填，如 金扣'), { target: { value: '钯金扣' }, detail: { value: '钯金扣' } })
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
    expect(item).toMatchObject({ hardware: '钯金扣', costCents: cost })
  })
})
