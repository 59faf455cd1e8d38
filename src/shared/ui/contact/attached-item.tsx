import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import './attached-item.less'

export interface AttachedItemProps {
  title: string
  photo: string
  /** The price line as the reader may see it ('同行价 ¥12,000'); left out when none. */
  priceText?: string
  onOpen?: () => void
}

/** The item an inquiry is about: photo, title and price, in the form and in the notification. */
export function AttachedItem({ title, photo, priceText, onOpen }: AttachedItemProps) {
  return (
    <View
      className="contact-item"
      aria-label="询价商品"
      onClick={
        onOpen
          ? (event) => {
              event.stopPropagation()
              onOpen()
            }
          : undefined
      }
    >
      <Photo className="contact-item__photo" src={photo} mode="aspectFill" />
      <View className="contact-item__main">
        <Text className="contact-item__title">{title}</Text>
        {priceText && <Text className="contact-item__price">{priceText}</Text>}
      </View>
    </View>
  )
}
