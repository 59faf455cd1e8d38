import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { useRemaining } from '@/core/clock/ticker'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import { Countdown } from '@/shared/ui/countdown'
import { recycleSellerApi, type PreQuote, type RecycleDetail, type RecycleQuote } from '../api'
import { CANCEL_REASONS, DEAL_STATUSES, type RecycleStatus, type SellerAction } from '../machine'
import { allowedActions, cancelConfirm, useFlowAction } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { RECYCLE_BADGES, RECYCLE_FLOW, useReasonSheet } from '../shared'
import './bidding-detail.less'
import '@/shared/ui/title-row'

const SHORT = 'MM-DD HH:mm'

/** Quoting until the window closes (with the time left); after it, quotes still holding can be accepted. */
function BiddingState({ endsAt }: { endsAt: string | null }) {
  const remaining = useRemaining(endsAt)
  if (remaining === 0) return <Text>报价已截止，可接受有效报价</Text>
  return (
    <View>
      <Text>买家报价中{endsAt ? `，截止 ${formatDate(endsAt, SHORT)}` : ''}</Text>
      {endsAt && <Countdown until={endsAt} prefix="剩余" dueText="竞价已截止" className="recycle-head__countdown" />}
    </View>
  )
}

/** The order's state in one line of Chinese (the countdown, while bidding, beside it). */
export function StateLine({ order }: { order: RecycleDetail }) {
  switch (order.status) {
    case 'estimating':
      return <Text>{order.preQuotes.length ? `已收到${order.preQuotes.length}个预估价，可发布竞价` : '买家估价中，可随时发布竞价'}</Text>
    case 'bidding':
      return <BiddingState endsAt={order.biddingEndsAt} />
    case 'awaiting_shipment':
      return <Text>等待你寄出</Text>
    case 'in_transit':
      return <Text>商品运输中，买家签收后验货</Text>
    case 'inspecting':
      return <Text>买家验货中</Text>
    case 'inspected':
      return <Text>买家已验货，请确认验货价</Text>
    case 'rechecking':
      return <Text>平台复检中{order.recheck ? `，预计 ${formatDate(order.recheck.answerDueAt, SHORT)} 前答复` : ''}</Text>
    case 'settled':
      return <Text>已成交，货款已打款</Text>
    case 'returning':
      return <Text>商品退回中</Text>
    case 'returned':
      return <Text>商品已退回</Text>
    case 'cancelled':
      return <Text>回收已取消</Text>
    case 'unsold':
      return <Text>竞价结束，没有可接受的报价</Text>
  }
}

/** The order's head: title, state badge, number, created time and the state in words. */
export function OrderHead({ order }: { order: RecycleDetail }) {
  return (
    <DetailCard className="recycle-head">
      <View className="title-row">
        <Text className="recycle-head__title title-row__title">{order.title}</Text>
        <StatusBadge {...RECYCLE_BADGES[order.status]} className={`recycle-status recycle-status--${order.status}`} />
      </View>
      <View className="recycle-head__state" aria-label="订单状态">
        <StateLine order={order} />
      </View>
      <Text className="recycle-head__meta">订单号 {order.no}</Text>
      <Text className="recycle-head__meta">创建于 {formatDate(order.createdAt)}</Text>
    </DetailCard>
  )
}

const QUOTE_STATUS_TEXT: Record<RecycleQuote['status'], string> = { active: '有效', expired: '已过期', accepted: '已接受', lost: '未中标', withdrawn: '已撤回' }

function QuoteRow({ order, quote, best }: { order: RecycleDetail; quote: RecycleQuote; best: boolean }) {
  const action = useFlowAction(RECYCLE_FLOW)
  const live = quote.status === 'active'
  const accept = () =>
    void action.run(() => callApi(recycleSellerApi.accept, { id: order.id, quoteId: quote.id }, { handleError: true }), {
      confirm: {
        title: '接受报价？',
        content: `接受 ${quote.buyerName} 的报价 ${yuan(quote.priceCents)}。接受后其他报价失效，请尽快寄出（建议48小时内）。`,
        confirmText: '接受',
      },
      done: '已接受报价',
    })
  return (
    <View className={`recycle-quote ${live ? '' : 'recycle-quote--off'}`} role="listitem">
      <View className="recycle-quote__main">
        <View className="recycle-quote__line">
          <Text className="recycle-quote__buyer">{quote.buyerName}</Text>
          {best && live && <Text className="recycle-quote__best">最高</Text>}
          <Text className={`recycle-quote__status recycle-quote__status--${quote.status}`}>{QUOTE_STATUS_TEXT[quote.status]}</Text>
        </View>
        <Text className="recycle-quote__price">{yuan(quote.priceCents)}</Text>
        <View className="recycle-quote__valid">
          <Text>有效至 {formatDate(quote.validUntil, SHORT)}</Text>
          {live && <Countdown until={quote.validUntil} prefix="，剩余" dueText="，已到期" className="recycle-quote__countdown" />}
        </View>
        {quote.note && <Text className="recycle-quote__note">{quote.note}</Text>}
      </View>
      {live && order.actions.includes('accept') && (
        <Button size="small" type="primary" className="recycle-quote__accept" disabled={action.busy} onClick={accept}>
          接受报价
        </Button>
      )}
    </View>
  )
}

