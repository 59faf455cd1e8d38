import { ItemPage } from '@/features/stock/inventory/item-page'

export default ItemPage
