import { Fragment, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Order } from '@nutui/icons-react-taro'
import type { ApiCall, Page, PageQuery } from '@/core/api/define'
import { usePagedQuery, type PagedList } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { StateMessage, StateView, STATE_ICON_COLOR, type StateAction } from '@/shared/ui/state-view'

/** What an empty list says: words, or words with a way on (去发布). */
export type EmptyState = string | { title: string; action?: Omit<StateAction, 'primary'> }

export interface PagedRowsProps<T> {
  list: PagedList<T>
  renderRow: (item: T) => ReactNode
  /** A row's React key (default its id). */
  rowKey?: (item: T) => string | number
  empty: EmptyState
  /** The rows' container (its padding). */
  className?: string
}

const idOf = (item: unknown) => (item as { id: string | number }).id

/** A paged list's body: loading, error, empty (with a way on), or its rows with the list footer. */
export function PagedRows<T>({ list, renderRow, rowKey = idOf, empty, className = 'paged-rows' }: PagedRowsProps<T>) {
  const { title, action } = typeof empty === 'string' ? { title: empty, action: undefined } : empty
  if (list.status === 'empty' && action) {
    return (
      <View className="state-view">
        <StateMessage icon={<Order size={56} color={STATE_ICON_COLOR} />} title={title} actions={[{ ...action, primary: true }]} />
      </View>
    )
  }
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText={title} onRetry={list.reload} />
  return (
    <View className={className}>
      {list.items.map((item) => (
        <Fragment key={rowKey(item)}>{renderRow(item)}</Fragment>
      ))}
      <ListFooter list={list} />
    </View>
  )
}

export interface PagedQueryRowsProps<Req extends PageQuery, T> extends Omit<PagedRowsProps<T>, 'list'> {
  call: ApiCall<Req, Page<T>>
  /** The call's params without `page` (pageSize, the tab, a filter). */
  params: Omit<Req, 'page'>
  /** Default true. */
  signedIn?: boolean
}

/** PagedRows of a call (usePagedQuery): pull-down refreshes, scrolling to the end loads the next page. */
export function PagedQueryRows<Req extends PageQuery, T>({ call, params, signedIn = true, ...rows }: PagedQueryRowsProps<Req, T>) {
  const list = usePagedQuery(call, params, { signedIn })
  return <PagedRows list={list} {...rows} />
}
