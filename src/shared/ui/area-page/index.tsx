import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { AREA_NAMES, groupOf, HOME_PATH } from '@/core/routes'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '../page-layout'
import './index.less'

/**
 * The frame of a page whose area is built by a later issue: the page's title and the area it
 * belongs to, inside the shared layout, with a way back home.
 */
export function AreaPage() {
  const route = useCurrentRoute()
  const area = route.path ? AREA_NAMES[groupOf(route.path)] : ''
  return (
    <PageLayout>
      <View className="area-page">
        <View className="area-page__title">{route.meta?.title}</View>
        <View className="area-page__area">所属板块：{area}</View>
        <View className="area-page__text">该页面的功能将随「{area}」板块上线。</View>
        <Button type="primary" fill="outline" size="small" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      </View>
    </PageLayout>
  )
}
