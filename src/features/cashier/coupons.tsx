import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { InfoRow } from '@/shared/ui/detail-card'
import { Sheet } from '@/shared/ui/sheet'
import type { OrderCoupons } from '@/features/coupon/api'
import './cashier.less'

/** The dealer's choice: undefined until they choose (the server's best applies), null: 不使用优惠券. */
export type CouponPick = string | null | undefined

export const NO_COUPON = '不使用优惠券'

/** The coupon in use: the dealer's pick, else the server's best (never one that does not apply). */
export function chosenCoupon(answer: OrderCoupons | undefined, pick: CouponPick) {
  if (!answer) return undefined
  const id = pick === undefined ? answer.bestCouponId : pick
  return answer.choices.find((choice) => choice.couponId === id && choice.applicable)
}

/**
 * 优惠券 at the cashier: one row with the coupon in use and its saving, a sheet with every coupon
 * the dealer holds as the server answered it for this order (applicable ones to choose, the others
 * with the server's reason) and 不使用优惠券.
 */
export function CouponRow({ answer, pick, onPick }: { answer: OrderCoupons; pick: CouponPick; onPick: (pick: string | null) => void }) {
  const [open, setOpen] = useState(false)
  const chosen = chosenCoupon(answer, pick)
  const usable = answer.choices.filter((choice) => choice.applicable).length
  const value = chosen ? `${chosen.title} -${yuan(chosen.savingCents)}` : usable ? NO_COUPON : answer.choices.length ? '暂无可用优惠券' : '暂无优惠券'
  const choose = (id: string | null) => {
    onPick(id)
    setOpen(false)
  }
  return (
    <>
      <InfoRow label="优惠券" value={value} action={answer.choices.length ? `${usable}张可用` : undefined} onClick={answer.choices.length ? () => setOpen(true) : undefined} />
      <Sheet visible={open} title="选择优惠券" onClose={() => setOpen(false)} tall>
        <View role="radiogroup" aria-label="优惠券">
          {answer.choices.map((choice) => (
            <View
              key={choice.couponId}
              className={`cashier__method ${choice.applicable ? '' : 'cashier__method--off'}`}
              role="radio"
              aria-checked={choice.couponId === chosen?.couponId}
              aria-disabled={!choice.applicable}
              onClick={() => choice.applicable && choose(choice.couponId)}
            >
              <View>
                <Text className="cashier__method-title">
                  {choice.title}
                  {choice.applicable ? ` 省${yuan(choice.savingCents)}` : ''}
                </Text>
                <Text className="cashier__method-note">
                  {choice.applicable ? `实付 ${yuan(choice.payableCents)} · 有效期至 ${formatDateTime(choice.endAt)}` : `不可用：${choice.reason}`}
                </Text>
              </View>
              <View className={choice.couponId === chosen?.couponId ? 'cashier__tick' : 'cashier__tick cashier__tick--off'} />
            </View>
          ))}
          <View className="cashier__method" role="radio" aria-checked={!chosen} onClick={() => choose(null)}>
            <Text className="cashier__method-title">{NO_COUPON}</Text>
            <View className={!chosen ? 'cashier__tick' : 'cashier__tick cashier__tick--off'} />
          </View>
        </View>
      </Sheet>
    </>
  )
}
