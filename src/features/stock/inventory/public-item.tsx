import { Text, View } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { Photo } from '@/shared/ui/photo'
import { useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi } from '../api'
import { showcasePrice } from '../shop/shop-share'
import './public-item.less'

/**
 * A shared item as anyone may see it (the stock host's detail page): photo, title, grade and
 * retail price; the 同行价 only when the server sends it (the shop itself or a peer holding
 * PRODUCT_DETAIL_PRICE). No login asked for.
 */
export function PublicItem({ id }: { id: number }) {
  const remote = useApiQuery(stockApi.shop.showcaseItem, { id })
  const item = remote.data
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload}>
      {item && (
        <View className="public-item">
          <Photo className="public-item__photo" src={item.photo} mode="aspectFill" />
          <View className="public-item__body">
            <View className="public-item__title">{item.title}</View>
            <View className="public-item__grade">成色 {item.grade}</View>
            <Text className="public-item__price">{showcasePrice(item)}</Text>
            {item.peerPriceCents !== null && <View className="public-item__peer">同行价 {yuan(item.peerPriceCents)}</View>}
          </View>
        </View>
      )}
    </PageLayout>
  )
}
