import { defineCall, type Page, type PageQuery } from '@/core/api/define'
import type { StockItemSummary } from './items'

// --- Stock-taking (盘点) ------------------------------------------------------------------------

export type CheckScopeType = 'all' | 'category' | 'location'
export const CHECK_SCOPE_TEXT: Record<CheckScopeType, string> = { all: '全部在库', category: '按品类', location: '按库位' }

/** RUNNING: marking items; FINISHED: losses await confirmation; CLOSED: losses confirmed. */
export type CheckStatus = 'RUNNING' | 'FINISHED' | 'CLOSED'
export const CHECK_STATUS_TEXT: Record<CheckStatus, string> = { RUNNING: '盘点中', FINISHED: '待确认盘亏', CLOSED: '已完成' }

export interface CheckTask {
  id: number
  name: string
  scopeType: CheckScopeType
  /** The category or location; '' for all. */
  scopeValue: string
  status: CheckStatus
  total: number
  found: number
  /** The items found missing at the finish (0 while running): an item sold during the count is no loss. */
  lostCount: number
  createdAt: string
  finishedAt: string | null
}

export interface CheckItem extends StockItemSummary {
  found: boolean
  foundAt: string | null
}

/** What a mark answers: the item, and whether it had been found before this mark (the server decides). */
export interface CheckMark extends CheckItem {
  alreadyFound: boolean
}

export const stockCheckApi = {
  tasks: defineCall<PageQuery, Page<CheckTask>>('GET', '/stock/check-tasks'),
  task: defineCall<{ id: number }, CheckTask>('GET', '/stock/check-tasks/:id'),
  /** The items in scope are those IN_STOCK or LOCKED at creation. */
  create: defineCall<{ name: string; scopeType: CheckScopeType; scopeValue: string }, { id: number }>('POST', '/stock/check-tasks'),
  items: defineCall<PageQuery & { id: number; state?: 'pending' | 'found' }, Page<CheckItem>>('GET', '/stock/check-tasks/:id/items'),
  /** Mark found by id (a tap) or by code (a scan or typed code); answers the item and whether it was found already. */
  mark: defineCall<{ id: number; itemId?: number; code?: string }, CheckMark>('POST', '/stock/check-tasks/:id/mark'),
  finish: defineCall<{ id: number }, CheckTask>('POST', '/stock/check-tasks/:id/finish'),
  losses: defineCall<{ id: number }, StockItemSummary[]>('GET', '/stock/check-tasks/:id/losses'),
  /** The lost items leave the stock for the recycle bin (reason 盘亏); the task is CLOSED. */
  confirmLoss: defineCall<{ id: number }, { lost: number }>('POST', '/stock/check-tasks/:id/confirm-loss'),
}

// --- Warning rules (库存预警) -------------------------------------------------------------------

export type WarningType = 'AGE' | 'NO_PRICE' | 'LOW_QUANTITY'
export const WARNING_TYPE_TEXT: Record<WarningType, string> = { AGE: '库龄超期', NO_PRICE: '未设置价格', LOW_QUANTITY: '型号库存不足' }

export interface WarningRule {
  id: number
  name: string
  type: WarningType
  /** AGE: days; LOW_QUANTITY: pieces; unused for NO_PRICE. */
  threshold: number
  /** LOW_QUANTITY only: the model watched. */
  brand: string
  model: string
  enabled: boolean
  /** Items tripping the rule now (for LOW_QUANTITY: the model's items in stock while under the threshold, else 0). */
  hitCount: number
  /** Whether the rule finds anything now; for LOW_QUANTITY whether the model is under its threshold. */
  tripped: boolean
}

export type WarningRuleInput = Pick<WarningRule, 'name' | 'type' | 'threshold' | 'brand' | 'model' | 'enabled'>

export const stockWarningApi = {
  rules: defineCall<void, WarningRule[]>('GET', '/stock/warning-rules'),
  rule: defineCall<{ id: number }, WarningRule>('GET', '/stock/warning-rules/:id'),
  create: defineCall<WarningRuleInput, { id: number }>('POST', '/stock/warning-rules'),
  update: defineCall<WarningRuleInput & { id: number }, null>('PUT', '/stock/warning-rules/:id'),
  remove: defineCall<{ id: number }, null>('DELETE', '/stock/warning-rules/:id'),
  items: defineCall<PageQuery & { id: number }, Page<StockItemSummary>>('GET', '/stock/warning-rules/:id/items'),
}
