import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { Photo } from '@/shared/ui/photo'
import type { PostItem } from '../api'
import { PeerPriceLine } from './peer-price-line'
import './linked-items.less'
import { CSS_COLOR } from '@/core/theme'

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
    <View className="post-items">
      {items.map((item) => {
        return (
          <View
            key={item.id}
            className="post-items__row"
            onClick={
              onOpen
                ? (event) => {
                    event.stopPropagation()
                    onOpen(item)
                  }
                : undefined
            }
          >
            <Photo className="post-items__photo" src={item.photos[0] ?? ''} mode="aspectFill" lazyLoad />
            <View className="post-items__main">
              <View className="post-items__title">{item.title}</View>
              <View className="post-items__meta">
                <Text>{item.grade}</Text>
                {item.own && <Text className="post-items__own">本店库存</Text>}
              </View>
              <PeerPriceLine item={item} canSeePrices={canSeePrices} signedIn={signedIn} />
            </View>
            {onOpen && <ArrowRight size={12} color={CSS_COLOR.textFaint} />}
          </View>
        )
      })}
    </View>
  )
}
