import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.less'

/** row: the cover on the left, the text beside it; poster: the cover across the top, the text under it. */
export type ListCardLayout = 'row' | 'poster'

export interface ListCardProps {
  /** The area's card classes (auction-card auction-lot): its parts' look and what tests find. */
  className: string
  /**
   * The picture: an element with `list-card__cover` and the area's class for its size (row: its
   * width and height; poster: its height). A poster's cover may hold a StatusBadge and other marks
   * laid over the photo.
   */
  cover: ReactNode
  layout?: ListCardLayout
  /** Inside a DetailCard: no surface, padding or margin of its own (the lot under the hammer). */
  flat?: boolean
  onClick?: () => void
  /** What a screen reader says the card opens (makes it a link). */
  linkLabel?: string
  /** The text beside (or under) the cover, one line under another. */
  children: ReactNode
}

/**
 * A card of a list: a cover and its text (auction sessions and lots, bargains, consignments, live
 * rooms with their poster on top).
 */
export function ListCard({ className, cover, layout = 'row', flat = false, onClick, linkLabel, children }: ListCardProps) {
  const classes = ['list-card', `list-card--${layout}`, flat ? 'list-card--flat' : '', className].filter(Boolean).join(' ')
  return (
    <View className={classes} onClick={onClick} role={linkLabel ? 'link' : undefined} aria-label={linkLabel}>
      {cover}
      <View className="list-card__body">{children}</View>
    </View>
  )
}
