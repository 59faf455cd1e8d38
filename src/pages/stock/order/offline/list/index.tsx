import { OfflineList } from '@/features/stock/orders/offline-list'
import { page } from '@/shared/ui/page-boundary'

export default page(OfflineList)
