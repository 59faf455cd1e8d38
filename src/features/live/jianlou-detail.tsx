import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { formatRemaining } from '@/core/clock'
import { PageTicker, useRemaining } from '@/core/clock/ticker'
import { useShare } from '@/core/share'
import { yuan } from '@/shared/format/money'
import { useClockedRouteRecord } from '@/shared/flow'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import { liveApi, type JianlouDetail } from './api'
import { goPay, useGrab } from './grab'
import { JIANLOU_BADGES } from './badges'
import { SaleClock, savingText, StockLeft } from './jianlou-parts'
import { LiveAuditGuard } from './shared'

type Hold = NonNullable<JianlouDetail['myHold']>

/** A hold at zero that the server still says is pending is asked about again this often. */
const LAPSE_RECHECK_MS = 5000

/** 已为你保留，请在 mm:ss 内付款, on the server's clock; at zero the server is asked what became of it. */
function HoldNotice({ hold, onLapse }: { hold: Hold; onLapse: () => void }) {
  const left = useRemaining(hold.expiresAt)
  const lapsed = left === 0
  useEffect(() => {
    if (!lapsed) return undefined
    onLapse()
    const recheck = setInterval(onLapse, LAPSE_RECHECK_MS)
    return () => clearInterval(recheck)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lapsed])
  if (hold.paid) return <Text className="live-hold live-hold--paid">已抢到，货款已支付，等待卖家发货</Text>
  return (
    <View className="live-hold" role="timer" aria-live="off">
      {lapsed ? '付款时间已到，正在确认…' : `已为你保留，请在 ${formatRemaining(left ?? 0)} 内付款`}
    </View>
  )
}

/** The footer: 取消抢购 + 去支付 for a hold, 立即抢 while on sale, else the state (disabled). */
function footerActions(item: JianlouDetail, busy: boolean, onGrab: () => void, onRelease: () => void): BarAction[] {
  const hold = item.myHold
  const button = (text: string, onTap?: () => void): BarAction => ({
    key: 'main',
    text,
    kind: 'primary',
    onTap: onTap ?? (() => undefined),
    disabled: !onTap,
    loading: busy && Boolean(onTap),
  })
  if (hold?.paid) return [button('已抢到')]
  if (hold)
    return [
      { key: 'release', text: '取消抢购', onTap: onRelease, disabled: busy },
      { ...button('去支付', () => void goPay(hold.payOrderNo)), loading: false, disabled: busy },
    ]
  if (item.status === 'on_sale' && item.stockLeft > 0) return [button(`立即抢 ${yuan(item.priceCents)}`, onGrab)]
  if (item.status === 'upcoming') return [button('即将开抢')]
  return [button(item.status === 'ended' ? '已结束' : '已抢光')]
}

function Body({ item, refusal, onLapse }: { item: JianlouDetail; refusal: string; onLapse: () => void }) {
  const saving = savingText(item)
  const photos = item.photos.length ? item.photos : [item.cover]
  return (
    <View className="live-jl">
      <PhotoCarousel photos={photos} label={item.title} />
      <DetailCard className="live-jl__head">
        <View className="live-jl__price-line">
          <Text className="live-price live-price--big">捡漏价 {yuan(item.priceCents)}</Text>
          <StatusBadge {...JIANLOU_BADGES[item.status]} />
        </View>
        <View className="live-jl__price-line">
          <Text className="live-ref">参考价 {yuan(item.refPriceCents)}</Text>
          {saving && <Text className="live-saving">{saving}</Text>}
        </View>
        <Text className="live-jl__title">{item.title}</Text>
        <Text className="live-muted">
          {item.brandName} · {item.grade}
        </Text>
        <View className="live-jl__price-line">
          <StockLeft item={item} />
          <Text className="live-muted">共{item.stockTotal}件</Text>
          <SaleClock item={item} />
        </View>
      </DetailCard>
      {refusal && (
        <View className="live-refusal" role="alert">
          {refusal}
        </View>
      )}
      {item.myHold && <HoldNotice hold={item.myHold} onLapse={onLapse} />}
      <DetailCard title="卖家店铺">
        <View className="live-host">
          <Photo className="live-host__avatar" src={item.seller.avatar} mode="aspectFill" />
          <Text className="live-host__name">{item.seller.name}</Text>
        </View>
      </DetailCard>
      <DetailCard title="商品描述">
        <Text className="live-jl__text">{item.description}</Text>
      </DetailCard>
      <DetailCard title="配件">
        <View className="live-chips">
          {item.accessories.length ? (
            item.accessories.map((name) => (
              <Text key={name} className="chip">
                {name}
              </Text>
            ))
          ) : (
            <Text className="live-muted">无配件</Text>
          )}
        </View>
        <Text className="live-muted">抢到后请在{item.holdMinutes}分钟内付款，超时未付款将自动释放给其他同行；付款前可取消抢购</Text>
        <Text className="live-muted">抢购需已缴纳交易保证金</Text>
      </DetailCard>
    </View>
  )
}

function JianlouDetailScreen() {
  // Asked again when the page shows (back from the cashier), with the server's clock.
  const { id, record: item, remote, layout } = useClockedRouteRecord(liveApi.jianlouDetail)
  const { grab, release, busy, refusal } = useGrab(item, remote.reload)
  useShare(() => ({
    title: item ? `捡漏 ${item.title}` : '捡漏',
    imageUrl: item?.cover,
    path: 'pages/live/jianlou/detail/index',
    params: { id: id === undefined ? '' : String(id) },
  }))
  return (
    <PageTicker>
      <PageLayout {...layout} footer={item && <ActionBar className="live-footer" actions={footerActions(item, busy, grab, release)} />}>
        {item && <Body item={item} refusal={refusal} onLapse={() => void remote.reload()} />}
      </PageLayout>
    </PageTicker>
  )
}

/** pages/live/jianlou/detail?id: a bargain piece, 立即抢, the hold's payment window and 取消抢购. */
export function JianlouDetailPage() {
  return (
    <LiveAuditGuard>
      <JianlouDetailScreen />
    </LiveAuditGuard>
  )
}
