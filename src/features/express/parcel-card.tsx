import { Text, View } from '@tarojs/components'
import { copyText } from '@/core/native/clipboard'
import { navigate } from '@/core/navigation'
import { formatDate } from '@/shared/format/date'
import { useApiQuery } from '@/shared/query'
import { DetailCard, InfoRow, TextAction } from '@/shared/ui/detail-card'
import { StatusBadge, type BadgeTable } from '@/shared/ui/status-badge'
import { StateView } from '@/shared/ui/state-view'
import { expressApi, type ParcelView } from './api'
import { normaliseEvent, PARCEL_STATE_TEXT, slotText, type ParcelState } from './rules'
import './express.less'

export const PARCEL_BADGES: BadgeTable<ParcelState> = {
  awaiting_pickup: { text: PARCEL_STATE_TEXT.awaiting_pickup, tone: 'alert' },
  collected: { text: PARCEL_STATE_TEXT.collected },
  in_transit: { text: PARCEL_STATE_TEXT.in_transit },
  delivering: { text: PARCEL_STATE_TEXT.delivering },
  signed: { text: PARCEL_STATE_TEXT.signed, tone: 'done' },
  exception: { text: PARCEL_STATE_TEXT.exception, tone: 'alert' },
  returned: { text: PARCEL_STATE_TEXT.returned, tone: 'over' },
  cancelled: { text: PARCEL_STATE_TEXT.cancelled, tone: 'over' },
}

export function openPickUpProgress(id: number): void {
  void navigate('pages/express/pick-up-progress/index', { query: { id } })
}

export function openExpressProgress(id: number): void {
  void navigate('pages/express/express-progress/index', { query: { id } })
}

/** The waybill, verbatim, with 复制. */
export function WaybillRow({ parcel }: { parcel: Pick<ParcelView, 'carrier' | 'waybillNo'> }) {
  return (
    <InfoRow label="运单号" extra={<TextAction text="复制" onClick={() => void copyText(parcel.waybillNo)} />}>
      <Text className="express-waybill">
        {parcel.carrier} {parcel.waybillNo}
      </Text>
    </InfoRow>
  )
}

/** The parcel's block of a detail page: state, carrier + waybill, latest event, pickup and courier, the links on. */
export function ParcelBlock({ parcel, title = '寄件信息', links = true }: { parcel: ParcelView; title?: string; links?: boolean }) {
  const latest = parcel.latestEvent && normaliseEvent(parcel.latestEvent)
  return (
    <DetailCard title={title} className="express-parcel" extra={<StatusBadge {...PARCEL_BADGES[parcel.state]} />}>
      <WaybillRow parcel={parcel} />
      <InfoRow label="收件人">
        {parcel.receiver.name} {parcel.receiver.phone}，{parcel.receiver.address}
      </InfoRow>
      {parcel.pickup && (
        <InfoRow label="取件时间">
          {slotText(parcel.pickup)}
          {parcel.state === 'cancelled' ? '（已取消）' : ''}
        </InfoRow>
      )}
      {parcel.courier && parcel.state !== 'cancelled' && (
        <InfoRow label="快递员">
          {parcel.courier.name} {parcel.courier.phone}
        </InfoRow>
      )}
      <InfoRow label="最新物流">
        {latest ? (
          <View className="express-latest">
            <Text className={latest.exception ? 'express-latest__text express-latest__text--warn' : 'express-latest__text'}>
              【{latest.label}】{latest.text}
            </Text>
            <Text className="express-latest__time">{formatDate(latest.at, 'MM-DD HH:mm')}</Text>
          </View>
        ) : parcel.state === 'awaiting_pickup' ? (
          '等待快递员上门揽收'
        ) : (
          '暂无物流信息'
        )}
      </InfoRow>
      {links && (
        <View className="express-links">
          {parcel.pickup && (
            <View className="express-link" role="link" onClick={() => openPickUpProgress(parcel.id)}>
              取件进度
            </View>
          )}
          <View className="express-link" role="link" onClick={() => openExpressProgress(parcel.id)}>
            物流详情
          </View>
        </View>
      )}
    </DetailCard>
  )
}

/** A parcel by id as a detail-card block (recycling's, care's and appraisal's detail pages); `pullDown`: the page's pull-down asks it again too. */
export function ParcelCard({ parcelId, title, pullDown = false }: { parcelId: number; title?: string; pullDown?: boolean }) {
  const remote = useApiQuery(expressApi.detail, { id: parcelId }, { signedIn: true, pullDown })
  if (!remote.data) {
    return (
      <DetailCard title={title ?? '寄件信息'} className="express-parcel">
        <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={() => void remote.reload()} />
      </DetailCard>
    )
  }
  return <ParcelBlock parcel={remote.data} title={title} />
}
