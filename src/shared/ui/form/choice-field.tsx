import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { FieldError, FieldLabel } from './field'

export type ChoiceOption<T extends string> = T | { value: T; label: string }

/** What a chips field takes besides its options and value (ChoiceField, MultiChoiceField). */
export interface ChipsFieldProps {
  label: string
  required?: boolean
  error?: string
  id?: string
  /** Under the chips and the message: what the choice means. */
  hint?: ReactNode
  /** In place of the chips while there are none: loading, a failure to retry, nothing to pick. */
  fallback?: ReactNode
  onBlur?: () => void
}

/** A chips field's frame: the label over the chips (or the fallback while there are none), the message and the hint. */
export function ChipsFrame({ label, required, error, id, hint, fallback, empty, children }: ChipsFieldProps & { empty: boolean; children: ReactNode }) {
  return (
    <View id={id} className={`form-field form-field--stacked ${error ? 'form-field--error' : ''}`}>
      <FieldLabel label={label} required={required} />
      {empty && fallback ? fallback : children}
      <FieldError error={error} />
      {hint && <View className="form-field__hint">{hint}</View>}
    </View>
  )
}

export interface ChoiceFieldProps<T extends string> extends ChipsFieldProps {
  options: readonly ChoiceOption<T>[]
  value: string
  onChange: (value: T) => void
}

/** One pick among a few options, as chips under the label (type, grade, payment method…). */
export function ChoiceField<T extends string>({ options, value, onChange, ...frame }: ChoiceFieldProps<T>) {
  return (
    <ChipsFrame {...frame} empty={!options.length}>
      <View className="form-choice" role="radiogroup" aria-label={frame.label}>
        {options.map((option) => {
          const { value: key, label: text } = typeof option === 'string' ? { value: option, label: option } : option
          return (
            <View key={key} role="radio" aria-checked={key === value} className={`chip ${key === value ? 'chip--on' : ''}`} onClick={() => onChange(key)}>
              {text}
            </View>
          )
        })}
      </View>
    </ChipsFrame>
  )
}
