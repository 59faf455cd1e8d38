import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { formatDate } from '@/shared/format/date'
import { Field, FormCard, useForm } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoCarousel } from '@/shared/ui/photo/carousel'
import { recycleBuyerApi, type BuyerOfferDetail } from '../api'
import { ItemCard } from '../parts'
import { NOTE_MAX } from '@/shared/rules/reason'
import { checkPreQuote, PRE_QUOTE_VALID_DAYS } from '../machine'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { Timeline } from '@/shared/ui/timeline'
import { priceOrDash, RECYCLE_BADGES, RECYCLE_FLOW, RecycleAuditGuard, timelineOf } from '../shared'
import { amountError, centsOf, noteError, rangeText } from './common'

interface RangeValues {
  low: string
  high: string
  note: string
}

const EMPTY: RangeValues = { low: '', high: '', note: '' }

function checkValues(values: RangeValues) {
  const errors = checkPreQuote({ lowCents: centsOf(values.low), highCents: centsOf(values.high) })
  return { lowCents: amountError(values.low, errors.lowCents), highCents: amountError(values.high, errors.highCents), note: noteError(values.note) }
}

/** 估价区间: low and high (yuan) and a note; 提交估价 or 修改估价. */
function PreQuoteForm({ offer }: { offer: BuyerOfferDetail }) {
  const form = useForm<RangeValues>({ initial: EMPTY, check: checkValues, order: ['lowCents', 'highCents', 'note'] })
  const { busy, run } = useFlowAction(RECYCLE_FLOW)
  const changing = offer.myPreQuote !== null
  const submit = () =>
    form.submit((values) =>
      run(
        () => callApi(recycleBuyerApi.preQuote, { id: offer.id, lowCents: centsOf(values.low), highCents: centsOf(values.high), note: values.note.trim() }, { handleError: true }),
        {
          done: changing ? '估价已修改' : '估价已提交',
          after: () => form.reset(EMPTY),
        },
      ),
    )
  return (
    <FormCard title={changing ? '修改估价' : '给出估价'}>
      <Field {...form.field('low', 'lowCents')} label="最低(元)" type="digit" maxlength={12} placeholder="估价区间下限" />
      <Field {...form.field('high', 'highCents')} label="最高(元)" type="digit" maxlength={12} placeholder="不超过最低的2倍" />
      <Field {...form.field('note')} label="备注" multiline maxlength={NOTE_MAX} placeholder="选填，如需补拍的细节" />
      <Button type="primary" block className="buyer-form__submit" loading={form.busy} disabled={busy} onClick={() => void submit()}>
        {changing ? '修改估价' : '提交估价'}
      </Button>
    </FormCard>
  )
}

function Body({ offer }: { offer: BuyerOfferDetail }) {
  const { item } = offer
  const mine = offer.myPreQuote
  return (
    <View className="buyer-detail">
      {item.photos.length > 0 && <PhotoCarousel photos={item.photos} height={360} label={item.title} />}
      <DetailCard title={item.title} extra={<StatusBadge {...RECYCLE_BADGES[offer.status]} className={`recycle-status recycle-status--${offer.status}`} />}>
        <InfoRow label="卖家">{offer.sellerName}</InfoRow>
        <InfoRow label="期望价">{priceOrDash(offer.expectedPriceCents, '未填写')}</InfoRow>
      </DetailCard>
      {/* The photos are in the carousel above. */}
      <ItemCard item={{ ...item, photos: [] }} />
      {mine && (
        <DetailCard title="我的估价" className="buyer-mine">
          <InfoRow label="估价区间">
            <Text className="buyer-mine__price">{rangeText(mine)}</Text>
          </InfoRow>
          <InfoRow label="有效至">{formatDate(mine.validUntil, 'YYYY-MM-DD HH:mm')}</InfoRow>
          {mine.note && <InfoRow label="备注">{mine.note}</InfoRow>}
        </DetailCard>
      )}
      <View className="buyer-note">预报价是按图片给出的估价区间，有效{PRE_QUOTE_VALID_DAYS}天；卖家开启竞价后再正式报价，最终成交价以验货为准。</View>
      {offer.actions.includes('preQuote') ? (
        <PreQuoteForm offer={offer} />
      ) : (
        offer.status !== 'estimating' && (
          <View className="buyer-closed">
            该单已结束估价
            {offer.status === 'bidding' && (
              <View className="buyer-link" role="link" onClick={() => void navigate('pages/recycle/buyer/quote/detail/index', { query: { id: offer.id }, replace: true })}>
                卖家已开启竞价，去报价
              </View>
            )}
          </View>
        )
      )}
      {offer.timeline.length > 0 && (
        <DetailCard title="状态记录">
          <Timeline events={timelineOf(offer.timeline)} />
        </DetailCard>
      )}
    </View>
  )
}

function PreDetailScreen() {
  const { remote, layout } = useRouteRecord(recycleBuyerApi.detail)
  return <PageLayout {...layout}>{remote.data && <Body offer={remote.data} />}</PageLayout>
}

/** pages/recycle/buyer/quote/pre/detail?id=: the item from its photos and my estimate range. */
export function BuyerPreDetail() {
  return (
    <RecycleAuditGuard>
      <PreDetailScreen />
    </RecycleAuditGuard>
  )
}
