import { formatCents } from '@/shared/format/money'

/** Gross margin of a sale: 32.5% (−4.0% at a loss), or — without sales. */
export function marginText(profitCents: number, salesCents: number): string {
  return salesCents > 0 ? `${((profitCents / salesCents) * 100).toFixed(1)}%`.replace('-', '−') : '—'
}

/** ¥5,000, or −¥5,000 for a loss. */
export function signedYuan(cents: number): string {
  return `${cents < 0 ? '−' : ''}¥${formatCents(Math.abs(cents))}`
}
