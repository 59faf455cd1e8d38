import type { Page, PageQuery } from '../../src/core/api/define'
import { MockError } from './handle'

/** Slice a list as the server pages it; page and pageSize arrive as strings in a query. */
export function paginate<T>(items: T[], query: PageQuery): Page<T> {
  const page = Number(query.page ?? 1)
  const pageSize = Number(query.pageSize ?? 20)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new MockError(400, '分页参数错误')
  }
  const start = (page - 1) * pageSize
  return {
    list: items.slice(start, start + pageSize),
    total: items.length,
    page,
    pageSize,
    hasMore: start + pageSize < items.length,
  }
}
