import { OfflineDetail } from '@/features/stock/orders/offline-detail'

export default OfflineDetail
