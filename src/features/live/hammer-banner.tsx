import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import type { RoomHammer } from './api'

/** How long the 落槌 moment stays over the lot card. */
export const HAMMER_BANNER_MS = 4000

/** 落槌！成交 ¥x or 流拍, from the server's last hammer fall, for a few seconds. */
export function HammerBanner({ hammer }: { hammer: RoomHammer | null }) {
  const [shown, setShown] = useState<RoomHammer | null>(null)
  const lotId = hammer?.lotId
  useEffect(() => {
    if (!hammer) return undefined
    setShown(hammer)
    const timer = setTimeout(() => setShown(null), HAMMER_BANNER_MS)
    return () => clearTimeout(timer)
    // One moment per hammer fall: later polls repeating it change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lotId])
  if (!shown) return null
  const sold = shown.result === 'sold' && shown.priceCents !== null
  return (
    <View className={`live-hammer live-hammer--${sold ? 'sold' : 'unsold'}`} role="alert">
      <Text className="live-hammer__head">落槌！{sold ? `成交 ${yuan(shown.priceCents!)}` : '流拍'}</Text>
      <Text className="live-hammer__lot">
        第{shown.lotNo}号 {shown.title}
        {shown.mine ? ' · 恭喜您拍得' : ''}
      </Text>
    </View>
  )
}
