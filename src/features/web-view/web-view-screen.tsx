import { useEffect } from 'react'
import { View, WebView } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { goBack } from '@/core/navigation'
import { decodeParam, setPageTitle } from '@/core/platform/text'
import { useShare } from '@/core/share'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { checkWebViewUrl } from './safe-url'
import './web-view-screen.less'

/** pages/web-view: opens `src` (https, allowed hosts) under the title `title`. */
export function WebViewScreen() {
  const { params } = useCurrentRoute()
  // Text from a link: decoded safely, shown as text (never as HTML).
  const title = decodeParam(params.title) || undefined
  const check = checkWebViewUrl(params.src, __WEB_VIEW_HOSTS__)

  useEffect(() => {
    if (title) setPageTitle(title)
  }, [title])
  useShare(() => ({ title: title ?? '网页', path: 'pages/web-view/index', params: { src: params.src, title: params.title } }))

  if (!check.ok) {
    return (
      <PageLayout title={title}>
        <View className="web-view-screen__blocked">
          <View className="web-view-screen__reason">{check.reason}</View>
          <View className="web-view-screen__hint">为保障账户安全，只能打开平台认可的网页。</View>
          <Button type="primary" fill="outline" size="small" onClick={() => goBack()}>
            返回
          </Button>
        </View>
      </PageLayout>
    )
  }
  return (
    <PageLayout title={title}>
      <WebView className="web-view-screen__frame" src={check.url} />
    </PageLayout>
  )
}
