import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.less'

export interface ListCardProps {
  /** The area's card classes (auction-card auction-lot): its parts' look and what tests find. */
  className: string
  /** The picture on the left: an element with `list-card__cover` and the area's class for its size. */
  cover: ReactNode
  onClick?: () => void
  /** The text beside the cover, one line under another. */
  children: ReactNode
}

/** A card of a list: a cover on the left and the text beside it (auction sessions and lots, bargains, consignments). */
export function ListCard({ className, cover, onClick, children }: ListCardProps) {
  return (
    <View className={`list-card ${className}`} onClick={onClick}>
      {cover}
      <View className="list-card__body">{children}</View>
    </View>
  )
}
