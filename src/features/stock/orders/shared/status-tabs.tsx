import { View } from '@tarojs/components'
import './status-tabs.less'

export interface StatusTab<K extends string> {
  key: K
  label: string
}

/** The status tabs on top of an order list. */
export function StatusTabs<K extends string>({ tabs, value, onChange }: { tabs: StatusTab<K>[]; value: K; onChange: (key: K) => void }) {
  return (
    <View className='stock-order-tabs' role='tablist'>
      {tabs.map((tab) => (
        <View
          key={tab.key}
          role='tab'
          aria-selected={tab.key === value}
          className={`stock-order-tabs__tab ${tab.key === value ? 'stock-order-tabs__tab--on' : ''}`}
          onClick={() => tab.key !== value && onChange(tab.key)}
        >
          {tab.label}
        </View>
      ))}
    </View>
  )
}
