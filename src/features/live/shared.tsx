import type { ReactNode } from 'react'
import { AuditGuard } from '@/shared/ui/audit-guard'
import './live.less'

/**
 * Live rooms and bargain hunts under WeChat's review (audit mode, spec section 4): nothing offers
 * bidding or buying; the page says it is not available instead (not under the route's title
 * either, 直播间, 捡漏: nothing on screen speaks of trading).
 */
export function LiveAuditGuard({ children }: { children: ReactNode }) {
  return (
    <AuditGuard title="暂不支持该功能" description="当前版本暂未开放此功能，可先浏览商品库">
      {children}
    </AuditGuard>
  )
}
