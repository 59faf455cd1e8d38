import type { ReactNode } from 'react'
import { ShieldCheck } from '@nutui/icons-react-taro'
import { useAuditMode } from '@/core/app/audit'
import { goBack } from '@/core/navigation'
import { PageLayout } from '@/shared/ui/page-layout'
import { STATE_ICON_COLOR, StateMessage } from '@/shared/ui/state-view'

export interface AuditGuardProps {
  /** What is not offered: 暂不支持竞拍. */
  title: string
  /** Where to go instead: 当前版本暂未开放拍卖，可先浏览商品库. */
  description: string
  children: ReactNode
}

/**
 * A page under WeChat's review (audit mode, spec section 4) that must not offer what it is for
 * (bidding, buying, consignment): it says so instead, with a way back. Titled 提示, not the
 * route's title: nothing on screen speaks of trading.
 */
export function AuditGuard({ title, description, children }: AuditGuardProps) {
  const audit = useAuditMode()
  if (!audit) return <>{children}</>
  return (
    <PageLayout title="提示">
      <StateMessage icon={<ShieldCheck size={56} color={STATE_ICON_COLOR} />} title={title} description={description} actions={[{ text: '返回', onClick: () => void goBack() }]} />
    </PageLayout>
  )
}
