import type { WarningRule, WarningRuleInput, WarningType } from '../api'

export type WarningRuleErrors = Partial<Record<keyof WarningRuleInput, string>>

export const WARNING_TYPES: WarningType[] = ['AGE', 'NO_PRICE', 'LOW_QUANTITY']
export const RULE_NAME_MIN = 2
export const RULE_NAME_MAX = 20
/** The largest threshold of each type that takes one (days, pieces). */
export const THRESHOLD_MAX: Record<WarningType, number> = { AGE: 3650, NO_PRICE: 0, LOW_QUANTITY: 999 }
export const THRESHOLD_UNIT: Record<WarningType, string> = { AGE: '天', NO_PRICE: '', LOW_QUANTITY: '件' }

/**
 * The rules of a warning rule, shared by the form (messages under the fields) and the mock
 * backend (the same message as a 400). Empty when the input is valid.
 */
export function checkWarningRule(input: Partial<Record<keyof WarningRuleInput, unknown>>): WarningRuleErrors {
  const errors: WarningRuleErrors = {}
  const name = String(input.name ?? '').trim()
  if (!name) errors.name = '请输入规则名称'
  else if (name.length < RULE_NAME_MIN || name.length > RULE_NAME_MAX) errors.name = `规则名称应为${RULE_NAME_MIN}-${RULE_NAME_MAX}个字`
  const type = input.type as WarningType
  if (!WARNING_TYPES.includes(type)) {
    errors.type = '请选择预警类型'
    return errors
  }
  if (type !== 'NO_PRICE') {
    const threshold = input.threshold
    const max = THRESHOLD_MAX[type]
    if (threshold === null || threshold === undefined || threshold === '') errors.threshold = type === 'AGE' ? '请输入库龄天数' : '请输入数量'
    else if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 1 || threshold > max) {
      errors.threshold = type === 'AGE' ? `库龄天数应为1-${max}的整数` : `数量应为1-${max}的整数`
    }
  }
  if (type === 'LOW_QUANTITY') {
    if (!String(input.brand ?? '').trim()) errors.brand = '请选择品牌'
    const model = String(input.model ?? '').trim()
    if (!model) errors.model = '请输入型号'
    else if (model.length > 40) errors.model = '型号不能超过40个字'
  }
  return errors
}

/**
 * What a rule watches, in other words than a name would use (a rule is often named after its
 * threshold, 库龄超过360天): 在库超过 360 天仍未售出 / 同行价或零售价未填写 / 在库少于 3 件时提醒
 * (the model is shown apart).
 */
export function ruleText(rule: Pick<WarningRule, 'type' | 'threshold'>): string {
  switch (rule.type) {
    case 'AGE':
      return `在库超过 ${rule.threshold} 天仍未售出`
    case 'NO_PRICE':
      return '同行价或零售价未填写'
    case 'LOW_QUANTITY':
      return `在库少于 ${rule.threshold} 件时提醒`
  }
}

/** The description under a rule's name, unless it says the same as the name. */
export function ruleDescription(rule: Pick<WarningRule, 'name' | 'type' | 'threshold'>): string | null {
  const text = ruleText(rule)
  const plain = (value: string) => value.replace(/\s+/g, '')
  return plain(text) === plain(rule.name) ? null : text
}
