import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { Switch } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'
import { CSS_COLOR } from '@/core/theme'
import { StatusBadge } from '../status-badge'
import './index.less'

export interface CellGroupProps {
  /** A small heading above the rows (收款银行卡). */
  title?: ReactNode
  className?: string
  children?: ReactNode
}

/** A white rounded card holding cells, one under another, with a line between them. */
export function CellGroup({ title, className = '', children }: CellGroupProps) {
  return (
    <View className={`cell-group ${className}`}>
      {title && <View className="cell-group__title">{title}</View>}
      {children}
    </View>
  )
}

export interface CellProps {
  title?: ReactNode
  /** A smaller line under the title. */
  desc?: ReactNode
  /** A short word beside the title, in the kit's badge (认证, 默认, 店铺). */
  tag?: ReactNode
  /** At the row's end, before the arrow: a value, a button, a switch. Taps on it still reach onClick. */
  extra?: ReactNode
  /** Before the text: an avatar (`className="cell__avatar"`), a checkbox, a photo. */
  icon?: ReactNode
  /** Shows the arrow: the row opens a page or a panel. */
  arrow?: boolean
  onClick?: () => void
  /** The title in the danger colour (注销账号). */
  danger?: boolean
  /** The row is the chosen one (the current shop). */
  selected?: boolean
  className?: string
  /** More lines under the title, above desc (a message's text). */
  children?: ReactNode
}

/** One row of a menu or a list in a CellGroup: title, desc, extra, arrow. */
export function Cell({ title, desc, tag, extra, icon, arrow = false, onClick, danger = false, selected = false, className = '', children }: CellProps) {
  const modifiers = `${onClick ? 'cell--link' : ''} ${danger ? 'cell--danger' : ''} ${selected ? 'cell--selected' : ''}`
  return (
    <View className={`cell ${modifiers} ${className}`} onClick={onClick}>
      {icon}
      <View className="cell__main">
        {(title || tag) && (
          <View className="cell__head">
            {title && <Text className="cell__title">{title}</Text>}
            {tag && <StatusBadge className="cell__tag" text={tag} />}
          </View>
        )}
        {children}
        {desc && <Text className="cell__desc">{desc}</Text>}
      </View>
      {extra != null && extra !== false && extra !== '' && <View className="cell__extra">{extra}</View>}
      {arrow && <ArrowRight className="cell__arrow" size={12} color={CSS_COLOR.textFaint} />}
    </View>
  )
}

export interface SwitchCellProps {
  title: string
  desc?: ReactNode
  checked: boolean
  onChange: (value: boolean) => void
  /** While the change is being saved. */
  disabled?: boolean
  className?: string
}

/** A setting that is on or off: title and desc, the switch at the row's end (named by the title). */
export function SwitchCell({ title, desc, checked, onChange, disabled, className = '' }: SwitchCellProps) {
  return (
    <Cell
      className={`switch-cell ${className}`}
      title={title}
      desc={desc}
      extra={<Switch aria-label={title} checked={checked} disabled={disabled} onChange={(value) => onChange(value)} />}
    />
  )
}
