/** Gross margin of a sale: 32.5% (−4.0% at a loss), or — without sales. */
export function marginText(profitCents: number, salesCents: number): string {
  return salesCents > 0 ? `${((profitCents / salesCents) * 100).toFixed(1)}%`.replace('-', '−') : '—'
}
