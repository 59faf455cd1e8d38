import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { useSession } from '@/core/session/store'
import { isWeapp } from '@/core/platform/env'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import { useShare } from '@/core/share'
import { usePriceAccess as usePeerPriceAccess } from '@/shared/hooks/use-price-access'
import { priceOr, yuan } from '@/shared/format/money'
import { withImageHost } from '@/shared/media/url'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { useContactSheet } from '@/shared/ui/contact'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { stockApi, type SharedItem, type ShowcaseItem, type ShowcaseShop } from '../api'
import { SHOWCASE_PATH } from './share-link'
import './shop-share.less'

export const SHOWCASE_PAGE_SIZE = 20

/** The retail price, the only price a showcase shows. */
export function showcasePrice(item: ShowcaseItem): string {
  return priceOr(item.retailCents, '价格私询')
}

function ShopHeader({ shop }: { shop: ShowcaseShop }) {
  return (
    <View className="shop-share__header">
      <Photo className="shop-share__avatar" src={shop.avatar} mode="aspectFill" />
      <View className="shop-share__who">
        <View className="shop-share__name">{shop.name}</View>
        {shop.intro && <View className="shop-share__intro">{shop.intro}</View>}
        <View className="shop-share__count">共{shop.sharedCount.toLocaleString('en-US')}件展示商品</View>
      </View>
    </View>
  )
}

/**
 * The item a share leads to (分享商品), on top: shown whether or not it is in the showcase. Its
 * 同行价 only to the shop itself or a peer with PRODUCT_DETAIL_PRICE (the server sends it to no one else).
 */
function SharedItemCard({ item, showPeerPrice, onOpen }: { item: SharedItem; showPeerPrice: boolean; onOpen: () => void }) {
  return (
    <View className="shop-share__focus" aria-label="分享的商品" onClick={onOpen}>
      <Photo className="shop-share__focus-photo" src={item.photo} mode="aspectFill" />
      <View className="shop-share__focus-info">
        <View className="shop-share__focus-tag">分享的商品</View>
        <View className="shop-share__focus-title">{item.title}</View>
        <View className="shop-share__focus-grade">{item.grade}</View>
        <Text className="shop-share__price">{showcasePrice(item)}</Text>
        {showPeerPrice && item.peerPriceCents !== null && <View className="shop-share__focus-peer">同行价 {yuan(item.peerPriceCents)}</View>}
      </View>
    </View>
  )
}

/** The server's 404 for a shared item: the shop no longer holds it. */
const ITEM_GONE_TEXT = '商品已售出或已下架'

function SharedItemFailure({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <View className="shop-share__focus shop-share__focus--gone">
      <Text>{error === NOT_FOUND_TEXT ? ITEM_GONE_TEXT : error || '分享的商品加载失败'}</Text>
      <Text className="shop-share__focus-retry" onClick={onRetry}>
        重试
      </Text>
    </View>
  )
}

function EmptyShowcase({ own }: { own: boolean }) {
  return (
    <View className="shop-share__empty">
      <View className="shop-share__empty-title">{own ? '店铺还没有展示商品' : '店铺暂未展示商品'}</View>
      {own && <View className="shop-share__empty-text">在商品详情中打开&ldquo;展示到店铺&rdquo;，商品就会出现在这里，同行和客户打开分享链接即可浏览。</View>}
      {own && (
        <Button className="shop-share__empty-action" size="small" fill="outline" onClick={() => navigate('pages/stock/inventory/stock/list/index')}>
          去库存列表
        </Button>
      )}
    </View>
  )
}

/**
 * pages/stock/shop/share[?accountId=][&itemId=]: a shop's public showcase. With accountId anyone can
 * open it (the page a share leads to); without, the signed-in shop's own, with its share actions.
 * With itemId (an item shared from its detail) that item comes first, in the showcase or not.
 */
