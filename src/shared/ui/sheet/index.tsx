import { useEffect, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import './index.less'

export interface SheetProps {
  visible: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Under the body, above the safe area: the sheet's buttons. */
  footer?: ReactNode
  /** A tall sheet (a long list): 85% of the screen. */
  tall?: boolean
  className?: string
}

/**
 * A bottom sheet with a centred title and 关闭. Its body is mounted while shown (and while it
 * slides away), so a closed sheet holds nothing a page's text search could find.
 */
export function Sheet({ visible, title, onClose, children, footer, tall = false, className = '' }: SheetProps) {
  const [shown, setShown] = useState(visible)
  useEffect(() => {
    if (visible) setShown(true)
  }, [visible])
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      onClose={onClose}
      afterClose={() => setShown(false)}
      className={`stock-sheet ${tall ? 'stock-sheet--tall' : ''} ${className}`}
      // NutUI sets the shown popup's display inline (block unless told): a column, so the body scrolls
      style={{ display: 'flex' }}
    >
      {(visible || shown) && (
        <>
          <View className="stock-sheet__head">
            <Text className="stock-sheet__title">{title}</Text>
            <Text className="stock-sheet__close" onClick={onClose}>
              关闭
            </Text>
          </View>
          <View className="stock-sheet__body">{children}</View>
          {footer && <View className="stock-sheet__foot">{footer}</View>}
        </>
      )}
    </Popup>
  )
}

export interface SheetAction {
  text: string
  /** Destructive (删除): red. */
  danger?: boolean
}

export interface ActionSheetProps {
  visible: boolean
  actions: SheetAction[]
  /** The chosen action's text; the sheet closes first. */
  onSelect: (text: string) => void
  onClose: () => void
}

/** A list of actions over the page with 取消 under them; a destructive one is red. */
export function ActionSheet({ visible, actions, onSelect, onClose }: ActionSheetProps) {
  return (
    <Popup visible={visible} position="bottom" round onClose={onClose} className="stock-actions">
      {visible && (
        <View className="stock-actions__list" role="menu">
          {actions.map((action) => (
            <View
              key={action.text}
              role="menuitem"
              className={`stock-actions__item ${action.danger ? 'stock-actions__item--danger' : ''}`}
              onClick={() => {
                onClose()
                onSelect(action.text)
              }}
            >
              {action.text}
            </View>
          ))}
          <View className="stock-actions__cancel" onClick={onClose}>
            取消
          </View>
        </View>
      )}
    </Popup>
  )
}
