import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { Photo } from '@/shared/ui/photo'
import type { PostItem } from '../api'
import { mayShowPeerPrice, peerPriceText, visiblePeerPrice } from './peer-price'
import './linked-items.less'

export interface LinkedItemsProps {
  items: PostItem[]
  canSeePrices: boolean
  signedIn: boolean
  /** Tap on an item; without it a tap goes to the enclosing card. */
  onOpen?: (item: PostItem) => void
}

/** The stock items a post links: photo, title, grade and the peer price when it may be shown. */
export function LinkedItems({ items, canSeePrices, signedIn, onOpen }: LinkedItemsProps) {
  if (!items.length) return null
  return (
    <View className='post-items'>
      {items.map((item) => {
        const shown = visiblePeerPrice(item, canSeePrices) !== null
        return (
          <View
            key={item.id}
            className='post-items__row'
            onClick={
              onOpen
                ? (event) => {
                    event.stopPropagation()
                    onOpen(item)
                  }
                : undefined
            }
          >
            <Photo className='post-items__photo' src={item.photos[0] ?? ''} mode='aspectFill' lazyLoad />
            <View className='post-items__main'>
              <View className='post-items__title'>{item.title}</View>
              <View className='post-items__meta'>
                <Text>{item.grade}</Text>
                {item.own && <Text className='post-items__own'>本店库存</Text>}
              </View>
              <View className='post-items__price-row'>
                {mayShowPeerPrice(item, canSeePrices) && <Text className='post-items__price-label'>同行价</Text>}
                <Text className={`post-items__price ${shown ? '' : 'post-items__price--hidden'}`}>{peerPriceText(item, canSeePrices, signedIn)}</Text>
              </View>
            </View>
            {onOpen && <ArrowRight size={12} color='#b8b1a7' />}
          </View>
        )
      })}
    </View>
  )
}
