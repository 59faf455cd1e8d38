import { LockList } from '@/features/stock/orders/lock-list'

export default LockList
