import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.less'

/** A rule or notice stated to the dealer (liability, who pays, what is covered), in the accent tint. */
export function Note({ children, label, className = '' }: { children: ReactNode; /** Names the note for screen readers (role note). */ label?: string; className?: string }) {
  return (
    <View className={`note ${className}`} role="note" aria-label={label}>
      {children}
    </View>
  )
}
