import { View } from '@tarojs/components'
import { FieldError, FieldLabel } from '@/shared/ui/form'

export interface MultiChoiceFieldProps {
  label: string
  options: readonly string[]
  value: string[]
  onChange: (value: string[]) => void
  required?: boolean
  error?: string
  id?: string
  hint?: string
  onBlur?: () => void
}

/** Several picks among a few options, as chips under the label (main categories). */
export function MultiChoiceField({ label, options, value, onChange, required, error, id, hint }: MultiChoiceFieldProps) {
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((item) => item !== option) : options.filter((item) => item === option || value.includes(item)))
  return (
    <View id={id} className={`form-field form-field--stacked ${error ? 'form-field--error' : ''}`}>
      <FieldLabel label={label} required={required} />
      <View className='form-choice' role='group' aria-label={label}>
        {options.map((option) => (
          <View key={option} role='checkbox' aria-checked={value.includes(option)} className={`chip ${value.includes(option) ? 'chip--on' : ''}`} onClick={() => toggle(option)}>
            {option}
          </View>
        ))}
      </View>
      <FieldError error={error} />
      {hint && <View className='form-field__hint'>{hint}</View>}
    </View>
  )
}
