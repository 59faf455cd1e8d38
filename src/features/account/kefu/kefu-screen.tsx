import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { copyText } from '@/core/native/actions'
import { navigate } from '@/core/navigation'
import { isWeapp } from '@/core/platform/env'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { KefuButton } from '@/shared/ui/kefu'
import { PageLayout } from '@/shared/ui/page-layout'
import { QrCode } from '@/shared/ui/qr-code'
import { accountAreaApi } from '../api'
import '../account.less'
import '../settings/settings.less'

/**
 * pages/account/kefu[?label=&value=]: how to reach customer service — the phone, WeChat with a QR
 * code to add, the common questions. What the dealer asks about (an order or report number) comes
 * in the query; in the mini-program WeChat's own contact session is offered too.
 */
export function KefuScreen() {
  const remote = useApiQuery(accountAreaApi.kefu)
  const { params } = useCurrentRoute()
  const about = params.value ? `${params.label ?? '单号'} ${params.value}`.slice(0, 60) : ''
  const info = remote.data
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload}>
      {info && (
        <>
          {about && (
            <CellGroup>
              <Cell title="咨询内容" desc="联系时请告诉客服此编号" extra={about} onClick={() => void copyText(params.value ?? '')} />
            </CellGroup>
          )}
          <CellGroup>
            <Cell
              title="客服电话"
              desc={info.hours}
              extra={info.phone}
              onClick={() => void Taro.makePhoneCall({ phoneNumber: info.phone.replace(/-/g, '') }).catch(() => copyText(info.phone))}
            />
            <Cell title="客服微信" desc="点击复制微信号，添加好友咨询" extra={info.wechat} onClick={() => void copyText(info.wechat)} />
            <View className="kefu-qr">
              <QrCode text={info.wechatQr} size={150} />
              <Text className="kefu-qr__hint">微信扫一扫，添加客服</Text>
            </View>
          </CellGroup>
          <CellGroup>
            <Cell title="常见问题" arrow onClick={() => void navigate('pages/activity/help/list/index')} />
            {info.faqs.map((faq) => (
              <Cell key={faq.question} title={faq.question} desc={faq.answer} />
            ))}
          </CellGroup>
          {isWeapp && (
            <View className="settings__logout">
              <KefuButton context={params.value ? { label: params.label, value: params.value } : {}} text="在线咨询" block />
            </View>
          )}
        </>
      )}
    </PageLayout>
  )
}
