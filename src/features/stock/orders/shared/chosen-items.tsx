import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Plus } from '@nutui/icons-react-taro'
import { navigate } from '@/core/navigation'
import type { StockItemSummary, StockStatus } from '../../api'
import { ItemCard } from '../../shared/item-card'
import { ItemPicker } from './item-picker'
import type { ChannelUse } from '../../shared/channel-rules'
import { DetailCard } from '@/shared/ui/detail-card'
import './chosen-items.less'
import { CSS_COLOR } from '@/core/theme'

export interface ChosenItemsProps {
  title: string
  /** The anchor a failed submit scrolls to (`form.anchorId('itemIds')`). */
  id?: string
  items: StockItemSummary[]
  onChange: (next: StockItemSummary[]) => void
  /** The states the picker offers. */
  statuses: StockStatus[]
  /** What the items are taken for: the picker greys out the pieces another channel holds, with why. */
  use?: ChannelUse
  error?: string
  /** Per-item content under the card's figures (a price input). */
  extraOf?: (item: StockItemSummary) => ReactNode
  figuresOf?: (item: StockItemSummary) => ReactNode
}

/** The items of an order being created: each removable, more added from the shop's stock. */
export function ChosenItems({ title, id, items, onChange, statuses, use, error, extraOf, figuresOf }: ChosenItemsProps) {
  const [picking, setPicking] = useState(false)
  return (
    <View id={id}>
      <DetailCard title={`${title}（${items.length}件）`}>
        {items.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            figures={figuresOf?.(item)}
            onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })}
            extra={
              <View className="chosen-items__extra" onClick={(event) => event.stopPropagation()}>
                {extraOf?.(item)}
                <Text className="chosen-items__remove" onClick={() => onChange(items.filter((entry) => entry.id !== item.id))}>
                  移除
                </Text>
              </View>
            }
          />
        ))}
        <View className="chosen-items__add" onClick={() => setPicking(true)}>
          <Plus size={14} color={CSS_COLOR.accent} />
          <Text>{items.length ? '继续添加商品' : '添加商品'}</Text>
        </View>
        {error && <View className="chosen-items__error">{error}</View>}
        <ItemPicker visible={picking} statuses={statuses} use={use} chosen={items} onChange={onChange} onClose={() => setPicking(false)} />
      </DetailCard>
    </View>
  )
}
