import { Text, View } from '@tarojs/components'
import { useSession } from '@/core/session/store'
import { useShare } from '@/core/share'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { useContactSheet } from '@/shared/ui/contact'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { postApi, type PostShopProfile } from '../api'
import { PostCard } from '../feed/post-card'
import { ShopByline } from '../shared/shop-byline'
import { usePeerPriceAccess } from '../shared/peer-price'
import { ShopActions } from '../shared/shop-actions'
import './post-list.less'

export const LIST_PAGE_SIZE = 10

function ShopHeader({ shop }: { shop: PostShopProfile }) {
  const contact = useContactSheet()
  return (
    <>
      <View className="post-list__header">
        <ShopByline shop={shop} subtitle={`${shop.postCount}条动态`} size="header" />
        {!shop.mine && <ShopActions shopId={shop.id} following={shop.following} loaded={shop} onContact={() => contact.open({ shopId: shop.id })} />}
      </View>
      {contact.sheet}
    </>
  )
}

function BrandHeader({ brand, total }: { brand: string; total: number | undefined }) {
  return (
    <View className="post-list__header">
      <View className="post-list__brand-mark">{brand.slice(0, 1)}</View>
      <View className="post-list__who">
        <View className="post-list__name">{brand}</View>
        <Text className="post-list__count">{total === undefined ? '同行动态' : `${total}条同行动态`}</Text>
      </View>
    </View>
  )
}

/** pages/post/list?shopId= or ?brand=: a shop's or a brand's posts, newest first, with a header. */
export function PostList() {
  const { params } = useCurrentRoute()
  const shopId = Number(params.shopId ?? 0)
  const brand = (params.brand ?? '').trim()
  const byShop = Number.isInteger(shopId) && shopId > 0
  if (!byShop && !brand) return <PageLayout status="error" error="链接缺少店铺或品牌" />
  // The page's route is read once here: the list below re-renders on every cache change.
  return <PostListOf shopId={byShop ? shopId : null} brand={brand} />
}

function PostListOf({ shopId, brand }: { shopId: number | null; brand: string }) {
  const byShop = shopId !== null
  const signedIn = Boolean(useSession((state) => state.userToken))
  const canSeePrices = usePeerPriceAccess()
  // The shop's header; a brand needs none from the server. Changes made on other pages (a
  // follow, a post published or deleted) reach both through the query cache.
  const header = useApiQuery(postApi.shop, { shopId: shopId ?? 0 }, { enabled: byShop })
  const posts = usePagedQuery(postApi.list, { ...(shopId !== null ? { shopId } : { brand }), pageSize: LIST_PAGE_SIZE })
  const shop = header.data ?? null

  useShare(() => ({
    title: shop ? `${shop.name}的同行圈动态` : `${brand}的同行圈动态`,
    imageUrl: shop?.avatar,
    path: 'pages/post/list/index',
    params: shopId !== null ? { shopId } : { brand },
  }))
  const title = byShop ? (shop?.name ?? '店铺动态') : `${brand} · 同行圈`
  return (
    <PageLayout
      title={title}
      status={byShop ? header.status : 'ready'}
      error={header.error}
      onRetry={() => {
        if (byShop) void header.reload()
        void posts.reload()
      }}
    >
      {shop ? <ShopHeader key={shop.id} shop={shop} /> : <BrandHeader brand={brand} total={posts.total} />}
      {posts.status !== 'ready' ? (
        <StateView status={posts.status} error={posts.error} emptyText={byShop ? '该店铺还没有发布动态' : '该品牌还没有同行动态'} onRetry={posts.reload} />
      ) : (
        <View className="post-list__body">
          {posts.items.map((post) => (
            <PostCard key={post.id} post={post} canSeePrices={canSeePrices} signedIn={signedIn} linkShop={!byShop} />
          ))}
          <ListFooter list={posts} />
        </View>
      )}
    </PageLayout>
  )
}
