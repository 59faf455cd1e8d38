import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { goBack } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import './guide.less'
import { decodeParam } from '@/core/platform/text'

const APP_ONLY_OPERATIONS = ['实名认证', '保证金充值', '仅限APP使用的功能页面']

/** pages/guide/to-app: operations that only the native app can do. */
export function ToApp() {
  const { params } = useCurrentRoute()
  const operation = decodeParam(params.operation)
  const copyLink = () => {
    const link = typeof window !== 'undefined' && window.location ? window.location.href : '/pages/guide/to-app/index'
    void Taro.setClipboardData({ data: link }).then(() => Taro.showToast({ title: '内容已复制', icon: 'none', duration: 2000 }))
  }
  return (
    <PageLayout>
      <View className="guide">
        <View className="guide__mark">APP</View>
        <View className="guide__title">请前往APP操作</View>
        <View className="guide__text">{operation ? `「${operation}」` : '该操作'}需要在APP中完成。打开APP，登录同一账号后继续操作。</View>
        <View className="guide__list">
          {APP_ONLY_OPERATIONS.map((item) => (
            <View key={item} className="guide__item">
              · {item}
            </View>
          ))}
        </View>
        <View className="guide__actions">
          <Button type="primary" onClick={copyLink}>
            复制链接
          </Button>
          <Button fill="outline" onClick={() => goBack()}>
            返回
          </Button>
        </View>
      </View>
    </PageLayout>
  )
}
