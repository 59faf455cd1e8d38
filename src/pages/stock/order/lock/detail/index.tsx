import { LockDetail } from '@/features/stock/orders/lock-detail'

export default LockDetail
