import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { ShieldCheck } from '@nutui/icons-react-taro'
import { useAuditMode } from '@/core/app/audit'
import { formatRemaining } from '@/core/clock'
import { useRemaining } from '@/core/clock/ticker'
import { goBack } from '@/core/navigation'
import { formatCents } from '@/shared/format/money'
import { PageLayout } from '@/shared/ui/page-layout'
import { STATE_ICON_COLOR, StateMessage } from '@/shared/ui/state-view'
import './live.less'

export const yuan = (cents: number) => `¥${formatCents(cents)}`

/**
 * Live rooms and bargain hunts under WeChat's review (audit mode, spec section 4): nothing offers
 * bidding or buying; the page says it is not available instead.
 */
export function LiveAuditGuard({ children }: { children: ReactNode }) {
  const audit = useAuditMode()
  if (!audit) return <>{children}</>
  return (
    // Not the route's title either (直播间, 捡漏): nothing on screen speaks of trading.
    <PageLayout title='提示'>
      <StateMessage
        icon={<ShieldCheck size={56} color={STATE_ICON_COLOR} />}
        title='暂不支持该功能'
        description='当前版本暂未开放此功能，可先浏览商品库'
        actions={[{ text: '返回', onClick: () => void goBack() }]}
      />
    </PageLayout>
  )
}

export interface RemainingProps {
  /** ISO time on the server's clock. */
  until: string
  /** Before the time: 剩余 / 距开始. */
  label: string
  /** At zero (the server has not said yet what happened). */
  doneText: string
  className?: string
}

/** A countdown read from the page's ticker (PageTicker): never a timer of its own. */
export function Remaining({ until, label, doneText, className = '' }: RemainingProps) {
  const left = useRemaining(until)
  if (left === null) return null
  return (
    <View className={`live-remaining ${left === 0 ? 'live-remaining--done' : ''} ${className}`} role='timer' aria-live='off'>
      {left === 0 ? doneText : `${label} ${formatRemaining(left)}`}
    </View>
  )
}

export interface TabsProps<K extends string> {
  tabs: readonly { key: K; label: string }[]
  current: K
  onPick: (key: K) => void
}

/** The state tabs above a list. */
export function StateTabs<K extends string>({ tabs, current, onPick }: TabsProps<K>) {
  return (
    <View className='live-tabs' role='tablist'>
      {tabs.map((tab) => (
        <View
          key={tab.key}
          role='tab'
          aria-selected={tab.key === current}
          className={`live-tabs__tab ${tab.key === current ? 'live-tabs__tab--on' : ''}`}
          onClick={() => tab.key !== current && onPick(tab.key)}
        >
          {tab.label}
        </View>
      ))}
    </View>
  )
}
