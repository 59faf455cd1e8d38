import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'

export interface StateAction {
  text: string
  primary?: boolean
  onClick: () => void
}

export interface StateMessageProps {
  icon: ReactNode
  title: string
  description?: string
  actions?: StateAction[]
  role?: 'alert'
}

/**
 * An icon, what happened and what to do next. Drawn here rather than with NutUI's Empty and
 * Button: every page's first screen shows one, and NutUI's shared runtime (theme provider,
 * locale, helpers) would then load before any page could paint (about 11 KB gzip).
 */
export function StateMessage({ icon, title, description, actions = [], role }: StateMessageProps) {
  return (
    <View className="state-message" role={role}>
      <View className="state-message__icon">{icon}</View>
      <Text className="state-message__title">{title}</Text>
      {description && <Text className="state-message__description">{description}</Text>}
      {actions.length > 0 && (
        <View className="state-message__actions">
          {actions.map((action) => (
            <View key={action.text} className={`state-message__action ${action.primary ? 'state-message__action--primary' : ''}`} role="button" onClick={action.onClick}>
              {action.text}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/** Grey blocks in the shape of a card while its content loads. */
export function SkeletonCard() {
  return (
    <View className="skeleton-card" aria-hidden="true">
      <View className="skeleton-card__line skeleton-card__line--title" />
      <View className="skeleton-card__line" />
      <View className="skeleton-card__line" />
      <View className="skeleton-card__line skeleton-card__line--short" />
    </View>
  )
}
