import { useMemo, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { DatePicker } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/datepicker/style/css'
import { formatDate } from '@/shared/format/date'
import '@/shared/ui/form/index.less'
import './date-time-field.less'

export interface DateTimeFieldProps {
  label: string
  /** ISO time, or '' when none is chosen. */
  value: string
  /** The range offered; pass stable objects (made once), the picker rebuilds on every new one. */
  start: Date
  end: Date
  onChange: (iso: string) => void
  error?: string
  /** Under the value: quick choices, time left. */
  children?: ReactNode
}

/** The picked columns of NutUI's date picker (year, month, day, hour, minute) as an ISO time. */
export function isoOfColumns(values: readonly unknown[]): string {
  const [year, month, day, hour = 0, minute = 0] = values.map(Number)
  return new Date(year, month - 1, day, hour, minute).toISOString()
}

/** A labelled date and time picked in a bottom sheet. */
export function DateTimeField({ label, value, start, end, onChange, error, children }: DateTimeFieldProps) {
  const [open, setOpen] = useState(false)
  // The picker rebuilds its columns whenever a date prop is a new object: keep them stable.
  const picked = useMemo(() => (value ? new Date(value) : undefined), [value])
  return (
    <View className={`form-field ${error ? 'form-field--error' : ''}`}>
      <View className='form-field__row' onClick={() => setOpen(true)}>
        <Text className='form-field__label'>{label}</Text>
        <Text className={`order-datetime__value ${value ? '' : 'order-datetime__value--empty'}`}>{value ? formatDate(value) : `请选择${label}`}</Text>
        <ArrowRight size={12} color='#b5aea5' />
      </View>
      {children}
      {error && <View className='form-field__error'>{error}</View>}
      <DatePicker
        title={`选择${label}`}
        type='datetime'
        visible={open}
        value={picked}
        startDate={start}
        endDate={end}
        showChinese
        onClose={() => setOpen(false)}
        onConfirm={(_, values) => onChange(isoOfColumns(values))}
      />
    </View>
  )
}
