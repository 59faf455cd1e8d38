import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import { Button } from '@nutui/nutui-react-taro'
import { More } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { useQuery } from '@tanstack/react-query'
import type { Page } from '@/core/api/define'
import { waitForAppInit } from '@/core/app/init'
import { callApi } from '@/core/request'
import { goBack, navigate } from '@/core/navigation'
import { isWeapp } from '@/core/platform/env'
import { needLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { canSeePeerPrices } from '@/core/session/user'
import { useShare } from '@/core/share'
import { reportError } from '@/core/app/errors'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { invalidateCalls, invalidatePaths, queryClient, updatePagedRows, useApiQuery, type Remote } from '@/shared/query'
import { useFlowAction } from '@/shared/flow'
import { PageLayout } from '@/shared/ui/page-layout'
import type { LoadStatus } from '@/shared/ui/state-view'
import { LOG_ACTION_TEXT, RECYCLE_DAYS, stockApi, type Commission, type LogEntry, type PeerPrice, type StockItem } from '../api'
import { ItemStateBadge, priceOrUnset } from '../shared/item-card'
import { ActionSheet } from '@/shared/ui/sheet'
import { showsCost, useCostVisible } from '../shared/use-cost-visible'
import { channelPlace, ItemChannel } from './item-channel'
import './item-detail.less'

const refreshStock = () => invalidatePaths('/stock')

/**
 * Other dealers' prices of the item: null when the account may not see them (PRODUCT_DETAIL_PRICE),
 * and then they are not even asked for; undefined while unknown. A failure shows as none.
 */
function usePeerPrices(id: number): PeerPrice[] | null | undefined {
  const allowed = useQuery(
    {
      queryKey: ['session', 'can-see-peer-prices'],
      queryFn: async () => {
        await waitForAppInit()
        needLogin()
        return canSeePeerPrices()
      },
    },
    queryClient,
  )
  const peers = useApiQuery(stockApi.items.peerPrices, { id }, { signedIn: true, enabled: allowed.data === true, pullDown: false })
  if (allowed.data === false || allowed.isError) return null
  if (allowed.data === undefined) return undefined
  return peers.status === 'error' ? [] : peers.data
}

/** 成交价的10% or ¥2,000. */
export function commissionText(commission: Commission): string {
  return commission.unit === 'PERCENT' ? `成交价的${commission.value}%` : yuan(commission.value)
}

function FieldGroup({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <View className="item-detail__card">
      <View className="item-detail__section">{title}</View>
      {rows.map(([label, value]) => (
        <View key={label} className="item-detail__field">
          <Text className="item-detail__label">{label}</Text>
          <Text className="item-detail__value">{value}</Text>
        </View>
      ))}
    </View>
  )
}

/** The item's fields in groups: what it is, what tells it apart, where it is, whose it is. */
function Fields({ item }: { item: StockItem }) {
  const or = (value: string, none = '—') => value || none
  return (
    <>
      <FieldGroup
        title="基本信息"
        rows={[
          ['编码', item.code],
          ['品牌', item.brand],
          ['型号', or(item.model)],
          ['品类', item.category],
          ['成色', item.grade],
          ['配件', item.accessories.length ? item.accessories.join('、') : '无'],
        ]}
      />
      <FieldGroup
        title="规格与鉴别"
        rows={[
          ['颜色', or(item.colour)],
          ['材质', or(item.material)],
          ['尺寸', or(item.size)],
          ['五金', or(item.hardware)],
          ['刻印/年份', or(item.stamp)],
          ['编号', or(item.serial)],
          ['保卡日期', or(item.warrantyDate, '无保卡')],
        ]}
      />
      <FieldGroup
        title="库存"
        rows={[
          ['数量', `${item.quantity} 件`],
          ['库位', item.location],
          ['供应商', or(item.supplier)],
          ['入库日期', `${item.stockInDate}（库龄${item.ageDays}天）`],
          ['店铺展示', item.shared ? '展示中' : '未展示'],
          ...(item.note ? [['备注', item.note] as [string, string]] : []),
        ]}
      />
      {item.consignor && (
        <FieldGroup
          title="寄卖"
          rows={[
            ['寄卖人', item.consignor],
            ['佣金', item.commission ? commissionText(item.commission) : '未约定'],
          ]}
        />
      )}
    </>
  )
}

function PeerPrices({ peers }: { peers: PeerPrice[] | null }) {
  return (
    <View className="item-detail__card">
      <View className="item-detail__section">同行行情</View>
      {peers === null ? (
        <View className="item-detail__muted">同行价仅对开通查看权限的商家展示</View>
      ) : peers.length === 0 ? (
        <View className="item-detail__muted">暂无同行报价</View>
      ) : (
        peers.map((peer, index) => (
          <View key={index} className="item-detail__peer">
            <Text className="item-detail__peer-shop">{peer.shopName}</Text>
            <Text className="item-detail__peer-grade">{peer.grade}</Text>
            <Text className="item-detail__peer-price">{peer.priceCents === null ? '—' : priceOrUnset(peer.priceCents)}</Text>
          </View>
        ))
      )}
    </View>
  )
}

/** The item's latest log entries: loaded on their own, a failure stays in this section. */
function RecentLogs({ id, logs }: { id: number; logs: Remote<Page<LogEntry>> }) {
  return (
    <View className="item-detail__card">
      <View className="item-detail__section">
        <Text>操作记录</Text>
        <Text className="item-detail__link" onClick={() => navigate('pages/stock/shop/log/list/index', { query: { itemId: id } })}>
          全部 ›
        </Text>
      </View>
      {logs.status === 'loading' && <View className="item-detail__muted">加载中…</View>}
      {logs.status === 'error' && (
        <View className="item-detail__muted item-detail__retry" onClick={() => void logs.reload()}>
          <Text>记录加载失败</Text>
          <Text className="item-detail__link">重试</Text>
        </View>
      )}
      {logs.status === 'empty' && <View className="item-detail__muted">暂无操作记录</View>}
      {logs.status === 'ready' &&
        logs.data?.list.map((entry) => (
          <View key={entry.id} className="item-detail__log">
            <Text className="item-detail__log-action">{LOG_ACTION_TEXT[entry.action]}</Text>
            <Text className="item-detail__log-detail">
              {entry.detail} · {entry.operator}
            </Text>
            <Text className="item-detail__log-time">{formatDate(entry.at, 'MM-DD HH:mm')}</Text>
          </View>
        ))}
    </View>
  )
}

/** pages/stock/inventory/stock/detail?id=: one item with its gallery, fields, peer prices, log and actions. */
export function ItemDetail({ id }: { id: number }) {
  const accountId = useSession((state) => state.userInfo?.accountId)
  // Back from the edit form, an order or the log, the item and its log are asked again.
  const remote = useApiQuery(stockApi.items.detail, { id }, { signedIn: true })
  const peers = usePeerPrices(id)
  const costVisible = useCostVisible()
  // The log is extra: its failure must not hide the item.
  const logs = useApiQuery(stockApi.shop.logs, { itemId: id, page: 1, pageSize: 5 }, { signedIn: true, isEmpty: (page) => page.list.length === 0 })
  const item = remote.data
  // The page shows once the peer prices are known too (as one load, like before).
  const status: LoadStatus = remote.status === 'ready' && peers === undefined ? 'loading' : remote.status

  const share = useShare(() => ({
    title: item ? `${item.title} ${item.grade}` : '店铺好货',
    imageUrl: item?.photos[0],
    path: 'pages/stock/shop/share/index',
    params: { accountId: accountId ?? '', itemId: id },
  }))

  // The item, its log and the lists and showcase it is in, asked again after a refusal too.
  const action = useFlowAction({ invalidate: refreshStock, onFailure: () => void refreshStock() })

  const remove = () =>
    action.run(() => callApi(stockApi.items.remove, { ids: [id] }, { handleError: true }), {
      confirm: { title: '删除商品', content: `删除后可在「最近删除」中恢复，${RECYCLE_DAYS}天后自动彻底删除。`, danger: true },
      done: '已删除，可在「最近删除」恢复',
      failed: '删除失败，请稍后重试',
      // Every failure is a toast and this item asked again (nothing else changed).
      refusals: [],
      onFailure: () => void remote.reload(),
      // This page is not asked again (its item is gone): the lists underneath lose the row at
      // once and ask again when they show.
      invalidate: [],
      after: async () => {
        const gone = (row: { id: number }) => (row.id === id ? null : row)
        updatePagedRows(stockApi.items.list, gone)
        updatePagedRows(stockApi.warning.items, gone)
        void invalidateCalls(stockApi.items.list, stockApi.warning.items, stockApi.warning.rules, stockApi.items.recycleBin, stockApi.overview)
        await goBack({ delay: true })
      },
    })

  const [moreShown, setMoreShown] = useState(false)
  const postable = item?.status === 'IN_STOCK' || item?.status === 'LOCKED'
  const moreActions = item
    ? [
        { text: item.shared ? '取消店铺展示' : '展示到店铺' },
        { text: '分享商品' },
        ...(postable ? [{ text: '发到同行圈' }, { text: '寄快递' }] : []),
        { text: '全部操作记录' },
        ...(item.status === 'IN_STOCK' && item.channel.kind === 'FREE' ? [{ text: '删除', danger: true }] : []),
      ]
    : []

  const more = async (chosen: string) => {
    if (!item) return
    if (chosen === '展示到店铺' || chosen === '取消店铺展示') {
      const on = chosen === '展示到店铺'
      await action.run(() => callApi(stockApi.items.share, { ids: [id], shared: on }, { handleError: true }), {
        done: on ? '已展示到店铺' : '已取消展示',
        failed: on ? '展示失败，请稍后重试' : '取消展示失败，请稍后重试',
        refusals: [],
      })
    }
    // An action sheet cannot open WeChat's share sheet: the mini-program shows the item on the
    // shop's share page, whose 分享给好友 shares this item.
    // A link without the shop's account would open the viewer's own shop.
    else if (chosen === '分享商品' && !accountId) void Taro.showToast({ title: '店铺信息加载中，请稍后再试', icon: 'none' })
    else if (chosen === '分享商品' && isWeapp) void navigate('pages/stock/shop/share/index', { query: { itemId: id } })
    else if (chosen === '分享商品') await share().catch(reportError)
    else if (chosen === '发到同行圈') void navigate('pages/post/detail/index', { query: { mode: 'publish', itemIds: String(id) } })
    // The express form takes the piece's name, type and value (its cost the declared value's default).
    else if (chosen === '寄快递') void navigate('pages/express/send/index', { query: { stockItemId: id } })
    else if (chosen === '全部操作记录') void navigate('pages/stock/shop/log/list/index', { query: { itemId: id } })
    else if (chosen === '删除') await remove()
  }

  const ids = { itemIds: String(id) }
  // A piece out on consignment or recycling (status still IN_STOCK) offers its record instead of a new channel.
  const heldElsewhere = item?.status === 'IN_STOCK' && item.channel.kind !== 'FREE'
  const elsewhere = heldElsewhere ? channelPlace(item.channel) : null
  const footer = status === 'ready' && item && (
    <View className="item-detail__actions">
      <Button className="item-detail__more" size="small" fill="outline" icon={<More size={14} />} onClick={() => setMoreShown(true)}>
        更多
      </Button>
      {(item.status === 'IN_STOCK' || item.status === 'LOCKED') && (
        <Button size="small" fill="outline" onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id, mode: 'edit' } })}>
          编辑
        </Button>
      )}
      {elsewhere && (
        <Button size="small" type="primary" onClick={() => navigate(elsewhere.path, { query: { id: elsewhere.id } })}>
          {elsewhere.action}
        </Button>
      )}
      {item.status === 'IN_STOCK' && !heldElsewhere && (
        <>
          <Button size="small" fill="outline" onClick={() => navigate('pages/stock/order/lock/create/index', { query: ids })}>
            锁单
          </Button>
          <Button size="small" fill="outline" onClick={() => navigate('pages/stock/order/delivery/detail/index', { query: ids })}>
            发货
          </Button>
          <Button size="small" type="primary" onClick={() => navigate('pages/stock/order/offline/create/index', { query: ids })}>
            线下开单
          </Button>
        </>
      )}
      {item.status === 'LOCKED' && item.lockId && (
        <>
          <Button size="small" fill="outline" onClick={() => navigate('pages/stock/order/lock/detail/index', { query: { id: item.lockId! } })}>
            查看锁单
          </Button>
          <Button size="small" type="primary" onClick={() => navigate('pages/stock/order/offline/create/index', { query: { lockId: item.lockId! } })}>
            转线下订单
          </Button>
        </>
      )}
      {item.status === 'SOLD' && (
        <Button size="small" type="primary" onClick={() => navigate('pages/stock/order/delivery/detail/index', { query: ids })}>
          发货
        </Button>
      )}
      {(item.status === 'SOLD' || item.status === 'SHIPPED') && item.offlineOrderId && (
        <Button size="small" fill="outline" onClick={() => navigate('pages/stock/order/offline/detail/index', { query: { id: item.offlineOrderId! } })}>
          查看订单
        </Button>
      )}
    </View>
  )

  return (
    <PageLayout title="商品详情" status={status} error={remote.error} onRetry={remote.reload} footer={footer}>
      {item && peers !== undefined && (
        <View className="item-detail">
          <PhotoCarousel photos={item.photos} label={item.title} />
          <View className="item-detail__card item-detail__head">
            <View className="item-detail__title">
              <Text>{item.title}</Text>
              <ItemStateBadge item={item} />
            </View>
            <View className="item-detail__prices">
              <View className="item-detail__price">
                <Text className="item-detail__price-value item-detail__price-value--peer">{priceOrUnset(item.peerPriceCents)}</Text>
                <Text className="item-detail__price-label">同行价</Text>
              </View>
              <View className="item-detail__price">
                <Text className="item-detail__price-value">{priceOrUnset(item.retailCents)}</Text>
                <Text className="item-detail__price-label">零售价</Text>
              </View>
              {showsCost(costVisible, item.costCents) && (
                <View className="item-detail__price">
                  <Text className="item-detail__price-value">{priceOrUnset(item.costCents)}</Text>
                  <Text className="item-detail__price-label">成本价</Text>
                </View>
              )}
            </View>
          </View>
          <ItemChannel item={item} />
          <Fields item={item} />
          <PeerPrices peers={peers} />
          <RecentLogs id={id} logs={logs} />
        </View>
      )}
      <ActionSheet visible={moreShown} actions={moreActions} onClose={() => setMoreShown(false)} onSelect={(text) => void more(text)} />
    </PageLayout>
  )
}
