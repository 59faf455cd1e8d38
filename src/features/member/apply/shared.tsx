import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/shared/format/date'
import type { BadgeTable } from '@/shared/ui/status-badge'
import type { TimelineEvent } from '@/shared/ui/timeline'
import { APPLY_STATUS_TEXT, type ApplyEvent, type ApplyStatus, type ApplySummary } from '../api'
import './apply.less'

/** While an application waits, its page asks for its state this often. */
export const REVIEW_POLL_MS = 5000

/** What the permission allows, said on member/apply/home and guide/buyer. */
export const GRANTS = ['查看平台参考价与近90天成交价', '参与平台拍卖出价、捡漏抢购', '委托平台拍卖（寄拍）与同行交易']
/** The documents an application needs. */
export const DOCUMENTS = ['营业执照照片（个体户执照亦可）', '法人/联系人身份证人像面与国徽面', '店铺照片1–6张（门头、柜台、陈列）']

export const TRADING_RULES = [
  '1. 平台仅向经营二手奢侈品的店铺、企业及个体经营者开放交易权限，申请资料须真实有效。',
  '2. 交易商品须为正品，禁止出售假冒、走私及来源不明的商品；平台有权对商品进行质检鉴定。',
  '3. 竞拍出价不可撤回；成交后买家须在规定时间内付款，卖家须在72小时内发货。',
  '4. 违规商家将被关闭交易权限，情节严重的冻结保证金并追究责任。',
]

export function statusTone(status: ApplyStatus): 'active' | 'done' | 'danger' {
  return status === 'approved' ? 'done' : status === 'rejected' ? 'danger' : 'active'
}

/** An application's badge by its state. */
export const APPLY_BADGES: BadgeTable<ApplyStatus> = {
  submitted: { text: APPLY_STATUS_TEXT.submitted, tone: 'active' },
  in_review: { text: APPLY_STATUS_TEXT.in_review, tone: 'active' },
  approved: { text: APPLY_STATUS_TEXT.approved, tone: 'done' },
  rejected: { text: APPLY_STATUS_TEXT.rejected, tone: 'alert' },
}

/** The state of an application at the top of a page: its status, what it means, the reason of a rejection. */
export function ApplyBanner({ apply, children }: { apply: Pick<ApplySummary, 'status' | 'rejectReason' | 'reviewedAt' | 'submittedAt'>; children?: ReactNode }) {
  const { title, description } = bannerText(apply)
  return (
    <View className={`apply-banner apply-banner--${statusTone(apply.status)}`} role="status">
      <View className="apply-banner__title">{title}</View>
      <View className="apply-banner__desc">{description}</View>
      {apply.status === 'rejected' && apply.rejectReason && (
        <View className="apply-banner__reason">
          <Text className="apply-banner__reason-label">驳回原因：</Text>
          <Text>{apply.rejectReason}</Text>
        </View>
      )}
      {children}
    </View>
  )
}

function bannerText(apply: Pick<ApplySummary, 'status' | 'reviewedAt' | 'submittedAt'>): { title: string; description: string } {
  switch (apply.status) {
    case 'submitted':
      return { title: '已提交，等待审核', description: `${formatDate(apply.submittedAt)} 提交，平台将在1–3个工作日内完成审核` }
    case 'in_review':
      return { title: '审核中', description: '平台正在审核您的资料，审核结果将通过消息通知' }
    case 'approved':
      return { title: '已开通交易权限', description: apply.reviewedAt ? `${formatDate(apply.reviewedAt)} 审核通过，可查看成交价并参与平台交易` : '可查看成交价并参与平台交易' }
    case 'rejected':
      return { title: '审核未通过', description: '请根据驳回原因修改资料后重新申请' }
  }
}

/** An application's events for the shared Timeline (oldest first, as the server keeps them). */
export function timelineOf(events: readonly ApplyEvent[]): TimelineEvent[] {
  return events.map((event) => ({ title: event.text, at: event.at, warn: event.status === 'rejected' }))
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View className="apply-bullets">
      {items.map((item) => (
        <View key={item} className="apply-bullets__item">
          {item}
        </View>
      ))}
    </View>
  )
}
