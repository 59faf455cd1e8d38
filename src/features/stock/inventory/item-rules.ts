import { amountError } from '../../../shared/rules/amount'
import { ACCESSORIES, CATEGORIES, GRADES, LOCATION_MAX, type Commission, type StockItemInput } from '../api'

export type ItemErrors = Partial<Record<keyof StockItemInput, string>>

/** At most nine photos per item, as the post publisher allows. */
export const MAX_ITEM_PHOTOS = 9

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
/** The short texts of an item (colour, material, size, hardware, stamp, consignor). */
export const SHORT_TEXT_MAX = 20
const SHORT_TEXTS = { colour: '颜色', material: '材质', size: '尺寸', hardware: '五金', stamp: '刻印/年份', consignor: '寄卖人' } as const

/** A location: one of LOCATIONS or the shop's own name for a place (batch move shares it). */
export function checkLocation(value: unknown): string | undefined {
  const location = typeof value === 'string' ? value.trim() : ''
  if (!location) return '请选择库位'
  if (location.length > LOCATION_MAX) return `库位不能超过${LOCATION_MAX}个字`
  return undefined
}

/** 佣金: a percentage above 0 up to 100 with at most two decimals, or an amount in cents. */
export function checkCommission(commission: Commission | null | undefined, consignor: string): string | undefined {
  if (!consignor) return commission ? '填写寄卖人后才能设置佣金' : undefined
  if (!commission) return '请输入佣金'
  const { unit, value } = commission
  if (unit === 'PERCENT') {
    const valid = typeof value === 'number' && value > 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
    return valid ? undefined : '佣金比例应为0-100，最多两位小数'
  }
  if (unit !== 'CENTS') return '佣金方式无效'
  return checkPrice(value, '佣金', true)
}

/** A price in cents on the shared amount rule (batch pricing shares it). */
export function checkPrice(value: unknown, label: string, required: boolean): string | undefined {
  return amountError(value, label, { required })
}

/**
 * Every rule of an item, shared by the form (messages under the fields) and the mock backend
 * (the same message as a 400). Empty when the item is valid.
 */
export function checkStockItem(input: Partial<StockItemInput>): ItemErrors {
  const errors: ItemErrors = {}
  const title = (input.title ?? '').trim()
  if (!title) errors.title = '请输入商品名称'
  else if (title.length > 60) errors.title = '商品名称不能超过60个字'
  if (!(input.brand ?? '').trim()) errors.brand = '请输入品牌'
  if (!CATEGORIES.includes(input.category as (typeof CATEGORIES)[number])) errors.category = '请选择品类'
  if (!GRADES.includes(input.grade as (typeof GRADES)[number])) errors.grade = '请选择成色'
  if (!input.photos?.length) errors.photos = '请至少上传1张商品图片'
  else if (input.photos.length > MAX_ITEM_PHOTOS) errors.photos = `最多上传${MAX_ITEM_PHOTOS}张图片`
  if (input.accessories?.some((name) => !ACCESSORIES.includes(name as (typeof ACCESSORIES)[number]))) errors.accessories = '配件选项无效'
  const code = (input.code ?? '').trim()
  if (code && !/^[A-Za-z0-9-]{3,30}$/.test(code)) errors.code = '编码应为3-30位字母、数字或-'
  const cost = checkPrice(input.costCents, '成本价', true)
  if (cost) errors.costCents = cost
  const peer = checkPrice(input.peerPriceCents, '同行价', false)
  if (peer) errors.peerPriceCents = peer
  const retail = checkPrice(input.retailCents, '零售价', false)
  if (retail) errors.retailCents = retail
  if (!Number.isInteger(input.quantity) || (input.quantity ?? 0) < 1 || (input.quantity ?? 0) > 999) errors.quantity = '数量应为1-999的整数'
  const location = checkLocation(input.location)
  if (location) errors.location = location
  if (!isDate(input.stockInDate ?? '')) errors.stockInDate = '请选择入库日期'
  for (const [key, label] of Object.entries(SHORT_TEXTS) as [keyof typeof SHORT_TEXTS, string][]) {
    if ((input[key] ?? '').trim().length > SHORT_TEXT_MAX) errors[key] = `${label}不能超过${SHORT_TEXT_MAX}个字`
  }
  const serial = (input.serial ?? '').trim()
  if (serial && !/^[A-Za-z0-9][A-Za-z0-9 /-]{0,29}$/.test(serial)) errors.serial = '编号应为30位以内的字母、数字、空格、/或-'
  const warranty = input.warrantyDate ?? ''
  if (warranty && !isDate(warranty)) errors.warrantyDate = '保卡日期格式不正确'
  else if (warranty && Date.parse(warranty) > Date.now()) errors.warrantyDate = '保卡日期不能晚于今天'
  const commission = checkCommission(input.commission, (input.consignor ?? '').trim())
  if (commission) errors.commission = commission
  if ((input.note ?? '').length > 200) errors.note = '备注不能超过200个字'
  return errors
}
