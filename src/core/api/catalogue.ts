import * as v from 'valibot'
import { defineCall, params } from '@/core/api/define'

/**
 * The platform's catalogue vocabulary and brand list, shared by the stock area (the item form)
 * and the trading catalogue (src/features/product).
 */

export const CATEGORIES = ['箱包', '腕表', '珠宝', '服饰', '鞋履', '配饰'] as const
export type Category = (typeof CATEGORIES)[number]
export const GRADES = ['全新', '99新', '98新', '95新', '9新', '85新'] as const
export type Grade = (typeof GRADES)[number]
export const ACCESSORIES = ['盒子', '防尘袋', '票据', '卡片', '肩带', '说明书', '保卡'] as const

/**
 * One brand of the platform's brand list: the item form picks from it, and the trading
 * catalogue reuses the same call.
 */
export const Brand = v.object({
  id: v.number(),
  /** The name dealers write, usually Chinese (爱马仕); what an item's brand holds. */
  name: v.string(),
  /** Hermès; the same as name for brands known by their Latin name. */
  nameEn: v.string(),
  /** A–Z index letter of the English name; '#' for anything else. */
  initial: v.string(),
  /** The brand's main category (one of CATEGORIES). */
  category: v.string(),
  /** Shown on top of the picker. */
  hot: v.boolean(),
})
export type Brand = v.InferOutput<typeof Brand>

/** Latin letters without accents, lower case: 'Hermès' -> 'hermes'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/**
 * Whether a brand matches what was typed: part of its Chinese or English name, in any case,
 * accents, spaces and signs ignored ('hermes', 'vancleef', '梵克'). Shared by the picker
 * (instant, on the loaded list) and the mock backend (the keyword parameter).
 */
export function brandMatches(brand: Pick<Brand, 'name' | 'nameEn'>, keyword: string): boolean {
  const needle = folded(keyword.trim())
  if (!needle) return true
  const english = folded(brand.nameEn)
  const compact = (text: string) => text.replace(/[^a-z0-9\u4e00-\u9fff]/g, '')
  // Signs alone (😀😀, ---) name no brand: only letters, digits and Chinese are compared.
  const compactNeedle = compact(needle)
  if (!compactNeedle) return false
  return folded(brand.name).includes(needle) || english.includes(needle) || compact(english).includes(compactNeedle)
}

export const catalogueApi = {
  /** Every brand A–Z (by initial, then English name); with keyword, the matching ones. Public. */
  brands: defineCall('GET', '/product/brand/list', v.array(Brand), params<{ keyword?: string }>()),
}
