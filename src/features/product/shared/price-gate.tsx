import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { goToLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import './price-gate.less'

/** The short line a price gives way to, on a card (list rows). */
export function lockedPriceText(signedIn: boolean): string {
  return signedIn ? '开通交易权限查看价格' : '登录后查看价格'
}

/**
 * Why the prices are hidden and how to see them: signed out, log in; signed in without
 * PRODUCT_DETAIL_PRICE, apply for trading permission (member/apply).
 */
export function PriceGate() {
  const signedIn = Boolean(useSession((state) => state.userToken))
  return (
    <View className="price-gate">
      <Text className="price-gate__title">参考价与成交价仅对有交易权限的商家展示</Text>
      <Text className="price-gate__text">
        {signedIn ? '开通平台交易权限（需营业执照与身份认证）后即可查看近90天成交记录。' : '登录并开通平台交易权限后即可查看近90天成交记录。'}
      </Text>
      <View className="price-gate__action" role="button" onClick={() => (signedIn ? void navigate('pages/member/apply/home/index') : void goToLogin())}>
        {signedIn ? '申请交易权限' : '去登录'}
      </View>
    </View>
  )
}
