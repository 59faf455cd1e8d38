import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { centsToYuanText, yuan } from '@/shared/format/money'
import { Field } from '@/shared/ui/form'
import { Sheet } from '@/shared/ui/sheet'
import type { LotDetail } from '../api'
import { nextBid } from '../ladder'
import { checkCeiling } from './amount'

export interface ProxySheetProps {
  lot: LotDetail
  visible: boolean
  onClose: () => void
  /** A valid ceiling in cents. */
  onSet: (ceilingCents: number) => void
}

/** 设置代理出价: the most the platform may bid for the dealer, checked like a bid and against the 出价额度. */
export function ProxySheet({ lot, visible, onClose, onSet }: ProxySheetProps) {
  const [text, setText] = useState('')
  const limit = lot.deposit?.bidLimitCents ?? null
  const check = checkCeiling(text, lot.currentPriceCents, lot.startPriceCents, limit)
  const least = nextBid(lot.currentPriceCents, lot.startPriceCents)
  const submit = () => {
    if (check.cents === null) return
    onSet(check.cents)
    setText('')
  }
  const footer = (
    <Button type="primary" block disabled={check.cents === null} onClick={submit}>
      {check.cents === null ? '确认代理出价' : `确认代理出价 上限 ${yuan(check.cents)}`}
    </Button>
  )
  return (
    <Sheet visible={visible} title={lot.myProxy?.status === 'active' ? '修改代理出价' : '设置代理出价'} onClose={onClose} footer={footer}>
      <View className="bid-sheet">
        <Text className="bid-sheet__line">
          {lot.currentPriceCents === null ? `起拍价 ${yuan(lot.startPriceCents)}` : `当前价 ${yuan(lot.currentPriceCents)}`} · 上限最低 {yuan(least)}
          {limit !== null ? ` · 出价额度 ${yuan(limit)}` : ''}
        </Text>
        <Field label="最高出价" type="digit" value={text} onChange={setText} placeholder={`不低于${yuan(least)}`} error={check.error} maxlength={12} />
        {check.suggestion !== null && (
          <View className="bid-sheet__suggest" role="button" onClick={() => setText(centsToYuanText(check.suggestion!))}>
            改为 {yuan(check.suggestion)}
          </View>
        )}
        <Text className="bid-sheet__hint">
          被其他同行超过时，平台按加价幅度自动替您出价，直至该上限；上限相同时先设置者领先。代理出价的每一口都不可撤回，可随时提高或取消上限。
        </Text>
      </View>
    </Sheet>
  )
}
