import * as v from 'valibot'
import { defineCall, noData, pageOf, params, type PageQuery, orNull } from '@/core/api/define'
import { StockItemSummary } from './items'

// --- Stock-taking (盘点) ------------------------------------------------------------------------

export const CheckScopeType = v.picklist(['all', 'category', 'location'])
export type CheckScopeType = v.InferOutput<typeof CheckScopeType>
export const CHECK_SCOPE_TEXT: Record<CheckScopeType, string> = { all: '全部在库', category: '按品类', location: '按库位' }

/** RUNNING: marking items; FINISHED: losses await confirmation; CLOSED: losses confirmed. */
export const CheckStatus = v.picklist(['RUNNING', 'FINISHED', 'CLOSED'])
export type CheckStatus = v.InferOutput<typeof CheckStatus>
export const CHECK_STATUS_TEXT: Record<CheckStatus, string> = { RUNNING: '盘点中', FINISHED: '待确认盘亏', CLOSED: '已完成' }

export const CheckTask = v.object({
  id: v.number(),
  name: v.string(),
  scopeType: CheckScopeType,
  /** The category or location; '' for all. */
  scopeValue: v.string(),
  status: CheckStatus,
  total: v.number(),
  found: v.number(),
  /** The items found missing at the finish (0 while running): an item sold during the count is no loss. */
  lostCount: v.number(),
  createdAt: v.string(),
  finishedAt: orNull(v.string()),
})
export type CheckTask = v.InferOutput<typeof CheckTask>

export const CheckItem = v.object({
  ...StockItemSummary.entries,
  found: v.boolean(),
  foundAt: orNull(v.string()),
})
export type CheckItem = v.InferOutput<typeof CheckItem>

/** What a mark answers: the item, and whether it had been found before this mark (the server decides). */
export const CheckMark = v.object({
  ...CheckItem.entries,
  alreadyFound: v.boolean(),
})
export type CheckMark = v.InferOutput<typeof CheckMark>

export const stockCheckApi = {
  tasks: defineCall('GET', '/stock/check-tasks', pageOf(CheckTask), params<PageQuery>()),
  task: defineCall('GET', '/stock/check-tasks/:id', CheckTask, params<{ id: number }>()),
  /** The items in scope are those IN_STOCK or LOCKED at creation. */
  create: defineCall('POST', '/stock/check-tasks', v.object({ id: v.number() }), params<{ name: string; scopeType: CheckScopeType; scopeValue: string }>()),
  items: defineCall('GET', '/stock/check-tasks/:id/items', pageOf(CheckItem), params<PageQuery & { id: number; state?: 'pending' | 'found' }>()),
  /** Mark found by id (a tap) or by code (a scan or typed code); answers the item and whether it was found already. */
  mark: defineCall('POST', '/stock/check-tasks/:id/mark', CheckMark, params<{ id: number; itemId?: number; code?: string }>()),
  finish: defineCall('POST', '/stock/check-tasks/:id/finish', CheckTask, params<{ id: number }>()),
  losses: defineCall('GET', '/stock/check-tasks/:id/losses', v.array(StockItemSummary), params<{ id: number }>()),
  /** The lost items leave the stock for the recycle bin (reason 盘亏); the task is CLOSED. */
  confirmLoss: defineCall('POST', '/stock/check-tasks/:id/confirm-loss', v.object({ lost: v.number() }), params<{ id: number }>()),
}

// --- Warning rules (库存预警) -------------------------------------------------------------------

export const WarningType = v.picklist(['AGE', 'NO_PRICE', 'LOW_QUANTITY'])
export type WarningType = v.InferOutput<typeof WarningType>
export const WARNING_TYPE_TEXT: Record<WarningType, string> = { AGE: '库龄超期', NO_PRICE: '未设置价格', LOW_QUANTITY: '型号库存不足' }

export const WarningRule = v.object({
  id: v.number(),
  name: v.string(),
  type: WarningType,
  /** AGE: days; LOW_QUANTITY: pieces; unused for NO_PRICE. */
  threshold: v.number(),
  /** LOW_QUANTITY only: the model watched. */
  brand: v.string(),
  model: v.string(),
  enabled: v.boolean(),
  /** Items tripping the rule now (for LOW_QUANTITY: the model's items in stock while under the threshold, else 0). */
  hitCount: v.number(),
  /** Whether the rule finds anything now; for LOW_QUANTITY whether the model is under its threshold. */
  tripped: v.boolean(),
})
export type WarningRule = v.InferOutput<typeof WarningRule>

export type WarningRuleInput = Pick<WarningRule, 'name' | 'type' | 'threshold' | 'brand' | 'model' | 'enabled'>

export const stockWarningApi = {
  rules: defineCall('GET', '/stock/warning-rules', v.array(WarningRule)),
  rule: defineCall('GET', '/stock/warning-rules/:id', WarningRule, params<{ id: number }>()),
  create: defineCall('POST', '/stock/warning-rules', v.object({ id: v.number() }), params<WarningRuleInput>()),
  update: defineCall('PUT', '/stock/warning-rules/:id', noData, params<WarningRuleInput & { id: number }>()),
  remove: defineCall('DELETE', '/stock/warning-rules/:id', noData, params<{ id: number }>()),
  items: defineCall('GET', '/stock/warning-rules/:id/items', pageOf(StockItemSummary), params<PageQuery & { id: number }>()),
}
