import { priceOr } from '@/shared/format/money'
import type { PostItem } from '../api'

/** Whether the signed-in account holds PRODUCT_DETAIL_PRICE. */
export { usePriceAccess as usePeerPriceAccess } from '@/shared/hooks/use-price-access'

/**
 * The peer price the app may show: the account's own items, or another shop's with
 * PRODUCT_DETAIL_PRICE. Whatever the server sent, another shop's price stays hidden otherwise.
 */
export function visiblePeerPrice(item: Pick<PostItem, 'own' | 'peerPriceCents'>, canSeePrices: boolean): number | null {
  return mayShowPeerPrice(item, canSeePrices) ? item.peerPriceCents : null
}

/** Whether the item's peer price (or that it has none) may be shown. */
export function mayShowPeerPrice(item: Pick<PostItem, 'own'>, canSeePrices: boolean): boolean {
  return item.own || canSeePrices
}

/**
 * The price part of the 同行价 line: ¥12,000 (the screens put a 同行价 label before it when it
 * may be shown), 未定价, or why it is hidden (those texts name 同行价 themselves).
 */
export function peerPriceText(item: Pick<PostItem, 'own' | 'peerPriceCents'>, canSeePrices: boolean, signedIn: boolean): string {
  if (!mayShowPeerPrice(item, canSeePrices)) return signedIn ? '同行价仅对认证商家展示' : '登录后查看同行价'
  const cents = visiblePeerPrice(item, canSeePrices)
  return priceOr(cents, '未定价')
}
