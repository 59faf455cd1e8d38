import type { ReactNode } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import './index.less'

/** A field's label; a required field's carries a red * (drawn by the style, not in the text). */
export function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return <Text className={`form-field__label ${required ? 'form-field__label--required' : ''}`}>{label}</Text>
}

/** The message under a field. */
export function FieldError({ error }: { error?: string }) {
  return error ? <View className="form-field__error">{error}</View> : null
}

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
  required?: boolean
  /** The anchor a failed submit scrolls to (form.field gives it). */
  id?: string
  onBlur?: () => void
}

/** The typed value of an input event, as Taro's components hand it out on every platform. */
function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

/** A labelled input with its error under it; what was typed stays when the form fails. */
export function Field({ label, value, onChange, placeholder, error, maxlength = 50, type = 'text', multiline, extra, required, id, onBlur }: FieldProps) {
  return (
    <View id={id} className={`form-field ${error ? 'form-field--error' : ''}`}>
      <View className={`form-field__row ${multiline ? 'form-field__row--multi' : ''}`}>
        <FieldLabel label={label} required={required} />
        {multiline ? (
          <Textarea
            className="form-field__input form-field__input--multi"
            value={value}
            placeholder={placeholder ?? `请输入${label}`}
            maxlength={maxlength}
            autoHeight
            onInput={(event) => onChange(inputValue(event))}
            onBlur={onBlur}
          />
        ) : (
          <Input
            className="form-field__input"
            value={value}
            type={type}
            placeholder={placeholder ?? `请输入${label}`}
            maxlength={maxlength}
            onInput={(event) => onChange(inputValue(event))}
            onBlur={onBlur}
          />
        )}
        {extra}
      </View>
      <FieldError error={error} />
    </View>
  )
}
