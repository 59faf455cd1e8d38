import { useMemo, useState, type ReactNode } from 'react'
import { DatePicker } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/datepicker/style/css'
import { formatDate } from '@/shared/format/date'
import { PickerField } from './picker-field'

export interface DateTimeFieldProps {
  label: string
  /** ISO time, or '' when none is chosen. */
  value: string
  /** The range offered; pass stable objects (made once), the picker rebuilds on every new one. */
  start: Date
  end: Date
  onChange: (iso: string) => void
  required?: boolean
  error?: string
  id?: string
  /** Under the value: quick choices, time left. */
  children?: ReactNode
}

/** The picked columns of NutUI's date picker (year, month, day, hour, minute) as an ISO time. */
export function isoOfColumns(values: readonly unknown[]): string {
  const [year, month, day, hour = 0, minute = 0] = values.map(Number)
  return new Date(year, month - 1, day, hour, minute).toISOString()
}

/** A labelled date and time picked in a bottom sheet. */
export function DateTimeField({ label, value, start, end, onChange, required, error, id, children }: DateTimeFieldProps) {
  const [open, setOpen] = useState(false)
  // The picker rebuilds its columns whenever a date prop is a new object: keep them stable.
  const picked = useMemo(() => (value ? new Date(value) : undefined), [value])
  return (
    <PickerField id={id} label={label} text={value ? formatDate(value) : ''} onClick={() => setOpen(true)} required={required} error={error}>
      {children}
      <DatePicker
        title={`选择${label}`}
        type="datetime"
        visible={open}
        value={picked}
        startDate={start}
        endDate={end}
        showChinese
        onClose={() => setOpen(false)}
        onConfirm={(_, values) => onChange(isoOfColumns(values))}
      />
    </PickerField>
  )
}
