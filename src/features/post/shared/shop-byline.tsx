import { Text, View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import type { ShopBrief } from '../api'
import './shop-byline.less'

export interface ShopBylineProps {
  shop: Pick<ShopBrief, 'name' | 'avatar' | 'verified'>
  /** The grey line under the name: a post's time, a shop's post count. */
  subtitle: string
  /** card: a post in a list; detail: a post's own page; header: a shop's page. */
  size?: 'card' | 'detail' | 'header'
  /** Tapping the avatar or the name (opens the shop's posts, say). */
  onOpen?: (event: ITouchEvent) => void
}

/** A shop's avatar, name with its 认证 badge, and a line under it: how every post names its shop. */
export function ShopByline({ shop, subtitle, size = 'card', onOpen }: ShopBylineProps) {
  return (
    <View className={`shop-byline shop-byline--${size}`}>
      {/* In a list, avatars below the fold load as they scroll into view. */}
      <Photo className="shop-byline__avatar" src={shop.avatar} mode="aspectFill" lazyLoad={size === 'card'} onClick={onOpen} />
      <View className="shop-byline__who">
        <View className="shop-byline__name" onClick={onOpen}>
          <Text className="shop-byline__name-text">{shop.name}</Text>
          {shop.verified && <Text className="verified-tag">认证</Text>}
        </View>
        <Text className="shop-byline__subtitle">{subtitle}</Text>
      </View>
    </View>
  )
}
