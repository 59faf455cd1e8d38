import { OfflineCreate } from '@/features/stock/orders/offline-create'

export default OfflineCreate
