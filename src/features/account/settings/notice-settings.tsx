import { View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { invalidateCalls, updateCallData, useApiQuery } from '@/shared/query'
import { CellGroup, SwitchCell } from '@/shared/ui/cell'
import { toastFailure } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { accountAreaApi, type NoticeSettings } from '../api'
import '../account.less'

export const NOTICE_ITEMS: { key: keyof NoticeSettings; title: string; desc: string }[] = [
  { key: 'trade', title: '交易通知', desc: '订单、付款、发货与售后' },
  { key: 'auction', title: '拍卖提醒', desc: '开拍、出价被超越、成交' },
  { key: 'stockWarning', title: '库存预警', desc: '库龄过长、缺少价格、数量不足' },
  { key: 'follow', title: '关注动态', desc: '关注的店铺发布新动态' },
  { key: 'marketing', title: '活动推荐', desc: '平台活动与优惠' },
]

/** pages/account/setting/notice: which notifications to receive; each switch saves at once. */
export function NoticeSettingsScreen() {
  const remote = useApiQuery(accountAreaApi.noticeSettings, undefined, { signedIn: true })

  // Not the kit's flow action: switches save at once and side by side (its one-at-a-time guard
  // would drop a second switch's save); a failure puts them back and says it with the kit's toast.
  const toggle = async (key: keyof NoticeSettings, value: boolean) => {
    try {
      const saved = await callApi(accountAreaApi.noticeSettingsUpdate, { [key]: value }, { handleError: true })
      updateCallData(accountAreaApi.noticeSettings, () => saved)
    } catch (error) {
      await invalidateCalls(accountAreaApi.noticeSettings)
      toastFailure(error, '设置未保存，请重试')
    }
  }

  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload}>
      <CellGroup>
        {NOTICE_ITEMS.map((item) => (
          <SwitchCell key={item.key} title={item.title} desc={item.desc} checked={Boolean(remote.data?.[item.key])} onChange={(value) => void toggle(item.key, value)} />
        ))}
      </CellGroup>
      <View className="acc-hint">关闭后仍会收到与账户安全相关的系统通知。</View>
    </PageLayout>
  )
}
