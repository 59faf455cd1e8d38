import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { HOME_PATH } from '@/core/routes'
import { goBack, navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import './guide.less'
import { decodeParam } from '@/core/platform/text'

/** pages/guide/not-found: where unknown links and blocked hosts end up. */
export function NotFound() {
  const { params } = useCurrentRoute()
  const from = decodeParam(params.from)
  return (
    <PageLayout>
      <View className='guide'>
        <View className='guide__mark'>404</View>
        <View className='guide__title'>页面不存在</View>
        <View className='guide__text'>你访问的页面不存在或已下线，请返回首页继续浏览。</View>
        {from && <View className='guide__from'>{from}</View>}
        <View className='guide__actions'>
          <Button type='primary' onClick={() => navigate(HOME_PATH, { replace: true })}>
            返回首页
          </Button>
          <Button fill='outline' onClick={() => goBack()}>
            返回上一页
          </Button>
        </View>
      </View>
    </PageLayout>
  )
}
