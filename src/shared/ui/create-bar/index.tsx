import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import type { Query, RoutePath } from '@/core/routes'
import './index.less'

export interface CreateBarProps {
  /** Named as the page it opens is (新建锁单, 商品入库…). */
  text: string
  path: RoutePath
  query?: Query
}

/**
 * The one way a list page offers to create what it lists: a full-width primary button, passed
 * as PageLayout's `footer` (which keeps it above the home indicator).
 */
export function CreateBar({ text, path, query }: CreateBarProps) {
  return (
    <View className="create-bar">
      <Button type="primary" block onClick={() => navigate(path, { query })}>
        {text}
      </Button>
    </View>
  )
}
