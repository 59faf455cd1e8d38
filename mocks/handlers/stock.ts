import { stockApi } from '../../src/features/stock/api'
import { getDb } from '../db'
import { handle, MockError } from '../lib/handle'
import { requireUser } from '../lib/auth'

export const stockHandlers = [
  handle(stockApi.overview, ({ token }) => {
    const user = requireUser(token, { business: true })
    const overview = getDb().stockOverview[user.accountId]
    if (!overview) throw new MockError(404, '当前账号还没有开通店铺')
    return overview
  }),
]
