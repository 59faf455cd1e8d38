import { useState, type ReactNode } from 'react'
import { useRouter } from '@tarojs/taro'
import { PageTicker } from '@/core/clock/ticker'
import { PageLayout } from '@/shared/ui/page-layout'
import { Tabs } from '@/shared/ui/tabs'
import './index.less'

export { PagedRows, PagedQueryRows, type PagedRowsProps, type PagedQueryRowsProps, type EmptyState } from './paged-rows'

export interface ListTab<K extends string> {
  key: K
  label: string
}

export interface TabbedListProps<K extends string> {
  tabs: readonly ListTab<K>[]
  /** A tab's count (after its label); undefined while unknown. */
  count?: (key: K) => number | undefined
  /** The route param naming the tab (default 'tab'): read on opening, updated on a switch. */
  param?: string
  /** Controlled instead (each tab its own page: `onChange` navigates). */
  value?: K
  onChange?: (key: K) => void
  /** Under the tabs (a filter's chips). */
  toolbar?: ReactNode
  /** A clock for the rows' countdowns (PageTicker); default false. */
  ticker?: boolean
  /** PageLayout's title when not the route table's (a tab that shares another's page). */
  title?: string
  /** PageLayout's footer (a create bar). */
  footer?: ReactNode
  /** The tab's list, remounted on a switch: usually <PagedQueryRows … />. */
  children: (tab: K) => ReactNode
}

/** The tab the route names, if it is one of `tabs`, else the first. */
function tabOf<K extends string>(tabs: readonly ListTab<K>[], named: string | undefined): K {
  return tabs.find((tab) => tab.key === named)?.key ?? tabs[0].key
}

/**
 * A list screen with state tabs: tabs with counts over a paged list per tab (pull-down
 * refresh, endless scroll, empty and error states: PagedQueryRows), the tab kept in the route's
 * ?tab= (a share or a return opens the same tab), an optional ticker for countdowns.
 *
 *   <TabbedList tabs={TABS} count={(key) => counts.data?.[key]} ticker>
 *     {(tab) => <PagedQueryRows call={api.list} params={{ pageSize: 20, tab }} renderRow={(row) => <Row row={row} />} empty={EMPTY[tab]} />}
 *   </TabbedList>
 */
export function TabbedList<K extends string>({ tabs, count, param = 'tab', value, onChange, toolbar, ticker = false, title, footer, children }: TabbedListProps<K>) {
  const router = useRouter()
  const [own, setOwn] = useState<K>(() => tabOf(tabs, router.params[param]))
  const current = value ?? own
  const entries = tabs.map((tab) => ({ key: tab.key, label: tab.label, count: count?.(tab.key) }))
  const change = (key: K) => {
    if (onChange) return onChange(key)
    setOwn(key)
    // The page's params keep the tab (read again by a share or a re-render of the route).
    router.params[param] = key
  }
  const list = <TabBody key={current}>{children(current)}</TabBody>
  return (
    <PageLayout
      title={title}
      footer={footer}
      toolbar={
        <>
          <Tabs tabs={entries} value={current} onChange={change} />
          {toolbar}
        </>
      }
    >
      {ticker ? <PageTicker>{list}</PageTicker> : list}
    </PageLayout>
  )
}

function TabBody({ children }: { children: ReactNode }) {
  return <>{children}</>
}
