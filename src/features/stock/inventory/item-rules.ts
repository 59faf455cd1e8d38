import { ACCESSORIES, CATEGORIES, GRADES, LOCATIONS, type StockItemInput } from '../api'

export type ItemErrors = Partial<Record<keyof StockItemInput, string>>

/** At most nine photos per item, as the post publisher allows. */
export const MAX_ITEM_PHOTOS = 9
/** ¥99,999,999.99: more is a typing mistake. */
export const MAX_PRICE_CENTS = 9_999_999_999

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

function checkPrice(value: unknown, label: string, required: boolean): string | undefined {
  if (value === null || value === undefined) return required ? `请输入${label}` : undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return `${label}格式不正确`
  if (value > MAX_PRICE_CENTS) return `${label}不能超过1亿元`
  return undefined
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
  if (!LOCATIONS.includes(input.location as (typeof LOCATIONS)[number])) errors.location = '请选择库位'
  if (!isDate(input.stockInDate ?? '')) errors.stockInDate = '请选择入库日期'
  if ((input.note ?? '').length > 200) errors.note = '备注不能超过200个字'
  return errors
}
