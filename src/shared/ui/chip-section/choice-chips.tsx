import { View } from '@tarojs/components'

export interface ChipOption<V extends string> {
  value: V
  label: string
}

export interface ChoiceChipsProps<V extends string> {
  /** Plain values (shown as they are) or {value, label}. */
  options: readonly (V | ChipOption<V>)[]
  value: V
  onChange: (value: V) => void
  /** The group's name for screen readers (品类, 快递公司). */
  label?: string
  /** One scrolling line (a filter above a list) instead of wrapping rows (a form's pick). */
  scroll?: boolean
  className?: string
}

const optionOf = <V extends string>(option: V | ChipOption<V>): ChipOption<V> => (typeof option === 'string' ? { value: option, label: option } : option)

/** A single choice among a few chips (a category filter, a carrier, an expiry); a tap on the chosen one does nothing. */
export function ChoiceChips<V extends string>({ options, value, onChange, label, scroll = false, className = '' }: ChoiceChipsProps<V>) {
  return (
    <View className={`choice-chips ${scroll ? 'choice-chips--scroll' : ''} ${className}`} role="radiogroup" aria-label={label}>
      {options.map(optionOf).map((option) => (
        <View
          key={option.value || 'all'}
          role="radio"
          aria-checked={option.value === value}
          className={`chip ${option.value === value ? 'chip--on' : ''}`}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </View>
      ))}
    </View>
  )
}
