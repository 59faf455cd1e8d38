import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { useFollow } from './use-post-actions'
import './shop-actions.less'

export interface ShopActionsProps {
  shopId: number
  following: boolean
  /** The data object `following` came from (the post, the shop's header): see useFollow. */
  loaded: object
  /** 联系: opens the screen's contact sheet (useContactSheet) for this shop. */
  onContact: () => void
}

/** 联系 and 关注 for another shop, at the head of its post or of its list of posts. */
export function ShopActions({ shopId, following, loaded, onContact }: ShopActionsProps) {
  const follow = useFollow(shopId, following, loaded)
  return (
    <View className="shop-actions">
      <Button size="small" fill="outline" onClick={onContact}>
        联系
      </Button>
      <Button size="small" type={follow.following ? 'default' : 'primary'} fill={follow.following ? 'outline' : 'solid'} onClick={() => void follow.toggle()}>
        {follow.following ? '已关注' : '关注'}
      </Button>
    </View>
  )
}
