import type { ReactNode } from 'react'
import { priceOr } from '@/shared/format/money'
import { AuditGuard } from '@/shared/ui/audit-guard'
import type { BadgeTable } from '@/shared/ui/status-badge'
import { SMU_STATUS_TEXT, type SmuStatus } from './api'
import './smu.less'

/** ¥12,000 or 未设置. */
export function priceText(cents: number | null): string {
  return priceOr(cents, '未设置')
}

/** A consignment's badge by its state: `<StatusBadge {...SMU_BADGES[status]} />`. */
export const SMU_BADGES: BadgeTable<SmuStatus> = {
  draft: { text: SMU_STATUS_TEXT.draft, tone: 'active' },
  in_review: { text: SMU_STATUS_TEXT.in_review, tone: 'active' },
  rejected: { text: SMU_STATUS_TEXT.rejected, tone: 'alert' },
  listed: { text: SMU_STATUS_TEXT.listed, tone: 'done' },
  sold: { text: SMU_STATUS_TEXT.sold, tone: 'done' },
  unsold: { text: SMU_STATUS_TEXT.unsold, tone: 'over' },
  returned: { text: SMU_STATUS_TEXT.returned, tone: 'over' },
  withdrawn: { text: SMU_STATUS_TEXT.withdrawn, tone: 'over' },
}

/**
 * The consignment pages under WeChat's review (audit mode, spec section 4): nothing offers
 * consignment; the page says it is not available instead (not under the route's title either,
 * 发布拍品: nothing on screen speaks of consignment).
 */
export function SmuAuditGuard({ children }: { children: ReactNode }) {
  return (
    <AuditGuard title="暂不支持寄拍" description="当前版本暂未开放拍品寄拍，可先浏览商品库">
      {children}
    </AuditGuard>
  )
}
