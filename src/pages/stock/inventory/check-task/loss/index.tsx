import { CheckTaskLoss } from '@/features/stock/check/check-task-loss'

export default CheckTaskLoss
