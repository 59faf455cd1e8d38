import { StockList } from '@/features/stock/inventory/stock-list'

export default StockList
