import { Text, View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { navigateUrl } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { useFlowAction } from '@/shared/flow'
import { relativeTimeOf } from '@/shared/format/time'
import { updatePagedRows, usePagedQuery } from '@/shared/query'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge } from '@/shared/ui/status-badge'
import { accountAreaApi, type Notification } from '../api'
import { InquiryNotice } from './inquiry-notice'
import '../account.less'
import './notifications.less'

const KIND_TEXT: Record<Notification['kind'], string> = { system: '系统', trade: '交易', stock: '库存', follow: '关注', inquiry: '询价' }

/** pages/account/follow: the notification inbox; opening one marks it read and follows its link. */
export function NotificationsScreen() {
  const list = usePagedQuery(accountAreaApi.notifications, { pageSize: 20 }, { signedIn: true })
  // Read rows are marked in the loaded pages at once, without asking the server again.
  const markRead = (read: (item: Notification) => boolean) => updatePagedRows(accountAreaApi.notifications, (row) => (!row.read && read(row) ? { ...row, read: true } : row))

  /** Marks it read and follows its link (or `link`: an inquiry's item). */
  const open = async (item: Notification, link = item.link) => {
    if (!item.read) {
      markRead((row) => row.id === item.id)
      callApi(accountAreaApi.notificationsRead, { ids: [item.id] }, { handleError: true }).catch(reportError)
    }
    if (link) await navigateUrl(link)
  }

  const { run } = useFlowAction({ refusals: [] })
  const readAll = () => run(() => callApi(accountAreaApi.notificationsRead, {}, { handleError: true }), { after: () => markRead(() => true) })

  const unread = list.items.filter((item) => !item.read).length
  return (
    <PageLayout
      status={list.status}
      error={list.error}
      onRetry={list.reload}
      emptyText="暂无消息"
      navRight={
        unread > 0 ? (
          <Text className="notifications__read-all" onClick={() => void readAll()}>
            全部已读
          </Text>
        ) : undefined
      }
    >
      <CellGroup>
        {list.items.map((item) => (
          <Cell
            key={item.id}
            className="notifications__item"
            desc={`${item.inquiry ? `${item.inquiry.from.person} · ` : ''}${relativeTimeOf(item.createdAt)}`}
            onClick={() => void open(item)}
          >
            <View className="notifications__head">
              {!item.read && <View className="notifications__dot" aria-label="未读" />}
              <StatusBadge className="notifications__kind" text={KIND_TEXT[item.kind]} />
              <Text className="notifications__title">{item.title}</Text>
            </View>
            {item.inquiry ? <InquiryNotice inquiry={item.inquiry} onOpenItem={(link) => void open(item, link)} /> : <Text className="notifications__content">{item.content}</Text>}
          </Cell>
        ))}
      </CellGroup>
      <ListFooter list={list} />
    </PageLayout>
  )
}
