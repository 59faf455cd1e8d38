import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { ApiError } from '@/core/request'
import { priceOr } from '@/shared/format/money'
import { useOnce } from '@/shared/hooks/use-once'
import { invalidateCalls } from '@/shared/query'
import { AuditGuard } from '@/shared/ui/audit-guard'
import { toastFailure } from '@/shared/ui/failure-toast'
import { ActionSheet } from '@/shared/ui/sheet'
import { Timeline } from '@/shared/ui/timeline'
import { RECYCLE_REFUSALS, recycleBuyerApi, recycleExpressCall, recycleSellerApi, type RecycleEvent } from './api'
import { RECYCLE_STATUS_TEXT, type RecycleStatus } from './machine'
import './recycle.less'

/** ¥12,000, or 待报价 when there is no price yet. */
export function priceOrDash(cents: number | null, dash = '暂无'): string {
  return priceOr(cents, dash)
}

export type PillTone = 'done' | 'over' | 'alert'

/** A state in a small pill: gold while under way, else in its tone (recycle.less). */
export function Pill({ tone, className, children }: { tone?: PillTone; className?: string; children: ReactNode }) {
  return <Text className={['recycle-pill', tone && `recycle-pill--${tone}`, className].filter(Boolean).join(' ')}>{children}</Text>
}

const STATUS_TONE: Partial<Record<RecycleStatus, PillTone>> = {
  settled: 'done',
  returning: 'over',
  returned: 'over',
  cancelled: 'over',
  unsold: 'over',
  inspected: 'alert',
  awaiting_shipment: 'alert',
}

export function StatusBadge({ status }: { status: RecycleStatus }) {
  return (
    <Pill tone={STATUS_TONE[status]} className={`recycle-status recycle-status--${status}`}>
      {RECYCLE_STATUS_TEXT[status]}
    </Pill>
  )
}

/**
 * The recycling pages under WeChat's review (audit mode, spec section 4): nothing offers
 * trading; the page says it is not available instead.
 */
export function RecycleAuditGuard({ children }: { children: ReactNode }) {
  return (
    <AuditGuard title='暂不支持回收' description='当前版本暂未开放回收业务，可先浏览同行圈'>
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

const REFUSAL_CODES = new Set<number>(Object.values(RECYCLE_REFUSALS))

/** The server refused because the order (or the quote) moved on meanwhile. */
export function isStateRefusal(error: unknown): boolean {
  return error instanceof ApiError && REFUSAL_CODES.has(error.code)
}

export interface RecycleActionOptions {
  /** Asked first (Taro modal); skipped when left out. */
  confirm?: { title: string; content: string; confirmText?: string; cancelText?: string }
  /** The success toast. */
  done: string
  failed?: string
  /** After success (and the lists are refreshed): navigate on, say, reset a form. */
  after?: () => void | Promise<void>
}

/**
 * Runs one action on a recycling order, once at a time. On success every list and detail is
 * refreshed. When the server refuses because the state moved meanwhile, a dialog says why
 * (the server's message) and the page reloads to show the state as it is now; any other
 * failure is a toast, and what the dealer typed stays.
 * Resolves true when the action went through.
 */
export function useRecycleAction() {
  const { busy, once } = useOnce()
  const run = (action: () => Promise<unknown>, options: RecycleActionOptions) =>
    once(async () => {
      if (options.confirm) {
        const { confirm } = await Taro.showModal({ title: options.confirm.title, content: options.confirm.content, confirmText: options.confirm.confirmText ?? '确定', cancelText: options.confirm.cancelText ?? '取消' })
        if (!confirm) return false
      }
      try {
        await action()
      } catch (error) {
        if (isStateRefusal(error)) {
          await changedRecycle()
          await Taro.showModal({ title: '操作未完成', content: (error as Error).message || '订单状态已变化，已为你刷新', showCancel: false, confirmText: '知道了' })
        } else {
          toastFailure(error, options.failed ?? '操作失败，请稍后重试')
        }
        return false
      }
      await changedRecycle()
      void Taro.showToast({ title: options.done, icon: 'success', duration: 2000 })
      await options.after?.()
      return true
    })
  return { busy, run }
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

/** The order's timeline: each state change with what happened. */
export function RecycleTimeline({ events }: { events: readonly RecycleEvent[] }) {
  return (
    <Timeline
      events={events.map((event) => ({
        title: RECYCLE_STATUS_TEXT[event.status],
        at: event.at,
        note: event.note,
        warn: event.status === 'returning' || event.status === 'cancelled',
      }))}
    />
  )
}

export function Card({ title, extra, children, className = '' }: { title?: string; extra?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <View className={`recycle-card ${className}`}>
      {(title || extra) && (
        <View className='recycle-card__head'>
          {title && <Text className='recycle-card__title'>{title}</Text>}
          {extra && <View className='recycle-card__extra'>{extra}</View>}
        </View>
      )}
      {children}
    </View>
  )
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='recycle-row'>
      <Text className='recycle-row__label'>{label}</Text>
      <View className='recycle-row__value'>{children}</View>
    </View>
  )
}
