import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { priceOr } from '@/shared/format/money'
import { AuditGuard } from '@/shared/ui/audit-guard'
import { SMU_STATUS_TEXT, type SmuStatus } from './api'
import './smu.less'

/** ¥12,000 or 未设置. */
export function priceText(cents: number | null): string {
  return priceOr(cents, '未设置')
}

export function StatusBadge({ status }: { status: SmuStatus }) {
  return <Text className={`smu-status smu-status--${status}`}>{SMU_STATUS_TEXT[status]}</Text>
}

/**
 * The consignment pages under WeChat's review (audit mode, spec section 4): nothing offers
 * consignment; the page says it is not available instead (not under the route's title either,
 * 发布拍品: nothing on screen speaks of consignment).
 */
export function SmuAuditGuard({ children }: { children: ReactNode }) {
  return (
    <AuditGuard title='暂不支持寄拍' description='当前版本暂未开放拍品寄拍，可先浏览商品库'>
      {children}
    </AuditGuard>
  )
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='smu-row'>
      <Text className='smu-row__label'>{label}</Text>
      <View className='smu-row__value'>{children}</View>
    </View>
  )
}
