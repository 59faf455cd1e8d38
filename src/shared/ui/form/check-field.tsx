import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { FieldError } from './field'

export interface CheckFieldProps {
  /** The text beside the box, also its accessible name. */
  label: string
  value: boolean
  onChange: (value: boolean) => void
  error?: string
  /** The anchor a failed submit scrolls to. */
  id?: string
  /** After the label on the same line (a price). */
  extra?: ReactNode
}

/** One box to tick with its text: an agreement to a rule, a line to accept; the message under it. */
export function CheckField({ label, value, onChange, error, id, extra }: CheckFieldProps) {
  return (
    <View id={id} className={`form-check ${error ? 'form-check--error' : ''}`}>
      <View className="form-check__row">
        <View role="checkbox" aria-checked={value} aria-label={label} className={`form-check__tap ${value ? 'form-check__tap--on' : ''}`} onClick={() => onChange(!value)}>
          <Text className="form-check__box">{value ? '✓' : ''}</Text>
          <Text className="form-check__label">{label}</Text>
        </View>
        {extra}
      </View>
      <FieldError error={error} />
    </View>
  )
}
