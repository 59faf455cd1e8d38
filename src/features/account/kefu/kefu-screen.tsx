import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { copyText } from '@/core/native/actions'
import { navigate } from '@/core/navigation'
import { useApiQuery } from '@/shared/query'
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
          <View className="acc-card">
            <View className="acc-row" onClick={() => void Taro.makePhoneCall({ phoneNumber: info.phone.replace(/-/g, '') }).catch(() => copyText(info.phone))}>
              <View className="acc-row__main">
                <Text className="acc-row__title">客服电话</Text>
                <Text className="acc-row__desc">{info.hours}</Text>
              </View>
              <Text className="acc-row__extra">{info.phone}</Text>
            </View>
            <View className="acc-row" onClick={() => void copyText(info.wechat)}>
              <View className="acc-row__main">
                <Text className="acc-row__title">客服微信</Text>
                <Text className="acc-row__desc">点击复制微信号，添加好友咨询</Text>
              </View>
              <Text className="acc-row__extra">{info.wechat}</Text>
            </View>
          </View>
          <View className="acc-card">
            <View className="acc-row">
              <Text className="acc-row__title">常见问题</Text>
            </View>
            {info.faqs.map((faq) => (
              <View key={faq.question} className="acc-row">
                <View className="acc-row__main">
                  <Text className="acc-row__title">{faq.question}</Text>
                  <Text className="acc-row__desc">{faq.answer}</Text>
                </View>
              </View>
            ))}
          </View>
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
