import { OfflineDetail } from '@/features/stock/orders/offline-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(OfflineDetail)
