import { View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { InfoRow } from '@/shared/ui/detail-card'
import type { PostItem } from '../api'
import { PeerPriceLine } from '../shared/peer-price-line'
import { PhotoGrid } from '../shared/photo-grid'
import './item-sheet.less'

export interface ItemSheetProps {
  item: PostItem | null
  shopName: string
  canSeePrices: boolean
  signedIn: boolean
  onClose: () => void
  /** 联系 (the shop's channels) or 询价 (straight to the inquiry), with this item attached. */
  onContact: (item: PostItem, inquire: boolean) => void
}

/** Another shop's linked item, over the post: its photos, fields, the gated peer price and 询价. */
export function ItemSheet({ item, shopName, canSeePrices, signedIn, onClose, onContact }: ItemSheetProps) {
  const rows: [string, string][] = item
    ? [
        ['品牌', item.brand],
        ['型号', item.model || '—'],
        ['品类', item.category || '—'],
        ['成色', item.grade],
        ['颜色', item.colour || '—'],
        ['材质', item.material || '—'],
        ['尺寸', item.size || '—'],
        ['配件', item.accessories.length ? item.accessories.join('、') : '无'],
        ['所属店铺', shopName],
      ]
    : []
  return (
    <Popup visible={item !== null} position="bottom" round closeable onClose={onClose} className="post-item-sheet">
      {item && (
        <View className="post-item-sheet__body">
          <View className="post-item-sheet__title">{item.title}</View>
          <PeerPriceLine item={item} canSeePrices={canSeePrices} signedIn={signedIn} size="large" />
          <PhotoGrid images={item.photos} />
          <View className="post-item-sheet__fields">
            {rows.map(([label, value]) => (
              <InfoRow key={label} className="post-item-sheet__field" label={label} value={value} />
            ))}
          </View>
          <View className="post-item-sheet__actions">
            <Button className="post-item-sheet__action" fill="outline" onClick={() => onContact(item, false)}>
              联系
            </Button>
            <Button className="post-item-sheet__action" type="primary" onClick={() => onContact(item, true)}>
              询价
            </Button>
          </View>
        </View>
      )}
    </Popup>
  )
}
