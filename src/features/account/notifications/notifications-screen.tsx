import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { signedIn } from '@/core/session/auth'
import { navigateUrl } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { relativeTimeOf } from '@/shared/format/time'
import { usePagedList } from '@/shared/hooks/use-paged-list'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { accountAreaApi, type Notification } from '../api'
import '../account.less'
import './notifications.less'

const KIND_TEXT: Record<Notification['kind'], string> = { system: '系统', trade: '交易', stock: '库存', follow: '关注' }

/** pages/account/follow: the notification inbox; opening one marks it read and follows its link. */
export function NotificationsScreen() {
  const [readIds, setReadIds] = useState<number[]>([])
  const [allRead, setAllRead] = useState(false)
  const list = usePagedList(signedIn((page) => callApi(accountAreaApi.notifications, { page, pageSize: 20 }, { handleError: true, loading: false })))
  const isRead = (item: Notification) => item.read || allRead || readIds.includes(item.id)

  const open = async (item: Notification) => {
    if (!isRead(item)) {
      setReadIds((ids) => [...ids, item.id])
      callApi(accountAreaApi.notificationsRead, { ids: [item.id] }, { handleError: true }).catch(reportError)
    }
    if (item.link) await navigateUrl(item.link)
  }

  const readAll = async () => {
    try {
      await callApi(accountAreaApi.notificationsRead, {})
      setAllRead(true)
    } catch (error) {
      reportError(error)
    }
  }

  const unread = list.items.filter((item) => !isRead(item)).length
  return (
    <PageLayout
      status={list.status}
      error={list.error}
      onRetry={list.reload}
      emptyText='暂无消息'
      navRight={unread > 0 ? <Text className='notifications__read-all' onClick={() => void readAll()}>全部已读</Text> : undefined}
    >
      <View className='acc-card'>
        {list.items.map((item) => (
          <View key={item.id} className='acc-row notifications__item' onClick={() => void open(item)}>
            <View className='acc-row__main'>
              <View className='notifications__head'>
                {!isRead(item) && <View className='notifications__dot' aria-label='未读' />}
                <Text className='acc-row__tag'>{KIND_TEXT[item.kind]}</Text>
                <Text className='notifications__title'>{item.title}</Text>
              </View>
              <Text className='notifications__content'>{item.content}</Text>
              <Text className='acc-row__desc'>{relativeTimeOf(item.createdAt)}</Text>
            </View>
          </View>
        ))}
      </View>
      <ListFooter loading={list.loadingMore} hasMore={list.hasMore} onMore={list.loadMore} />
    </PageLayout>
  )
}
