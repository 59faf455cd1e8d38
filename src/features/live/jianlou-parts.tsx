import { Text } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { Countdown } from '@/shared/ui/countdown'
import type { JianlouItem } from './api'

/** 省¥…: the saving on the catalogue's reference price (nothing when there is none). */
export function savingText(item: Pick<JianlouItem, 'priceCents' | 'refPriceCents'>): string {
  const saving = item.refPriceCents - item.priceCents
  return saving > 0 ? `省${yuan(saving)}` : ''
}

/** 仅剩N件 / 已抢光 (by the pieces, whatever the sale's window says). */
export function StockLeft({ item }: { item: Pick<JianlouItem, 'stockLeft'> }) {
  return item.stockLeft > 0 ? <Text className="live-stock">仅剩{item.stockLeft}件</Text> : <Text className="live-stock live-stock--none">已抢光</Text>
}

/** To come: until the start; on sale (or sold out, pieces may come back): until the end. */
export function SaleClock({ item }: { item: Pick<JianlouItem, 'status' | 'startAt' | 'endAt'> }) {
  if (item.status === 'upcoming') return <Countdown until={item.startAt} prefix="距开抢" dueText="即将开抢" className="live-remaining" />
  if (item.status === 'ended') return <Text className="live-remaining live-remaining--done">已结束</Text>
  return <Countdown until={item.endAt} prefix="距结束" dueText="即将结束" className="live-remaining" />
}
