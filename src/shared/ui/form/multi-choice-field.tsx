import { View } from '@tarojs/components'
import { ChipsFrame, type ChipsFieldProps } from './choice-field'

export interface MultiChoiceFieldProps extends ChipsFieldProps {
  options: readonly string[]
  value: string[]
  onChange: (value: string[]) => void
}

/** Several picks among a few options, as chips under the label (categories, accessories); the picks keep the options' order. */
export function MultiChoiceField({ options, value, onChange, ...frame }: MultiChoiceFieldProps) {
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((item) => item !== option) : options.filter((item) => item === option || value.includes(item)))
  return (
    <ChipsFrame {...frame} empty={!options.length}>
      <View className="form-choice" role="group" aria-label={frame.label}>
        {options.map((option) => (
          <View key={option} role="checkbox" aria-checked={value.includes(option)} className={`chip ${value.includes(option) ? 'chip--on' : ''}`} onClick={() => toggle(option)}>
            {option}
          </View>
        ))}
      </View>
    </ChipsFrame>
  )
}
