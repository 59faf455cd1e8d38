import { CATEGORIES, LOCATIONS, type CheckScopeType, type CheckTask } from '../api'

export type CheckTaskErrors = Partial<Record<'name' | 'scopeType' | 'scopeValue', string>>

export const CHECK_NAME_MIN = 2
export const CHECK_NAME_MAX = 30

const SCOPE_VALUES: Record<Exclude<CheckScopeType, 'all'>, readonly string[]> = { category: CATEGORIES, location: LOCATIONS }

/**
 * The rules of a new stock-taking task, shared by the form (messages under the fields) and the
 * mock backend (the same message as a 400). Empty when the input is valid.
 */
export function checkTaskInput(input: { name?: unknown; scopeType?: unknown; scopeValue?: unknown }): CheckTaskErrors {
  const errors: CheckTaskErrors = {}
  const name = String(input.name ?? '').trim()
  if (!name) errors.name = '请输入盘点名称'
  else if (name.length < CHECK_NAME_MIN || name.length > CHECK_NAME_MAX) errors.name = `盘点名称应为${CHECK_NAME_MIN}-${CHECK_NAME_MAX}个字`
  const scopeType = input.scopeType
  if (scopeType !== 'all' && scopeType !== 'category' && scopeType !== 'location') errors.scopeType = '请选择盘点范围'
  else if (scopeType !== 'all' && !SCOPE_VALUES[scopeType].includes(String(input.scopeValue ?? ''))) {
    errors.scopeValue = scopeType === 'category' ? '请选择品类' : '请选择库位'
  }
  return errors
}

/** The suggested name of a task started now: 11月22日盘点 (China time). */
export function defaultTaskName(now = Date.now()): string {
  const china = new Date(now + 8 * 3600 * 1000)
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日盘点`
}

/** 全部在库, 品类：箱包, 库位：门店橱窗. */
export function scopeText(task: Pick<CheckTask, 'scopeType' | 'scopeValue'>): string {
  if (task.scopeType === 'category') return `品类：${task.scopeValue}`
  if (task.scopeType === 'location') return `库位：${task.scopeValue}`
  return '全部在库'
}
