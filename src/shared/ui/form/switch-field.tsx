import { View } from '@tarojs/components'
import { Switch } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'
import { FieldLabel } from './field'

export interface SwitchFieldProps {
  label: string
  value: boolean
  onChange: (value: boolean) => void
  id?: string
}

/** A label with an on/off switch at the row's end (default address, rule enabled). */
export function SwitchField({ label, value, onChange, id }: SwitchFieldProps) {
  return (
    <View id={id} className="form-field">
      <View className="form-field__row form-field__row--switch">
        <FieldLabel label={label} />
        <Switch aria-label={label} checked={value} onChange={onChange} />
      </View>
    </View>
  )
}
