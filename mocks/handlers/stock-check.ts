import { stockApi, type CheckItem, type CheckMark, type CheckTask, type WarningRule, type WarningRuleInput } from '../../src/features/stock/api'
import { checkTaskInput } from '../../src/features/stock/check/check-rules'
import { checkWarningRule } from '../../src/features/stock/warning/warning-rules'
import { saveDb } from '../db'
import type { CheckRecord, ItemRecord, RuleRecord, ShopStock } from '../db/seed-stock'
import { handle, MockError } from '../lib/handle'
import { paginate } from '../lib/paginate'
import { addLog, dropFromLocks, isHeld, isOnShelf, nextId, requireShop, ruleItems, summaryOf } from '../lib/stock'
import { mockClock } from '../lib/clock'
import { CONFLICT, refuse } from '../lib/refuse'

const check = stockApi.check
const warning = stockApi.warning

// --- Stock-taking ---------------------------------------------------------------------------

function findTask(shop: ShopStock, id: unknown): CheckRecord {
  const task = shop.checkTasks.find((candidate) => candidate.id === Number(id))
  if (!task) throw new MockError(404, '盘点任务不存在')
  return task
}

function taskOf(task: CheckRecord): CheckTask {
  return {
    id: task.id,
    name: task.name,
    scopeType: task.scopeType,
    scopeValue: task.scopeValue,
    status: task.status,
    total: task.itemIds.length,
    found: task.itemIds.filter((id) => task.found[id]).length,
    lostCount: task.lostIds?.length ?? 0,
    createdAt: task.createdAt,
    finishedAt: task.finishedAt,
  }
}

/** The task's items that still exist (an item purged from the recycle bin is gone). */
function itemsOfTask(shop: ShopStock, ids: number[]): ItemRecord[] {
  const byId = new Map(shop.items.map((item) => [item.id, item]))
  return ids.map((id) => byId.get(id)).filter((item): item is ItemRecord => Boolean(item))
}

function checkItemOf(task: CheckRecord, item: ItemRecord): CheckItem {
  const foundAt = task.found[item.id] ?? null
  return { ...summaryOf(item), found: foundAt !== null, foundAt }
}

/** While running: the items not found yet and still held; once finished: the losses fixed then. */
function lossesOf(shop: ShopStock, task: CheckRecord): ItemRecord[] {
  if (task.status === 'RUNNING') return itemsOfTask(shop, task.itemIds).filter((item) => !task.found[item.id] && isOnShelf(item))
  return itemsOfTask(shop, task.lostIds ?? [])
}

function requireRunning(task: CheckRecord): void {
  if (task.status !== 'RUNNING') refuse(CONFLICT, '盘点已结束')
}

// --- Warning rules --------------------------------------------------------------------------

function findRule(shop: ShopStock, id: unknown): RuleRecord {
  const rule = shop.warningRules.find((candidate) => candidate.id === Number(id))
  if (!rule) throw new MockError(404, '预警规则不存在')
  return rule
}

function ruleOf(shop: ShopStock, rule: RuleRecord): WarningRule {
  const hits = ruleItems(shop, rule)
  let tripped = hits.length > 0
  if (rule.type === 'LOW_QUANTITY') {
    const quantity = shop.items.filter((item) => isHeld(item) && item.brand === rule.brand && item.model === rule.model).reduce((sum, item) => sum + item.quantity, 0)
    tripped = quantity < rule.threshold
  }
  return { ...rule, hitCount: hits.length, tripped }
}

/** The fields of a rule as stored, after the app's own checks (400 with the first message). */
function ruleInputOf(params: Partial<Record<keyof WarningRuleInput, unknown>>): WarningRuleInput {
  const first = Object.values(checkWarningRule(params))[0]
  if (first) throw new MockError(400, first)
  const type = params.type as WarningRuleInput['type']
  const lowQuantity = type === 'LOW_QUANTITY'
  return {
    name: String(params.name).trim(),
    type,
    threshold: type === 'NO_PRICE' ? 0 : Number(params.threshold),
    brand: lowQuantity ? String(params.brand).trim() : '',
    model: lowQuantity ? String(params.model).trim() : '',
    enabled: params.enabled === undefined ? true : Boolean(params.enabled),
  }
}

