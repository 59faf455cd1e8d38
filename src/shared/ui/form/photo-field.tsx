import { View } from '@tarojs/components'
import { PhotoPicker, type PhotoPickerProps } from '@/shared/ui/photo-picker'
import { FieldLabel } from './field'

export interface PhotoFieldProps extends PhotoPickerProps {
  label: string
  required?: boolean
  id?: string
  onBlur?: () => void
}

/** Photos under a label; the message takes the hint's place under the grid. */
export function PhotoField({ label, required, id, onBlur: _onBlur, ...picker }: PhotoFieldProps) {
  return (
    <View id={id} className={`form-field form-field--stacked form-photo ${picker.error ? 'form-field--error' : ''}`}>
      <FieldLabel label={label} required={required} />
      <PhotoPicker {...picker} />
    </View>
  )
}
