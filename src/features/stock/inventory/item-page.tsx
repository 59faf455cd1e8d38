import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { onStockHost } from '@/core/navigation/web'
import { PageLayout } from '@/shared/ui/page-layout'
import { PublicItem } from './public-item'
import { ItemDetail } from './item-detail'
import { ItemForm } from './item-form'

/**
 * pages/stock/inventory/stock/detail: the item (?id=), its edit form (?id=&mode=edit) or the
 * stock-in form for a new item (?mode=create). The route table has no separate form page. On
 * the stock host: the item's public view, for anyone.
 */
export function ItemPage() {
  const { params } = useCurrentRoute()
  const id = Number(params.id ?? 0)
  // The stock host shows a shared item to anyone, without login: its public fields only.
  if (onStockHost()) return id > 0 ? <PublicItem id={id} /> : <PageLayout status="error" error="商品不存在或链接已失效" />
  if (params.mode === 'create') return <ItemForm />
  if (id > 0 && params.mode === 'edit') return <ItemForm id={id} />
  if (id > 0) return <ItemDetail id={id} />
  return <PageLayout status="error" error="商品不存在或链接已失效" />
}
