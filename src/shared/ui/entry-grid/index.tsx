import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Grid } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/grid/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/griditem/style/css'
import { hiddenInAudit, useAuditMode } from '@/core/app/audit'
import { navigate } from '@/core/navigation'
import type { Query, RoutePath } from '@/core/routes'
import './index.less'

export interface Entry {
  text: string
  icon: ReactNode
  path: RoutePath
  query?: Query
  /** A count shown as a badge (warnings, unread). */
  badge?: number
}

export interface EntryGridProps {
  title?: string
  entries: Entry[]
  columns?: number
}

/** A titled card of shortcuts to pages of the route table. */
export function EntryGrid({ title, entries: all, columns = 4 }: EntryGridProps) {
  // Under review (audit mode) the entries to payment, bidding, consignment and membership go.
  const audit = useAuditMode()
  const entries = audit ? all.filter((entry) => !hiddenInAudit(entry.path)) : all
  if (!entries.length) return null
  return (
    <View className="entry-grid">
      {title && <View className="entry-grid__title">{title}</View>}
      <Grid columns={columns} gap={0} className="entry-grid__grid">
        {entries.map((entry) => (
          <Grid.Item key={entry.path + JSON.stringify(entry.query ?? {})} text={entry.text} onClick={() => navigate(entry.path, { query: entry.query })}>
            <View className="entry-grid__icon">
              {entry.icon}
              {!!entry.badge && <View className="entry-grid__badge">{entry.badge > 99 ? '99+' : entry.badge}</View>}
            </View>
          </Grid.Item>
        ))}
      </Grid>
    </View>
  )
}