export const stockCheckHandlers = [
  handle(check.tasks, ({ token, params }) => {
    const { shop } = requireShop(token)
    const tasks = [...shop.checkTasks].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    const page = paginate(tasks, params)
    return { ...page, list: page.list.map(taskOf) }
  }),

  handle(check.task, ({ token, params }) => taskOf(findTask(requireShop(token).shop, params.id))),

  handle(check.create, ({ token, params }) => {
    const context = requireShop(token)
    const first = Object.values(checkTaskInput(params))[0]
    if (first) throw new MockError(400, first)
    const scopeType = params.scopeType
    const scopeValue = scopeType === 'all' ? '' : String(params.scopeValue)
    const inScope = context.shop.items.filter((item) => isOnShelf(item) && (scopeType === 'all' || (scopeType === 'category' ? item.category : item.location) === scopeValue))
    if (!inScope.length) refuse(CONFLICT, '范围内没有在库商品')
    const task: CheckRecord = {
      id: nextId(),
      name: String(params.name).trim(),
      scopeType,
      scopeValue,
      status: 'RUNNING',
      itemIds: inScope.map((item) => item.id),
      found: {},
      createdAt: mockClock.iso(),
      finishedAt: null,
    }
    context.shop.checkTasks.unshift(task)
    addLog(context, 'CHECK', null, `新建盘点「${task.name}」，共${task.itemIds.length}件`)
    saveDb()
    return { id: task.id }
  }),

  handle(check.items, ({ token, params }) => {
    const { shop } = requireShop(token)
    const task = findTask(shop, params.id)
    const state = params.state
    if (state !== undefined && state !== 'pending' && state !== 'found') throw new MockError(400, '盘点状态参数无效')
    let items = itemsOfTask(shop, task.itemIds)
    if (state === 'pending') items = items.filter((item) => !task.found[item.id])
    if (state === 'found') {
      // The latest find first: what was just scanned is on top.
      items = items.filter((item) => task.found[item.id]).sort((a, b) => task.found[b.id].localeCompare(task.found[a.id]) || b.id - a.id)
    }
    const page = paginate(items, params)
    return { ...page, list: page.list.map((item) => checkItemOf(task, item)) }
  }),

  handle(check.mark, ({ token, params }) => {
    const { shop } = requireShop(token)
    const task = findTask(shop, params.id)
    requireRunning(task)
    const inScope = itemsOfTask(shop, task.itemIds)
    let item: ItemRecord | undefined
    if (params.itemId !== undefined && params.itemId !== null) {
      item = inScope.find((candidate) => candidate.id === Number(params.itemId))
      if (!item) throw new MockError(404, '该商品不在本次盘点范围内')
    } else {
      const code = String(params.code ?? '').trim()
      if (!code) throw new MockError(400, '请输入商品编码')
      item = inScope.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase())
      if (!item) throw new MockError(404, `编码 ${code} 不在本次盘点范围内`)
    }
    // Marking twice keeps the first time, and says so: the app does not compare clocks.
    const alreadyFound = Boolean(task.found[item.id])
    if (!alreadyFound) {
      task.found[item.id] = mockClock.iso()
      saveDb()
    }
    const answer: CheckMark = { ...checkItemOf(task, item), alreadyFound }
    return answer
  }),

  handle(check.finish, ({ token, params }) => {
    const context = requireShop(token)
    const task = findTask(context.shop, params.id)
    requireRunning(task)
    const lost = lossesOf(context.shop, task)
    const summary = taskOf(task)
    task.lostIds = lost.map((item) => item.id)
    task.status = lost.length ? 'FINISHED' : 'CLOSED'
    task.finishedAt = mockClock.iso()
    addLog(context, 'CHECK', null, `完成盘点「${task.name}」：共${summary.total}件，已盘${summary.found}件，盘亏${lost.length}件`)
    saveDb()
    return taskOf(task)
  }),

  handle(check.losses, ({ token, params }) => {
    const { shop } = requireShop(token)
    return lossesOf(shop, findTask(shop, params.id)).map((item) => summaryOf(item, shop))
  }),

  handle(check.confirmLoss, ({ token, params }) => {
    const context = requireShop(token)
    const task = findTask(context.shop, params.id)
    if (task.status === 'RUNNING') refuse(CONFLICT, '请先完成盘点')
    if (task.status === 'CLOSED') refuse(CONFLICT, '盘亏已确认')
    // A lock past its expiry is EXPIRED (its item back in stock), not released by the loss.
    const now = mockClock.iso()
    let lost = 0
    for (const item of lossesOf(context.shop, task)) {
      // An item sold, deleted, consigned or sent for recycling since the finish is no loss any more.
      if (!isOnShelf(item)) continue
      if (item.status === 'LOCKED') dropFromLocks(context, item)
      Object.assign(item, { status: 'DELETED', deletedAt: now, deleteReason: '盘亏', updatedAt: now })
      addLog(context, 'LOSS', item, `盘点「${task.name}」未找到，移入最近删除`)
      lost += 1
    }
    task.status = 'CLOSED'
    saveDb()
    return { lost }
  }),

  handle(warning.rules, ({ token }) => {
    const { shop } = requireShop(token)
    return shop.warningRules.map((rule) => ruleOf(shop, rule))
  }),

  handle(warning.rule, ({ token, params }) => {
    const { shop } = requireShop(token)
    return ruleOf(shop, findRule(shop, params.id))
  }),

  handle(warning.create, ({ token, params }) => {
    const { shop } = requireShop(token)
    const rule: RuleRecord = { id: nextId(), ...ruleInputOf(params) }
    shop.warningRules.push(rule)
    saveDb()
    return { id: rule.id }
  }),

  handle(warning.update, ({ token, params }) => {
    const { shop } = requireShop(token)
    const rule = findRule(shop, params.id)
    Object.assign(rule, ruleInputOf(params))
    saveDb()
    return null
  }),

  handle(warning.remove, ({ token, params }) => {
    const { shop } = requireShop(token)
    const rule = findRule(shop, params.id)
    shop.warningRules = shop.warningRules.filter((candidate) => candidate !== rule)
    saveDb()
    return null
  }),

  handle(warning.items, ({ token, params }) => {
    const { shop } = requireShop(token)
    const rule = findRule(shop, params.id)
    const items = ruleItems(shop, rule)
    // The oldest piece first for a stock-age rule.
    if (rule.type === 'AGE') items.sort((a, b) => a.stockInDate.localeCompare(b.stockInDate) || a.id - b.id)
    const page = paginate(items, params)
    return { ...page, list: page.list.map((item) => summaryOf(item)) }
  }),
]
