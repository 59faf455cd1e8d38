import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { InquiryNotice as Inquiry } from '@/core/api/contact'
import { yuan } from '@/shared/format/money'
import { AttachedItem } from '@/shared/ui/contact'

/** 138 0013 8000 for reading. */
function spacedPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : phone
}

/** A 询价 in the inbox: the message, the item asked about (tap: opens it) and the number to call back. */
export function InquiryNotice({ inquiry, onOpenItem }: { inquiry: Inquiry; onOpenItem: (link: string) => void }) {
  const { item, callbackPhone } = inquiry
  return (
    <View className="notifications__inquiry">
      <Text className="notifications__content">{inquiry.message}</Text>
      {item && (
        <AttachedItem
          title={item.title}
          photo={item.photo}
          priceText={item.peerPriceCents === null ? undefined : `同行价 ${yuan(item.peerPriceCents)}`}
          onOpen={item.link ? () => onOpenItem(item.link ?? '') : undefined}
        />
      )}
      {callbackPhone && (
        <Text
          className="notifications__callback"
          onClick={(event) => {
            event.stopPropagation()
            Taro.makePhoneCall({ phoneNumber: callbackPhone }).catch(() => undefined)
          }}
        >
          回电 {spacedPhone(callbackPhone)}
        </Text>
      )}
    </View>
  )
}
