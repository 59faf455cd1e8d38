import { Text, View } from '@tarojs/components'
import './index.less'

export interface TabEntry<K extends string> {
  key: K
  label: string
  /** Shown after the label (how many there are in that state); none while unknown. */
  count?: number
}

export interface TabsProps<K extends string> {
  tabs: readonly TabEntry<K>[]
  value: K
  onChange: (key: K) => void
  /** Lower and on the page's background: tabs inside a tab (我的竞拍's). */
  small?: boolean
}

/** The state tabs above a list (auction sessions, live rooms, bargains, consignments), with optional counts. */
export function Tabs<K extends string>({ tabs, value, onChange, small = false }: TabsProps<K>) {
  return (
    <View className={`tabs ${small ? 'tabs--small' : ''}`} role="tablist">
      {tabs.map((entry) => (
        <View
          key={entry.key}
          role="tab"
          aria-selected={entry.key === value}
          className={`tabs__tab ${entry.key === value ? 'tabs__tab--on' : ''}`}
          onClick={() => entry.key !== value && onChange(entry.key)}
        >
          {entry.label}
          {entry.count !== undefined && <Text className="tabs__count">{entry.count}</Text>}
        </View>
      ))}
    </View>
  )
}
