import { memo, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { ShieldCheck } from '@nutui/icons-react-taro'
import { useAuditMode } from '@/core/app/audit'
import { formatRemaining } from '@/core/clock'
import { useRemaining } from '@/core/clock/ticker'
import { goBack } from '@/core/navigation'
import { formatDateTime } from '@/shared/format/time'
import { PageLayout } from '@/shared/ui/page-layout'
import { STATE_ICON_COLOR, StateMessage } from '@/shared/ui/state-view'
import { LOT_STATUS_TEXT, SESSION_STATUS_TEXT, type LotStatus, type LotSummary, type MyLotState, type SessionStatus } from './api'
import './auction.less'

export { yuan } from './format'

/**
 * The auction pages under WeChat's review (audit mode, spec section 4): nothing offers bidding;
 * the page says it is not available instead.
 */
export function AuctionAuditGuard({ children }: { children: ReactNode }) {
  const audit = useAuditMode()
  if (!audit) return <>{children}</>
  return (
    <PageLayout title='提示'>
      <StateMessage
        icon={<ShieldCheck size={56} color={STATE_ICON_COLOR} />}
        title='暂不支持竞拍'
        description='当前版本暂未开放拍卖，可先浏览商品库'
        actions={[{ text: '返回', onClick: () => void goBack() }]}
      />
    </PageLayout>
  )
}

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return <Text className={`auction-badge auction-badge--${status}`}>{SESSION_STATUS_TEXT[status]}</Text>
}

/** 已成交 / 流拍 (a closed lot) or 未开拍 / 竞拍中. */
export function LotStatusBadge({ status }: { status: LotStatus }) {
  return <Text className={`auction-badge auction-badge--${status}`}>{status === 'unsold' ? '流拍' : LOT_STATUS_TEXT[status]}</Text>
}

const MY_STATE_TEXT: Partial<Record<MyLotState, string>> = { leading: '领先', outbid: '出局', won: '已拍中', lost: '未拍中' }

/** Where the dealer stands: 领先 / 出局 while open, 已拍中 / 未拍中 after. */
export function MyStateBadge({ state }: { state: MyLotState }) {
  const text = MY_STATE_TEXT[state]
  return text ? <Text className={`auction-mine auction-mine--${state}`}>{text}</Text> : null
}

export function Tags({ extendable, membersOnly }: { extendable: boolean; membersOnly?: boolean }) {
  if (!extendable && !membersOnly) return null
  return (
    <View className='auction-tags'>
      {extendable && <Text className='auction-tag'>延时拍</Text>}
      {membersOnly && <Text className='auction-tag auction-tag--member'>会员专场</Text>}
    </View>
  )
}

/**
 * A countdown leaf: reads the page's one ticker (PageTicker) and re-renders alone once a second.
 * At zero it says `dueText` (结拍中…): the server, not the phone, says what happened then.
 */
export const Countdown = memo(function Countdown({ until, prefix, dueText, className = '' }: { until: string; prefix: string; dueText: string; className?: string }) {
  const remaining = useRemaining(until)
  if (remaining === null) return null
  return (
    <Text className={`auction-countdown ${remaining === 0 ? 'auction-countdown--due' : ''} ${className}`}>
      {remaining === 0 ? dueText : `${prefix} ${formatRemaining(remaining)}`}
    </Text>
  )
})

/** A lot's time: 距开拍 / 距结拍 (结拍中… at zero), or how it ended. */
export function LotTime({ lot }: { lot: Pick<LotSummary, 'status' | 'startAt' | 'endAt'> }) {
  if (lot.status === 'upcoming') return <Countdown until={lot.startAt} prefix='距开拍' dueText='即将开拍…' />
  if (lot.status === 'live') return <Countdown until={lot.endAt} prefix='距结拍' dueText='结拍中…' />
  return <Text className='auction-countdown auction-countdown--over'>{lot.status === 'sold' ? '已成交' : '流拍'} · {formatDateTime(lot.endAt)}</Text>
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='auction-row'>
      <Text className='auction-row__label'>{label}</Text>
      <View className='auction-row__value'>{children}</View>
    </View>
  )
}

/** Tabs with counts (the SMU list's look). */
export function Tabs<K extends string>({ tabs, value, onChange, small = false }: { tabs: { key: K; label: string; count?: number }[]; value: K; onChange: (key: K) => void; small?: boolean }) {
  return (
    <View className={`auction-tabs ${small ? 'auction-tabs--small' : ''}`} role='tablist'>
      {tabs.map((entry) => (
        <View
          key={entry.key}
          role='tab'
          aria-selected={entry.key === value}
          className={`auction-tabs__tab ${entry.key === value ? 'auction-tabs__tab--on' : ''}`}
          onClick={() => entry.key !== value && onChange(entry.key)}
        >
          {entry.label}
          {entry.count !== undefined && <Text className='auction-tabs__count'>{entry.count}</Text>}
        </View>
      ))}
    </View>
  )
}
