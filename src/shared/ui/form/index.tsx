import type { ReactNode } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import './index.less'

export interface FieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  error?: string
  maxlength?: number
  type?: 'text' | 'number' | 'digit' | 'idcard'
  multiline?: boolean
  extra?: ReactNode
}

/** The typed value of an input event, as Taro's components hand it out on every platform. */
function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

/** A labelled input with its error under it; what was typed stays when the form fails. */
export function Field({ label, value, onChange, placeholder, error, maxlength = 50, type = 'text', multiline, extra }: FieldProps) {
  return (
    <View className={`form-field ${error ? 'form-field--error' : ''}`}>
      <View className={`form-field__row ${multiline ? 'form-field__row--multi' : ''}`}>
        <Text className='form-field__label'>{label}</Text>
        {multiline ? (
          <Textarea
            className='form-field__input form-field__input--multi'
            value={value}
            placeholder={placeholder ?? `请输入${label}`}
            maxlength={maxlength}
            autoHeight
            onInput={(event) => onChange(inputValue(event))}
          />
        ) : (
          <Input
            className='form-field__input'
            value={value}
            type={type}
            placeholder={placeholder ?? `请输入${label}`}
            maxlength={maxlength}
            onInput={(event) => onChange(inputValue(event))}
          />
        )}
        {extra}
      </View>
      {error && <View className='form-field__error'>{error}</View>}
    </View>
  )
}

/** A white card grouping fields. */
export function FormCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className='form-card'>
      {title && <View className='form-card__title'>{title}</View>}
      {children}
    </View>
  )
}
