import { OfflineList } from '@/features/stock/orders/offline-list'

export default OfflineList
