import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { formatRemaining } from '@/core/clock'
import { PageTicker, useRemaining } from '@/core/clock/ticker'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useShare } from '@/core/share'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import { liveApi, type JianlouDetail } from './api'
import { useClockedQuery } from '@/shared/query/clocked'
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
  if (hold.paid) return <Text className='live-hold live-hold--paid'>已抢到，货款已支付，等待卖家发货</Text>
  return (
    <View className='live-hold' role='timer' aria-live='off'>
      {lapsed ? '付款时间已到，正在确认…' : `已为你保留，请在 ${formatRemaining(left ?? 0)} 内付款`}
    </View>
  )
}

function Footer({ item, busy, onGrab }: { item: JianlouDetail; busy: boolean; onGrab: () => void }) {
  const hold = item.myHold
  const button = (text: string, onClick?: () => void) => (
    <Button type='primary' block disabled={!onClick} loading={busy && Boolean(onClick)} onClick={onClick}>
      {text}
    </Button>
  )
  let action
  if (hold?.paid) action = button('已抢到')
  else if (hold) action = button('去支付', () => void goPay(hold.payOrderNo))
  else if (item.status === 'on_sale' && item.stockLeft > 0) action = button(`立即抢 ${yuan(item.priceCents)}`, onGrab)
  else if (item.status === 'upcoming') action = button('即将开抢')
  else if (item.status === 'ended') action = button('已结束')
  else action = button('已抢光')
  return <View className='live-footer'>{action}</View>
}

function Body({ item, refusal, onLapse }: { item: JianlouDetail; refusal: string; onLapse: () => void }) {
  const saving = savingText(item)
  const photos = item.photos.length ? item.photos : [item.cover]
  return (
    <View className='live-jl'>
      <PhotoCarousel photos={photos} label={item.title} />
      <View className='live-card'>
        <View className='live-jl__price-line'>
          <Text className='live-price live-price--big'>捡漏价 {yuan(item.priceCents)}</Text>
          <StatusBadge {...JIANLOU_BADGES[item.status]} />
        </View>
        <View className='live-jl__price-line'>
          <Text className='live-ref'>参考价 {yuan(item.refPriceCents)}</Text>
          {saving && <Text className='live-saving'>{saving}</Text>}
        </View>
        <Text className='live-jl__title'>{item.title}</Text>
        <Text className='live-muted'>
          {item.brandName} · {item.grade}
        </Text>
        <View className='live-jl__price-line'>
          <StockLeft item={item} />
          <Text className='live-muted'>共{item.stockTotal}件</Text>
          <SaleClock item={item} />
        </View>
      </View>
      {refusal && (
        <View className='live-refusal' role='alert'>
          {refusal}
        </View>
      )}
      {item.myHold && <HoldNotice hold={item.myHold} onLapse={onLapse} />}
      <View className='live-card'>
        <Text className='live-section__title'>卖家店铺</Text>
        <View className='live-host'>
          <Photo className='live-host__avatar' src={item.seller.avatar} mode='aspectFill' />
          <Text className='live-host__name'>{item.seller.name}</Text>
        </View>
      </View>
      <View className='live-card'>
        <Text className='live-section__title'>商品描述</Text>
        <Text className='live-jl__text'>{item.description}</Text>
        <Text className='live-section__title'>附件</Text>
        <View className='live-chips'>
          {item.accessories.length ? item.accessories.map((name) => <Text key={name} className='chip'>{name}</Text>) : <Text className='live-muted'>无附件</Text>}
        </View>
        <Text className='live-muted'>抢到后请在{item.holdMinutes}分钟内付款，超时未付款将自动释放给其他同行</Text>
      </View>
    </View>
  )
}

function JianlouDetailScreen() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  // Asked again when the page shows (back from the cashier), with the server's clock.
  const remote = useClockedQuery(liveApi.jianlouDetail, { id }, { enabled: valid })
  const item = remote.data
  const { grab, busy, refusal } = useGrab(id, remote.reload)
  useShare(() => ({ title: item ? `捡漏 ${item.title}` : '捡漏', imageUrl: item?.cover, path: 'pages/live/jianlou/detail/index', params: { id: params.id ?? '' } }))
  return (
    <PageTicker>
      <PageLayout
        status={valid ? remote.status : 'error'}
        error={valid ? remote.error : INVALID_LINK_TEXT}
        onRetry={remote.reload}
        footer={item && <Footer item={item} busy={busy} onGrab={grab} />}
      >
        {item && <Body item={item} refusal={refusal} onLapse={() => void remote.reload()} />}
      </PageLayout>
    </PageTicker>
  )
}

/** pages/live/jianlou/detail?id: a bargain piece, 立即抢 and the hold's payment window. */
export function JianlouDetailPage() {
  return (
    <LiveAuditGuard>
      <JianlouDetailScreen />
    </LiveAuditGuard>
  )
}