export function ShopShare() {
  const { params } = useCurrentRoute()
  const publicId = params.accountId ? Number(params.accountId) : undefined
  const itemId = params.itemId ? Number(params.itemId) : undefined
  const myAccountId = useSession((state) => state.userInfo?.accountId)
  const own = publicId === undefined || publicId === myAccountId
  // A shared link opens without a session; the own shop needs one.
  const signedIn = publicId === undefined

  // Back from an item's detail, where "展示到店铺" may have changed, all three are asked again.
  const header = useApiQuery(stockApi.shop.showcase, { accountId: publicId }, { signedIn })
  const items = usePagedQuery(stockApi.shop.showcaseItems, { accountId: publicId, pageSize: SHOWCASE_PAGE_SIZE }, { signedIn })
  const focus = useApiQuery(stockApi.shop.showcaseItem, { id: itemId ?? 0, accountId: publicId }, { signedIn, enabled: itemId !== undefined })
  const canSeePrices = usePeerPriceAccess()
  const contact = useContactSheet()
  const shop = header.data
  const sharedItem: SharedItem | undefined = itemId === undefined ? undefined : focus.data
  const share = useShare(() =>
    sharedItem
      ? {
          title: `${sharedItem.title} ${sharedItem.grade}`,
          imageUrl: sharedItem.photo ? withImageHost(sharedItem.photo) : undefined,
          path: SHOWCASE_PATH,
          params: { accountId: shop?.accountId ?? publicId, itemId: sharedItem.id },
        }
      : {
          title: shop ? `${shop.name}的店铺，共${shop.sharedCount}件好物` : '店铺分享',
          imageUrl: shop?.avatar ? withImageHost(shop.avatar) : undefined,
          path: SHOWCASE_PATH,
          params: { accountId: shop?.accountId ?? publicId },
        },
  )

  // The shared item is on top: not again in the grid.
  const gridItems = itemId === undefined ? items.items : items.items.filter((item) => item.id !== itemId)

  const open = (item: ShowcaseItem) => {
    if (own) void navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })
    else if (item.photo) void previewPhotos([item.photo])
  }

  const footer = own && shop && (
    <View className="shop-share__actions">
      <Button className="shop-share__action" fill="outline" onClick={() => navigate('pages/stock/shop/qrcode/index')}>
        店铺二维码
      </Button>
      {/* In the mini-program WeChat's share sheet, with the page's share message. */}
      <Button className="shop-share__action" type="primary" openType={isWeapp ? 'share' : undefined} onClick={isWeapp ? undefined : () => void share().catch(reportError)}>
        分享给好友
      </Button>
    </View>
  )

  // A peer (or a customer) reaches the shop; from a shared item, asking about it.
  const peerFooter = !own && shop && (
    <View className="shop-share__actions">
      <Button className="shop-share__action" fill="outline" onClick={() => contact.open({ accountId: shop.accountId })}>
        联系
      </Button>
      {sharedItem && (
        <Button
          className="shop-share__action"
          type="primary"
          onClick={() =>
            contact.open({
              accountId: shop.accountId,
              item: { id: sharedItem.id, title: sharedItem.title, photo: sharedItem.photo, priceText: showcasePrice(sharedItem) },
              inquire: true,
            })
          }
        >
          询价
        </Button>
      )}
    </View>
  )

  return (
    <PageLayout
      title={own ? undefined : (shop?.name ?? '店铺展示')}
      status={header.status}
      error={header.error}
      onRetry={() => {
        void header.reload()
        void items.reload()
        if (itemId !== undefined) void focus.reload()
      }}
      footer={footer || peerFooter || undefined}
    >
      {shop && <ShopHeader shop={shop} />}
      {sharedItem && <SharedItemCard item={sharedItem} showPeerPrice={own || canSeePrices} onOpen={() => open(sharedItem)} />}
      {itemId !== undefined && focus.status === 'error' && <SharedItemFailure error={focus.error} onRetry={() => void focus.reload()} />}
      {items.status === 'empty' && !sharedItem ? (
        <EmptyShowcase own={own} />
      ) : items.status === 'empty' ? null : items.status !== 'ready' ? (
        <StateView status={items.status} error={items.error} onRetry={items.reload} />
      ) : (
        <View className="shop-share__body">
          <View className="shop-share__grid">
            {gridItems.map((item) => (
              <View key={item.id} className="shop-share__item" onClick={() => open(item)}>
                <Photo className="shop-share__photo" src={item.photo} mode="aspectFill" lazyLoad />
                <View className="shop-share__title">{item.title}</View>
                <View className="shop-share__line">
                  <Text className="shop-share__price">{showcasePrice(item)}</Text>
                  <Text className="shop-share__grade">{item.grade}</Text>
                </View>
              </View>
            ))}
          </View>
          <ListFooter list={items} />
        </View>
      )}
      {contact.sheet}
    </PageLayout>
  )
}
