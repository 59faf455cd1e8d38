import { useState, type ReactNode } from 'react'
import type { FlowActionOptions } from '@/shared/flow'
import { priceOr } from '@/shared/format/money'
import { invalidateCalls } from '@/shared/query'
import { AuditGuard } from '@/shared/ui/audit-guard'
import { ActionSheet } from '@/shared/ui/sheet'
import type { BadgeTable, BadgeTone } from '@/shared/ui/status-badge'
import type { TimelineEvent } from '@/shared/ui/timeline'
import { RECYCLE_REFUSALS, recycleBuyerApi, recycleExpressCall, recycleSellerApi, type RecycleEvent } from './api'
import { RECYCLE_STATUS_TEXT, type RecycleStatus } from './machine'
import './recycle.less'

/** ¥12,000, or 待报价 when there is no price yet. */
export function priceOrDash(cents: number | null, dash = '暂无'): string {
  return priceOr(cents, dash)
}

const STATUS_TONE: Partial<Record<RecycleStatus, BadgeTone>> = {
  settled: 'done',
  returning: 'over',
  returned: 'over',
  cancelled: 'over',
  unsold: 'over',
  inspected: 'alert',
  awaiting_shipment: 'alert',
}

/** Each order state's badge (StatusBadge): gold while under way, else in its tone. */
export const RECYCLE_BADGES: BadgeTable<RecycleStatus> = Object.fromEntries(
  (Object.keys(RECYCLE_STATUS_TEXT) as RecycleStatus[]).map((status) => [status, { text: RECYCLE_STATUS_TEXT[status], tone: STATUS_TONE[status] ?? 'active' }]),
) as BadgeTable<RecycleStatus>

/**
 * The recycling pages under WeChat's review (audit mode, spec section 4): nothing offers
 * trading; the page says it is not available instead.
 */
export function RecycleAuditGuard({ children }: { children: ReactNode }) {
  return (
    <AuditGuard title="暂不支持回收" description="当前版本暂未开放回收业务，可先浏览同行圈">
      {children}
    </AuditGuard>
  )
}

/** Every recycling list, count and detail may have changed after an action on one order. */
export function changedRecycle(): Promise<void> {
  return invalidateCalls(
    recycleSellerApi.list,
    recycleSellerApi.counts,
    recycleSellerApi.detail,
    recycleBuyerApi.list,
    recycleBuyerApi.counts,
    recycleBuyerApi.detail,
    recycleBuyerApi.preList,
    recycleExpressCall,
  )
}

/**
 * How every recycling action runs (useFlowAction's defaults): every list and detail refreshed
 * after it, and the server's RECYCLE_REFUSALS (the order or quote moved meanwhile) said in a
 * dialog before the page shows the state as it is now.
 */
export const RECYCLE_FLOW: FlowActionOptions = {
  invalidate: changedRecycle,
  refusals: Object.values(RECYCLE_REFUSALS),
  refusalTitle: '操作未完成',
}

/**
 * A reason picked from a sheet over the page, then `onPick(reason)` (which asks to confirm):
 * the seller's 取消回收, the buyer's 放弃. Render `sheet` anywhere on the page.
 */
export function useReasonSheet(reasons: readonly string[], onPick: (reason: string) => void) {
  const [picking, setPicking] = useState(false)
  const sheet = <ActionSheet visible={picking} actions={reasons.map((text) => ({ text }))} onSelect={onPick} onClose={() => setPicking(false)} />
  return { pick: () => setPicking(true), sheet }
}

/** The order's events as the shared Timeline's: each state change with what happened. */
export function timelineOf(events: readonly RecycleEvent[]): TimelineEvent[] {
  return events.map((event) => ({
    title: RECYCLE_STATUS_TEXT[event.status],
    at: event.at,
    note: event.note,
    warn: event.status === 'returning' || event.status === 'cancelled',
  }))
}
