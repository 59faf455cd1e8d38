import { Text, View } from '@tarojs/components'
import { isWeapp } from '@/core/platform/env'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { DetailCard } from '@/shared/ui/detail-card'
import { KefuButton } from '@/shared/ui/kefu'
import { PageLayout } from '@/shared/ui/page-layout'
import './help.less'

/** The context a link brings (订单号 / 报告号 …): letters, digits and - only, at most 40. */
function contextOf(params: Record<string, string | undefined>) {
  const clean = (raw: string | undefined, max: number) =>
    String(raw ?? '')
      .replace(/[^\w\-\u4e00-\u9fa5]/g, '')
      .slice(0, max)
  const value = clean(params.orderNo ?? params.reportNo ?? params.value, 40)
  const label = params.orderNo ? '订单号' : params.reportNo ? '报告号' : clean(params.label, 8)
  return value ? { label: label || '单号', value } : {}
}

/**
 * pages/activity/wx-kefu[?orderNo=|reportNo=]: WeChat customer service. In the mini-program the
 * contact button with the order or report on the session card; on H5 and in the app, where no
 * WeChat session opens, the page says so and its button leads to the kefu page (phone and QR code).
 */
export function WxKefuScreen() {
  const { params } = useCurrentRoute()
  const context = contextOf(params)
  return (
    <PageLayout>
      <View className="help-page">
        <DetailCard title="微信客服">
          <Text className="help-answer">
            {isWeapp
              ? '客服在线时间：每天 09:00-21:00。点击下方按钮进入微信客服会话，我们会尽快回复。'
              : '客服在线时间：每天 09:00-21:00。微信客服会话只能在小程序内打开；点击下方按钮查看客服电话，或用微信扫码添加客服。'}
          </Text>
          {context.value && <Text className="help-faint">{`咨询内容：${context.label} ${context.value}`}</Text>}
        </DetailCard>
        <View className="help-kefu">
          <KefuButton context={context} text={isWeapp ? '进入微信客服' : '联系客服'} block />
        </View>
      </View>
    </PageLayout>
  )
}
