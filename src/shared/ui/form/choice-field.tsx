import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { FieldError, FieldLabel } from './field'

export type ChoiceOption<T extends string> = T | { value: T; label: string }

export interface ChoiceFieldProps<T extends string> {
  label: string
  options: readonly ChoiceOption<T>[]
  value: string
  onChange: (value: T) => void
  required?: boolean
  error?: string
  id?: string
  /** Under the chips and the message: what the choice means. */
  hint?: ReactNode
  /** In place of the chips while there are none: loading, a failure to retry. */
  fallback?: ReactNode
  onBlur?: () => void
}

/** One pick among a few options, as chips under the label (type, grade, payment method…). */
export function ChoiceField<T extends string>({ label, options, value, onChange, required, error, id, hint, fallback }: ChoiceFieldProps<T>) {
  return (
    <View id={id} className={`form-field form-field--stacked ${error ? 'form-field--error' : ''}`}>
      <FieldLabel label={label} required={required} />
      {!options.length && fallback ? (
        fallback
      ) : (
        <View className='form-choice' role='radiogroup' aria-label={label}>
          {options.map((option) => {
            const { value: key, label: text } = typeof option === 'string' ? { value: option, label: option } : option
            return (
              <View key={key} role='radio' aria-checked={key === value} className={`chip ${key === value ? 'chip--on' : ''}`} onClick={() => onChange(key)}>
                {text}
              </View>
            )
          })}
        </View>
      )}
      <FieldError error={error} />
      {hint && <View className='form-field__hint'>{hint}</View>}
    </View>
  )
}
