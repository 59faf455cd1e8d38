import { CheckTaskItems } from '@/features/stock/check/check-task-items'

export default CheckTaskItems
