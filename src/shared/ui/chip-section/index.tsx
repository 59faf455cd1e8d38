import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Del } from '@nutui/icons-react-taro'
import './index.less'
import { CSS_COLOR } from '@/core/theme'

export interface ChipSectionProps {
  title: string
  /** Words shown as chips; a tap picks one. */
  words?: string[]
  onPick?: (word: string) => void
  /** A clear button (a bin) beside the title, e.g. for search history. */
  onClear?: () => void
  clearLabel?: string
  /** Instead of the chips (a loading or failed list). */
  children?: ReactNode
}

/** A titled group of tappable words: a search page's history, hot searches, hot brands. */
export function ChipSection({ title, words = [], onPick, onClear, clearLabel = '清空', children }: ChipSectionProps) {
  return (
    <View className="chip-section">
      <View className="chip-section__head">
        <Text className="chip-section__title">{title}</Text>
        {onClear && (
          <View className="chip-section__clear" role="button" aria-label={clearLabel} onClick={onClear}>
            <Del size={16} color={CSS_COLOR.textWeak} />
          </View>
        )}
      </View>
      {children ?? (
        <View className="chip-section__chips">
          {words.map((word) => (
            <Text key={word} className="chip chip-section__chip" onClick={() => onPick?.(word)}>
              {word}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}

export { ChoiceChips, type ChoiceChipsProps, type ChipOption } from './choice-chips'
