import { LogList } from '@/features/stock/shop/log-list'

export default LogList
