import { OfflineCreate } from '@/features/stock/orders/offline-create'
import { page } from '@/shared/ui/page-boundary'

export default page(OfflineCreate)
