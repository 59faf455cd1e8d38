import { yuan } from '@/shared/format/money'
import { amountError } from '@/shared/rules/amount'
import { listingWordError } from '@/shared/rules/listing-words'
import type { SmuRejectField, SmuStatus } from './api'

/**
 * The consignment rules shared by the app (form messages) and the mock backend (refusals): what
 * a state allows, the price rules and the fee.
 */

export const PHOTO_MAX = 9
export const DESCRIPTION_MAX = 500
/** The lowest start price: ¥100. */
export const START_MIN_CENTS = 10000
/** 成交服务费: 5% of the hammer price, at least ¥100. */
export const FEE_RATE = 0.05
export const FEE_MIN_CENTS = 10000

export function feeCents(hammerCents: number): number {
  return Math.max(FEE_MIN_CENTS, Math.round(hammerCents * FEE_RATE))
}

/** What the seller gets at this hammer price, after the fee (never below 0). */
export function proceedsCents(hammerCents: number): number {
  return Math.max(0, hammerCents - feeCents(hammerCents))
}

export const EDITABLE: readonly SmuStatus[] = ['draft', 'rejected']
/** "While not yet listed". */
export const WITHDRAWABLE: readonly SmuStatus[] = ['draft', 'in_review', 'rejected']

export const canEdit = (status: SmuStatus) => EDITABLE.includes(status)
export const canWithdraw = (status: SmuStatus) => WITHDRAWABLE.includes(status)

export interface DraftFields {
  title: string
  grade: string
  photos: string[]
  description: string
}

/** A draft's own rules (a draft may miss photos and grade; submitting may not). */
export function checkDraft(draft: Pick<DraftFields, 'title' | 'description'> & { photos: string[] }): Partial<Record<'source' | 'photos' | 'description', string>> {
  const errors: Partial<Record<'source' | 'photos' | 'description', string>> = {}
  if (!draft.title.trim()) errors.source = '请选择寄拍商品'
  if (draft.photos.length > PHOTO_MAX) errors.photos = `最多上传${PHOTO_MAX}张图片`
  if (draft.description.length > DESCRIPTION_MAX) errors.description = `描述最多${DESCRIPTION_MAX}字`
  else if (listingWordError(draft.description, '描述')) errors.description = listingWordError(draft.description, '描述')
  return errors
}

/** What submitting for review needs beyond a draft. */
export function checkSubmit(record: DraftFields & { startPriceCents: number | null; reservePriceCents: number | null }): string | undefined {
  if (!record.title.trim()) return '请选择寄拍商品'
  if (!record.photos.length) return '请至少上传1张商品图片'
  if (!record.grade) return '请选择成色'
  if (record.startPriceCents === null || record.reservePriceCents === null) return '请先设置起拍价和保留价'
  return checkPrices(record.startPriceCents, record.reservePriceCents).startPriceCents ?? checkPrices(record.startPriceCents, record.reservePriceCents).reservePriceCents
}

export function checkPrices(startCents: number | null, reserveCents: number | null): Partial<Record<'startPriceCents' | 'reservePriceCents', string>> {
  const errors: Partial<Record<'startPriceCents' | 'reservePriceCents', string>> = {}
  const start = amountError(startCents, '起拍价')
  if (start) errors.startPriceCents = start
  else if (startCents !== null && startCents < START_MIN_CENTS) errors.startPriceCents = `起拍价不能低于${yuan(START_MIN_CENTS)}`
  const reserve = amountError(reserveCents, '保留价')
  if (reserve) errors.reservePriceCents = reserve
  else if (startCents !== null && reserveCents !== null && reserveCents < startCents) errors.reservePriceCents = '保留价不能低于起拍价'
  return errors
}

/**
 * The 预计到手 line of the price page as the reserve is typed: the fee and proceeds of a sale at
 * the reserve, or, for a reserve the server would refuse, that refusal (the same rules:
 * checkPrices), never a figure from an amount that cannot be submitted.
 */
export function proceedsPreview(startCents: number | null, reserveCents: number | null): { text: string; refused: boolean } {
  if (reserveCents === null) return { text: '输入保留价后显示', refused: false }
  // A start not typed yet, or below the lowest, is taken at the lowest: the reserve cannot be under it.
  const start = Math.max(startCents ?? 0, START_MIN_CENTS)
  const refusal = checkPrices(start, reserveCents).reservePriceCents
  if (refusal) return { text: start !== startCents ? `${refusal}（起拍价最低${yuan(START_MIN_CENTS)}）` : refusal, refused: true }
  return { text: `服务费 ${yuan(feeCents(reserveCents))}，预计到手 ${yuan(proceedsCents(reserveCents))}`, refused: false }
}

/** Where 修改后重新提交 opens: the step holding what the rejection names (the item form for anything but the prices). */
export function resubmitStep(field: SmuRejectField | null): 'form' | 'price' {
  return field === 'prices' ? 'price' : 'form'
}

/** What a stock item's fields say as a consignment's description (colour, material, size…). */
export function stockDescription(item: { colour: string; material: string; size: string; hardware: string; stamp: string; note: string }): string {
  const parts = [
    item.colour && `颜色：${item.colour}`,
    item.material && `材质：${item.material}`,
    item.size && `尺寸：${item.size}`,
    item.hardware && `五金：${item.hardware}`,
    item.stamp && `刻印：${item.stamp}`,
  ].filter(Boolean)
  return [parts.join('，'), item.note].filter(Boolean).join('。').slice(0, DESCRIPTION_MAX)
}
