import { ShopSearch } from '@/features/stock/shop/shop-search'

export default ShopSearch
