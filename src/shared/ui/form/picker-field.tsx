import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { FieldError, FieldLabel } from './field'
import { CSS_COLOR } from '@/core/theme'

export interface PickerFieldProps {
  label: string
  /** The chosen value as shown; empty shows the placeholder. */
  text: string
  placeholder?: string
  /** Opens the choice: a sheet (given as children), another page… */
  onClick?: () => void
  required?: boolean
  error?: string
  id?: string
  /** Under the row: the sheet it opens, quick choices, a note. */
  children?: ReactNode
}

/**
 * A row that opens a choice and shows what was chosen (a date, an address). For Taro's own
 * picker, wrap it: `<Picker mode='date' …><PickerField label='入库日期' text={date} /></Picker>`.
 */
export function PickerField({ label, text, placeholder, onClick, required, error, id, children }: PickerFieldProps) {
  return (
    <View id={id} className={`form-field ${error ? 'form-field--error' : ''}`}>
      <View className="form-field__row" onClick={onClick}>
        <FieldLabel label={label} required={required} />
        <Text className={`form-field__value ${text ? '' : 'form-field__value--empty'}`}>{text || placeholder || `请选择${label}`}</Text>
        <ArrowRight size={12} color={CSS_COLOR.textFaint} />
      </View>
      {children}
      <FieldError error={error} />
    </View>
  )
}
