import { stockApi } from '../../src/features/stock/api'
import { getDb } from '../db'
import { handle, MockError } from '../lib/handle'
import { requireUser } from '../lib/auth'

export const stockHandlers = [
  handle(stockApi.overview, ({ token }) => {
    const user = requireUser(token, { business: true })
    const overview = getDb().stockOverview[user.accountId]
    // An account without a store gets the 402 the app answers with the open-a-shop dialog.
    if (!overview) throw new MockError(402, '当前账号还没有加入或开通店铺', { accountId: user.accountId })
    return overview
  }),
]
