import { Text, View } from '@tarojs/components'
import type { PostItem } from '../api'
import { mayShowPeerPrice, peerPriceText, visiblePeerPrice } from './peer-price'
import './peer-price-line.less'

export interface PeerPriceLineProps {
  item: Pick<PostItem, 'own' | 'peerPriceCents'>
  canSeePrices: boolean
  signedIn: boolean
  /** large: the item sheet's headline price. */
  size?: 'normal' | 'large'
}

/**
 * 同行价 ¥12,000 / 同行价 未定价, or why it is hidden (a text that names 同行价 itself). The one
 * place a linked item's peer price is written: the gating lives in peer-price.ts.
 */
export function PeerPriceLine({ item, canSeePrices, signedIn, size = 'normal' }: PeerPriceLineProps) {
  const shown = visiblePeerPrice(item, canSeePrices) !== null
  return (
    <View className={`peer-price-line peer-price-line--${size}`}>
      {mayShowPeerPrice(item, canSeePrices) && <Text className="peer-price-line__label">同行价</Text>}
      <Text className={`peer-price-line__price ${shown ? '' : 'peer-price-line__price--hidden'}`}>{peerPriceText(item, canSeePrices, signedIn)}</Text>
    </View>
  )
}
