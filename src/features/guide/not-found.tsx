import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { HOME_PATH } from '@/core/routes'
import { goBack, navigate } from '@/core/navigation'
import { onStockHost } from '@/core/navigation/web'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { decodeParam } from '@/core/platform/text'
import './guide.less'

/** pages/guide/not-found: where unknown links and blocked hosts end up. */
export function NotFound() {
  const { params } = useCurrentRoute()
  const from = decodeParam(params.from)
  // The stock host shows shared stock items and nothing else: its home would lead back here.
  const stockHost = onStockHost()
  return (
    <PageLayout>
      <View className="guide">
        <View className="guide__mark">404</View>
        <View className="guide__title">页面不存在</View>
        <View className="guide__text">{stockHost ? '此站点只用于查看同行分享的库存商品，请打开对方发给你的商品链接。' : '你访问的页面不存在或已下线，请返回首页继续浏览。'}</View>
        {from && <View className="guide__from">{from}</View>}
        <View className="guide__actions">
          {!stockHost && (
            <Button type="primary" onClick={() => navigate(HOME_PATH, { replace: true })}>
              返回首页
            </Button>
          )}
          <Button fill="outline" onClick={() => goBack()}>
            返回上一页
          </Button>
        </View>
      </View>
    </PageLayout>
  )
}
