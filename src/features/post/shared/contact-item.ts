import type { ContactItem } from '@/shared/ui/contact'
import type { PostItem } from '../api'
import { visiblePeerPrice } from './peer-price'
import { yuan } from '@/shared/format/money'

/** A linked item as an inquiry attaches it: its peer price only where the reader may see it. */
export function itemToContact(item: PostItem, canSeePrices: boolean): ContactItem {
  const cents = visiblePeerPrice(item, canSeePrices)
  return { id: item.id, title: item.title, photo: item.photos[0] ?? '', priceText: cents === null ? undefined : `同行价 ${yuan(cents)}` }
}
