import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Check } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import './index.less'
import { CSS_COLOR } from '@/core/theme'

export interface ResultAction {
  text: string
  onClick: () => void
  /** The one next step most dealers take. */
  primary?: boolean
}

export interface ResultPanelProps {
  title: string
  /** What was made, in a line or two (a code, a title, an amount). */
  children?: ReactNode
  actions: ResultAction[]
}

/**
 * What a create leaves on screen (入库成功, 锁单成功…): the outcome and its next steps, read at
 * leisure instead of a toast the next page covers.
 */
export function ResultPanel({ title, children, actions }: ResultPanelProps) {
  return (
    <View className="result-panel" role="status">
      <View className="result-panel__icon">
        <Check size={28} color={CSS_COLOR.surface} />
      </View>
      <View className="result-panel__title">{title}</View>
      {children && <View className="result-panel__body">{children}</View>}
      <View className="result-panel__actions">
        {actions.map((action) => (
          <Button key={action.text} className="result-panel__action" type={action.primary ? 'primary' : 'default'} block onClick={action.onClick}>
            {action.text}
          </Button>
        ))}
      </View>
    </View>
  )
}
