import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { centsToYuanText } from '@/shared/format/money'
import { amountFormatError, yuanToCents } from '@/shared/rules/amount'
import { CATEGORIES, GRADES, LOCATIONS, type BrandOption } from '../api'
import { AGE_RANGES, DEFAULT_STATUS, STATUS_FILTERS, type StockFilters } from './list-query'

interface ChipsProps<T extends string> {
  title: string
  options: readonly T[]
  value: T | undefined
  textOf?: (option: T) => string
  onChange: (value: T | undefined) => void
}

function Chips<T extends string>({ title, options, value, textOf = (option) => option, onChange }: ChipsProps<T>) {
  return (
    <View className="stock-filters__group">
      <View className="stock-filters__title">{title}</View>
      <View className="stock-filters__chips">
        {options.map((option) => (
          <Text key={option} className={`chip ${value === option ? 'chip--on' : ''}`} onClick={() => onChange(value === option ? undefined : option)}>
            {textOf(option)}
          </Text>
        ))}
      </View>
    </View>
  )
}

function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

export interface StockFiltersPanelProps {
  visible: boolean
  value: StockFilters
  brands: BrandOption[]
  onClose: () => void
  onApply: (filters: StockFilters) => void
}

/** The filter sheet of the inventory list: edits a draft, applied on 确定. */
export function StockFiltersPanel({ visible, value, brands, onClose, onApply }: StockFiltersPanelProps) {
  const [draft, setDraft] = useState<StockFilters>(value)
  const [minPrice, setMinPrice] = useState('')
  const [maxPrice, setMaxPrice] = useState('')
  const [error, setError] = useState('')

  useEffect(() => {
    if (!visible) return
    setDraft(value)
    setMinPrice(centsToYuanText(value.minPriceCents))
    setMaxPrice(centsToYuanText(value.maxPriceCents))
    setError('')
  }, [visible, value])

  const set =
    <K extends keyof StockFilters>(key: K) =>
    (next: StockFilters[K]) =>
      setDraft((previous) => ({ ...previous, [key]: next }))
  const ageText = AGE_RANGES.find((range) => range.min === draft.minAgeDays && range.max === draft.maxAgeDays)?.text

  const apply = () => {
    const min = yuanToCents(minPrice)
    const max = yuanToCents(maxPrice)
    const malformed = amountFormatError(minPrice) ?? amountFormatError(maxPrice)
    if (malformed) return setError(malformed)
    if (min !== null && max !== null && min > max) return setError('最低价不能高于最高价')
    onApply({ ...draft, minPriceCents: min ?? undefined, maxPriceCents: max ?? undefined })
  }

  return (
    <Popup visible={visible} position="bottom" round onClose={onClose} title="筛选" closeable className="stock-filters">
      <View className="stock-filters__body">
        <Chips
          title="状态"
          options={STATUS_FILTERS.map((option) => option.value)}
          value={draft.status ?? 'ALL'}
          textOf={(value) => STATUS_FILTERS.find((option) => option.value === value)!.text}
          // one status is always chosen: tapping the chosen one keeps it
          onChange={(value) => value && set('status')(value === 'ALL' ? undefined : value)}
        />
        <Chips title="品类" options={CATEGORIES} value={draft.category as (typeof CATEGORIES)[number] | undefined} onChange={set('category')} />
        <Chips title="品牌" options={brands.map((brand) => brand.name)} value={draft.brand} onChange={set('brand')} />
        <Chips title="成色" options={GRADES} value={draft.grade as (typeof GRADES)[number] | undefined} onChange={set('grade')} />
        <Chips title="库位" options={LOCATIONS} value={draft.location as (typeof LOCATIONS)[number] | undefined} onChange={set('location')} />
        <Chips
          title="库龄"
          options={AGE_RANGES.map((range) => range.text)}
          value={ageText}
          onChange={(text) => {
            const range = AGE_RANGES.find((candidate) => candidate.text === text)
            setDraft((previous) => ({ ...previous, minAgeDays: range?.min, maxAgeDays: range?.max }))
          }}
        />
        <View className="stock-filters__group">
          <View className="stock-filters__title">同行价（元）</View>
          <View className="stock-filters__range">
            <Input className="stock-filters__input" type="digit" placeholder="最低价" value={minPrice} onInput={(event) => setMinPrice(inputValue(event))} />
            <Text>—</Text>
            <Input className="stock-filters__input" type="digit" placeholder="最高价" value={maxPrice} onInput={(event) => setMaxPrice(inputValue(event))} />
          </View>
          {error && <View className="stock-filters__error">{error}</View>}
        </View>
      </View>
      <View className="stock-filters__actions">
        <Button
          fill="outline"
          onClick={() => {
            setDraft({ status: DEFAULT_STATUS })
            setMinPrice('')
            setMaxPrice('')
            setError('')
          }}
        >
          重置
        </Button>
        <Button type="primary" onClick={apply}>
          确定
        </Button>
      </View>
    </Popup>
  )
}
