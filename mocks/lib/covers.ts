/**
 * The generated goods pictures (/mock-images/goods-N.svg, drawn by mocks/handlers/media.ts) show
 * one category each: N % COVER_CATEGORIES.length picks it. Every seeded photo or cover of goods
 * comes from coverOf, so a watch room never shows a handbag.
 */
export const COVER_CATEGORIES = ['箱包', '腕表', '珠宝', '服饰', '鞋履', '配饰'] as const

/** Pictures per category (the colours vary with N). */
const VARIANTS = 8

/** A picture of the category (unknown categories draw a bag), the `variant`-th of its kind. */
export function coverOf(category: string, variant: number): string {
  const shape = Math.max(0, (COVER_CATEGORIES as readonly string[]).indexOf(category))
  return `/mock-images/goods-${COVER_CATEGORIES.length * (Math.abs(Math.trunc(variant)) % VARIANTS) + shape}.svg`
}

/** The category a goods picture draws, or null for any other path (avatars, uploads). */
export function categoryOfCover(path: string): string | null {
  const match = /\/mock-images\/goods-(\d+)\.svg$/.exec(path)
  return match ? COVER_CATEGORIES[Number(match[1]) % COVER_CATEGORIES.length] : null
}