/** The quotes, best first as the server orders them; active ones can be accepted. */
export function QuotesCard({ order }: { order: RecycleDetail }) {
  const firstLive = order.quotes.find((quote) => quote.status === 'active')
  return (
    <DetailCard title={`买家报价（${order.quoteCount}）`} className="recycle-quotes">
      {order.quotes.length === 0 ? (
        <Text className="recycle-empty-line">暂无报价，买家报价后会出现在这里</Text>
      ) : (
        <View role="list" aria-label="买家报价">
          {order.quotes.map((quote) => (
            <QuoteRow key={quote.id} order={order} quote={quote} best={quote === firstLive} />
          ))}
        </View>
      )}
    </DetailCard>
  )
}

function PreQuoteRow({ quote }: { quote: PreQuote }) {
  return (
    <View className="recycle-quote" role="listitem">
      <View className="recycle-quote__main">
        <Text className="recycle-quote__buyer">{quote.buyerName}</Text>
        <Text className="recycle-quote__price">
          {yuan(quote.lowCents)}–{yuan(quote.highCents)}
        </Text>
        <Text className="recycle-quote__valid">有效至 {formatDate(quote.validUntil, SHORT)}</Text>
        {quote.note && <Text className="recycle-quote__note">{quote.note}</Text>}
      </View>
    </View>
  )
}

/** The ranges buyers gave from the photos (estimating). */
export function PreQuotesCard({ order }: { order: RecycleDetail }) {
  return (
    <DetailCard title={`预估价（${order.preQuotes.length}）`} className="recycle-quotes">
      {order.preQuotes.length === 0 ? (
        <Text className="recycle-empty-line">暂无预估价，也可直接发布竞价</Text>
      ) : (
        <View role="list" aria-label="预估价">
          {order.preQuotes.map((quote) => (
            <PreQuoteRow key={quote.id} quote={quote} />
          ))}
        </View>
      )}
    </DetailCard>
  )
}

/** The quote the seller accepted. */
export function AcceptedQuoteCard({ quote }: { quote: RecycleQuote }) {
  return (
    <DetailCard title="成交报价" className="recycle-accepted">
      <InfoRow label="买家">{quote.buyerName}</InfoRow>
      <InfoRow label="报价">
        <Text className="recycle-money">{yuan(quote.priceCents)}</Text>
      </InfoRow>
      {quote.note && <InfoRow label="买家备注">{quote.note}</InfoRow>}
    </DetailCard>
  )
}

/** What cancelling ends, by the state it is cancelled in. */
const CANCEL_OUTCOME: Partial<Record<RecycleStatus, string>> = {
  estimating: '取消后本次回收结束，买家的预估价全部失效。',
  bidding: '取消后本次回收结束，买家的报价全部失效。',
  awaiting_shipment: '取消后本次回收结束，已接受的买家报价将作废。',
}

/** The buttons of the actions the server allows now (same set on the bidding and the order detail). */
export function SellerActionBar({ order }: { order: RecycleDetail }) {
  const action = useFlowAction(RECYCLE_FLOW)
  const query = { id: order.id }
  const cancel = (reason: string) =>
    void action.run(() => callApi(recycleSellerApi.cancel, { id: order.id, reason }, { handleError: true }), {
      confirm: cancelConfirm('取消回收？', `原因：${reason}。${CANCEL_OUTCOME[order.status] ?? CANCEL_OUTCOME.bidding}`),
      done: '已取消',
    })
  const reasons = useReasonSheet(CANCEL_REASONS, cancel)
  // After the inspection, asking the item back is refusing the price.
  const refusing = order.status === 'inspected'
  const actions = allowedActions<SellerAction>(order.actions, [
    { when: 'cancel', key: 'cancel', text: '取消回收', onTap: reasons.pick },
    {
      when: 'publish',
      key: 'publish',
      text: '发布竞价',
      kind: 'primary',
      onTap: () =>
        void action.run(() => callApi(recycleSellerApi.publish, query, { handleError: true }), {
          confirm: { title: '发布竞价？', content: '发布后买家可在3天内报价，你可随时接受其中一个报价。', confirmText: '发布' },
          done: '已发布竞价',
        }),
    },
    { when: 'ship', key: 'ship', text: '去寄出', kind: 'primary', onTap: () => void navigate('pages/recycle/seller/bidding/express-progress/index', { query }) },
    { when: 'recheck', key: 'recheck', text: '申请复检', onTap: () => void navigate('pages/recycle/seller/bidding/recheck-inquiry/index', { query }) },
    {
      when: 'return',
      key: 'return',
      text: refusing ? '拒绝验货价' : '申请退回',
      onTap: () => void navigate('pages/recycle/seller/bidding/return/index', { query: refusing ? { id: order.id, reason: '不接受验货价' } : query }),
    },
    { when: 'confirm', key: 'confirm', text: '接受验货价', kind: 'primary', onTap: () => void navigate('pages/recycle/seller/order/confirm/index', { query }) },
  ])
  return (
    <ActionBar actions={actions} busy={action.busy}>
      {reasons.sheet}
    </ActionBar>
  )
}

/** Whether the bar would show anything (PageLayout's footer only then). */
export function hasSellerActions(order: RecycleDetail): boolean {
  return order.actions.some((name) => name !== 'accept')
}

/** A deal (a quote was accepted): its follow-up lives on the order detail. */
export function isDeal(order: RecycleDetail): boolean {
  return DEAL_STATUSES.includes(order.status)
}
