import { Text, View } from '@tarojs/components'
import type { Remote } from '@/shared/query'
import { ChoiceField } from '@/shared/ui/form'
import type { SlotsReply } from './api'
import { PICKUP_CARRIER, slotHours } from './rules'
import './express.less'

export interface SlotPickerProps {
  slots: Remote<SlotsReply>
  /** The chosen day (China date) and slot start (ISO); '' for none. */
  day: string
  slot: string
  onChange: (choice: { day: string; slot: string }) => void
  error?: string
  /** The anchor a failed submit scrolls to. */
  id?: string
}

/** The chosen slot of the slots reply, or null when it is no longer offered. */
export function slotOf(slots: SlotsReply | undefined, start: string) {
  for (const day of slots?.days ?? []) for (const slot of day.slots) if (slot.start === start) return slot
  return null
}

/** The carrier's pickup slots as offered by the server (a day, then its 1-hour slots). */
export function SlotPicker({ slots, day, slot, onChange, error, id }: SlotPickerProps) {
  const days = slots.data?.days ?? []
  const shown = days.find((candidate) => candidate.date === day) ?? days.find((candidate) => candidate.slots.length) ?? days[0]
  const fallback =
    slots.status === 'loading' ? (
      <Text className="express-muted">正在获取可预约时段…</Text>
    ) : slots.status === 'error' ? (
      <View className="express-muted" role="button" onClick={() => void slots.reload()}>
        {slots.error || '取件时段加载失败'}，点此重试
      </View>
    ) : undefined
  return (
    <>
      <ChoiceField
        label="取件日期"
        required
        value={shown?.date ?? ''}
        options={days.map((candidate) => ({ value: candidate.date, label: `${candidate.label} ${candidate.date.slice(5)}` }))}
        onChange={(date) => onChange({ day: date, slot: '' })}
        fallback={fallback}
      />
      <ChoiceField
        id={id}
        label="取件时段"
        required
        error={error}
        value={slot}
        options={(shown?.slots ?? []).map((candidate) => ({ value: candidate.start, label: slotHours(candidate) }))}
        onChange={(start) => onChange({ day: shown?.date ?? '', slot: start })}
        fallback={shown && !shown.slots.length ? <Text className="express-muted">当天已无可预约时段，请选择其他日期</Text> : fallback}
        hint={`${PICKUP_CARRIER}上门取件每1小时一个时段（09:00–22:00），可约今天至后天；2小时内结束的时段不可约`}
      />
    </>
  )
}
