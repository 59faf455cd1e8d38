import { OfflineCertificates } from '@/features/stock/orders/offline-certificates'
import { page } from '@/shared/ui/page-boundary'

export default page(OfflineCertificates)
