import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { centsToYuanText } from '@/shared/format/money'
import { Field } from '@/shared/ui/form'
import { Sheet } from '@/shared/ui/sheet'
import type { LotDetail } from '../api'
import { yuan } from '@/shared/format/money'
import { BID_POWER_MULTIPLE } from '@/shared/rules/deposit'
import { nextBid } from '../ladder'
import { checkBidAmount, raiseOptions } from './amount'

export interface CustomBidSheetProps {
  lot: LotDetail
  visible: boolean
  onClose: () => void
  /** A valid amount in cents. */
  onBid: (amountCents: number) => void
}

/** 加价 / 自定义: a higher bid, a quick raise or a typed yuan amount checked against the ladder. */
export function CustomBidSheet({ lot, visible, onClose, onBid }: CustomBidSheetProps) {
  const [text, setText] = useState('')
  // Checked against the lot as it is now: a poll that moved the price re-checks what was typed.
  const check = checkBidAmount(text, lot.currentPriceCents, lot.startPriceCents)
  const least = nextBid(lot.currentPriceCents, lot.startPriceCents)
  const submit = () => {
    if (check.cents === null) return
    onBid(check.cents)
    setText('')
  }
  const footer = (
    <Button type="primary" block disabled={check.cents === null} onClick={submit}>
      {check.cents === null ? '确认出价' : `确认出价 ${yuan(check.cents)}`}
    </Button>
  )
  return (
    <Sheet visible={visible} title="加价出价" onClose={onClose} footer={footer}>
      <View className="bid-sheet">
        <Text className="bid-sheet__line">
          {lot.currentPriceCents === null ? `起拍价 ${yuan(lot.startPriceCents)}` : `当前价 ${yuan(lot.currentPriceCents)}`} · 最低可出 {yuan(least)}
        </Text>
        <View className="bid-sheet__raises">
          {raiseOptions(lot.currentPriceCents, lot.startPriceCents).map((option) => (
            <Text key={option.steps} className={`chip ${check.cents === option.cents ? 'chip--on' : ''}`} onClick={() => setText(centsToYuanText(option.cents))}>
              加{option.steps}档 {yuan(option.cents)}
            </Text>
          ))}
        </View>
        <Field label="出价金额" type="digit" value={text} onChange={setText} placeholder={`不低于${yuan(least)}`} error={check.error} maxlength={12} />
        {check.suggestion !== null && (
          <View className="bid-sheet__suggest" role="button" onClick={() => setText(centsToYuanText(check.suggestion!))}>
            改为 {yuan(check.suggestion)}
          </View>
        )}
        <Text className="bid-sheet__hint">
          出价不可撤回；远高于当前价的出价需再次确认。
          {lot.deposit?.bidLimitCents ? `您的出价额度 ${yuan(lot.deposit.bidLimitCents)}（场次保证金的${BID_POWER_MULTIPLE}倍）。` : ''}
        </Text>
      </View>
    </Sheet>
  )
}
