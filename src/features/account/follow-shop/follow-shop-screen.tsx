import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { usePagedQuery } from '@/shared/query'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { toastFailure } from '@/shared/ui/failure-toast'
import { followChanged } from '@/features/post'
import { accountAreaApi, type FollowedShop } from '../api'
import '../account.less'

/** pages/account/follow-shop: shops the dealer follows; unfollow with an undo on failure. */
export function FollowShopScreen() {
  // Asked again when shown again (back from a shop's posts, where it may have been unfollowed).
  const list = usePagedQuery(accountAreaApi.followShops, { pageSize: 20 }, { signedIn: true })
  // The rows unfollowed here, by the loaded row: they stay (to follow again) until the next load.
  const [unfollowed, setUnfollowed] = useState<FollowedShop[]>([])

  const toggle = async (shop: FollowedShop) => {
    const following = unfollowed.includes(shop)
    // Optimistic (so not the kit's flow action): the button changes at once and changes back, with the kit's failure toast, if the server refuses.
    setUnfollowed((rows) => (following ? rows.filter((row) => row !== shop) : [...rows, shop]))
    try {
      const answer = await callApi(accountAreaApi.followShop, { shopId: shop.id, follow: following }, { handleError: true })
      // The shop's posts and page show it at once; the peer circle's 关注 feed is asked again.
      void followChanged(shop.id, answer.following)
    } catch (error) {
      setUnfollowed((rows) => (following ? [...rows, shop] : rows.filter((row) => row !== shop)))
      toastFailure(error, '操作失败，请重试')
    }
  }

  return (
    <PageLayout status={list.status} error={list.error} onRetry={list.reload} emptyText="还没有关注的店铺，去同行圈看看吧">
      <CellGroup>
        {list.items.map((shop) => {
          const following = !unfollowed.includes(shop)
          return (
            <Cell
              key={shop.id}
              icon={<Photo className="cell__avatar" src={shop.avatar} mode="aspectFill" />}
              title={shop.name}
              tag={shop.verified && '认证'}
              desc={`${shop.postCount} 条动态 · ${formatDate(shop.followedAt, 'YYYY-MM-DD')} 关注`}
              onClick={() => navigate('pages/post/list/index', { query: { shopId: shop.id, shopName: shop.name } })}
              extra={
                <Text
                  className={`follow-button ${following ? '' : 'follow-button--off'}`}
                  onClick={(event) => {
                    event.stopPropagation()
                    void toggle(shop)
                  }}
                >
                  {following ? '已关注' : '+ 关注'}
                </Text>
              }
            />
          )
        })}
      </CellGroup>
      <ListFooter list={list} />
    </PageLayout>
  )
}
