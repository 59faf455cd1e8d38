import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import './index.less'

/** primary: the way on (fills the bar); default: a minor choice; danger: destructive (red outline). */
export type ActionKind = 'primary' | 'default' | 'danger'

export interface BarAction {
  key: string
  text: string
  kind?: ActionKind
  onTap: () => void
  disabled?: boolean
  /** The button's loading look (its action under way). */
  loading?: boolean
}

export interface ActionBarProps {
  /** The actions the server allows now, in the order shown (minor ones first, the main one last). */
  actions: readonly BarAction[]
  /** Every button disabled (an action under way). */
  busy?: boolean
  /** Rendered with the bar (a reason sheet its buttons open). */
  children?: ReactNode
  className?: string
}

/**
 * The footer's buttons from the actions allowed: pass as PageLayout's `footer` (fixed at the
 * bottom, above the home indicator). Nothing when no action is allowed (render no footer then:
 * `actions.length ? <ActionBar …/> : undefined`).
 */
export function ActionBar({ actions, busy = false, children, className = '' }: ActionBarProps) {
  if (!actions.length) return null
  return (
    <View className={`action-bar ${className}`}>
      {children}
      {actions.map(({ key, text, kind = 'default', onTap, disabled, loading }) => (
        <Button
          key={key}
          type={kind === 'primary' ? 'primary' : 'default'}
          className={`action-bar__button action-bar__button--${kind}`}
          disabled={busy || disabled}
          loading={loading}
          onClick={onTap}
        >
          {text}
        </Button>
      ))}
    </View>
  )
}
