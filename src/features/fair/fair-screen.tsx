import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { ensureSignedIn } from '@/core/session/auth'
import { toCashier, useDueRefetch, useFlowAction } from '@/shared/flow'
import { formatDate } from '@/shared/format/date'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { ListCard } from '@/shared/ui/list-card'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge, type BadgeTone } from '@/shared/ui/status-badge'
import { fairApi, type Fair, type TicketKindInfo } from './api'
import { FAIR_FLOW, KindMark } from './shared'
import { HOLD_MINUTES, SALE_STATE_TEXT, type SaleState } from './machine'
import '@/shared/ui/title-row'

const SALE_TONE: Record<SaleState, BadgeTone> = { not_started: 'info', on_sale: 'active', ended: 'over' }

/** Why a kind cannot be bought now; null when it can. */
export function buyBlock(kind: TicketKindInfo): string | null {
  if (kind.saleState === 'not_started') return `${formatDate(kind.saleStartsAt, 'MM-DD HH:mm')} 开售`
  if (kind.saleState === 'ended') return '已停售'
  if (kind.remaining <= 0) return '已售罄'
  if (kind.held >= kind.perAccountLimit) return '已达限购'
  return null
}

/** The next time a kind's sale state changes (ms), if any. */
export function nextSaleChange(fair: Fair): number | null {
  const times = fair.kinds.flatMap((kind) =>
    kind.saleState === 'not_started' ? [Date.parse(kind.saleStartsAt)] : kind.saleState === 'on_sale' ? [Date.parse(kind.saleEndsAt)] : [],
  )
  return times.length ? Math.min(...times) : null
}

function KindCard({ kind, busy, onBuy }: { kind: TicketKindInfo; busy: boolean; onBuy: () => void }) {
  const block = buyBlock(kind)
  return (
    <ListCard className="fair-kind" flat cover={<KindMark kind={kind.kind} />}>
      <View className="title-row">
        <Text className="list-card__title title-row__title">{kind.name}</Text>
        <StatusBadge text={SALE_STATE_TEXT[kind.saleState]} tone={SALE_TONE[kind.saleState]} />
      </View>
      <Text className="fair-faint">{kind.desc}</Text>
      <Text className="fair-faint">{`售卖时间 ${formatDate(kind.saleStartsAt, 'MM-DD HH:mm')} 至 ${formatDate(kind.saleEndsAt, 'MM-DD HH:mm')}`}</Text>
      <Text className="fair-faint">{`每个账号限购 ${kind.perAccountLimit} 张${kind.held ? `，已购 ${kind.held} 张` : ''}${kind.refundable ? '，检票前可退' : '，不支持退票'}`}</Text>
      <View className="fair-kind__foot">
        <Text className="fair-money">{yuan(kind.priceCents)}</Text>
        {kind.remaining > 0 && <Text className="fair-faint">{`剩余 ${kind.remaining} 张`}</Text>}
        {block ? (
          <Text className="fair-kind__blocked">{block}</Text>
        ) : (
          <Button size="small" type="primary" disabled={busy} onClick={onBuy}>
            购买
          </Button>
        )}
      </View>
    </ListCard>
  )
}

function FairBody({ fair }: { fair: Fair }) {
  const action = useFlowAction(FAIR_FLOW)
  const buy = (kind: TicketKindInfo) => {
    if (!ensureSignedIn()) return
    void action.run(() => callApi(fairApi.buy, { kindId: kind.id }, { handleError: true }), {
      confirm: { title: `购买${kind.name}`, content: `${yuan(kind.priceCents)}，下单后请在 ${HOLD_MINUTES} 分钟内支付，超时自动取消并释放名额。` },
      failed: '下单失败，请稍后重试',
      after: toCashier,
    })
  }
  return (
    <View className="fair-page">
      <DetailCard title={fair.title}>
        <InfoRow label="日期">{`${formatDate(fair.startsAt, 'YYYY-MM-DD')} 至 ${formatDate(fair.endsAt, 'YYYY-MM-DD')}`}</InfoRow>
        <InfoRow label="入场时间">{`${formatDate(fair.doorOpensAt, 'MM-DD HH:mm')} – ${formatDate(fair.doorClosesAt, 'MM-DD HH:mm')}`}</InfoRow>
        <InfoRow label="地点">{fair.place}</InfoRow>
        <InfoRow label="地址">{fair.address}</InfoRow>
        <Note>{fair.intro}</Note>
      </DetailCard>
      <DetailCard title="门票">
        {fair.kinds.map((kind) => (
          <KindCard key={kind.id} kind={kind} busy={action.busy} onBuy={() => buy(kind)} />
        ))}
        <Text className="fair-faint">{`下单后门票保留 ${HOLD_MINUTES} 分钟待支付，期间占用名额；售卖时间以服务器时间为准。`}</Text>
      </DetailCard>
    </View>
  )
}

/** pages/activity/guanhuo-activity?id=: a trade fair's dates and place, its ticket kinds, buying through the cashier. Opens signed out. */
export function FairScreen() {
  const { params } = useCurrentRoute()
  const remote = useApiQuery(fairApi.detail, { id: Number(params.id) || 0 })
  // A sale opening or closing while the page shows: asked again just after, on the server's clock.
  useDueRefetch(remote.data ? nextSaleChange(remote.data) : null, remote.reload)
  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      footer={remote.data ? <ActionBar actions={[{ key: 'mine', text: '我的门票', onTap: () => void navigate('pages/activity/guanhuo-activity-voucher/index') }]} /> : undefined}
    >
      {remote.data && <FairBody fair={remote.data} />}
    </PageLayout>
  )
}
