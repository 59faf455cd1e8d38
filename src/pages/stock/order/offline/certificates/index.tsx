import { OfflineCertificates } from '@/features/stock/orders/offline-certificates'

export default OfflineCertificates
