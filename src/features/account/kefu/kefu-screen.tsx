import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { copyText } from '@/core/native/actions'
import { navigate } from '@/core/navigation'
import { useApiQuery } from '@/shared/query'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { PageLayout } from '@/shared/ui/page-layout'
import { accountAreaApi } from '../api'
import '../account.less'
import '../settings/settings.less'

/** pages/account/kefu: how to reach customer service, and the common questions. */
export function KefuScreen() {
  const remote = useApiQuery(accountAreaApi.kefu)
  const info = remote.data
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload}>
      {info && (
        <>
          <CellGroup>
            <Cell
              title="客服电话"
              desc={info.hours}
              extra={info.phone}
              onClick={() => void Taro.makePhoneCall({ phoneNumber: info.phone.replace(/-/g, '') }).catch(() => copyText(info.phone))}
            />
            <Cell title="客服微信" desc="点击复制微信号，添加好友咨询" extra={info.wechat} onClick={() => void copyText(info.wechat)} />
          </CellGroup>
          <CellGroup>
            <Cell title="常见问题" />
            {info.faqs.map((faq) => (
              <Cell key={faq.question} title={faq.question} desc={faq.answer} />
            ))}
          </CellGroup>
          <View className="settings__logout">
            <Button type="primary" block onClick={() => navigate('pages/activity/wx-kefu/index')}>
              在线咨询
            </Button>
          </View>
        </>
      )}
    </PageLayout>
  )
}
