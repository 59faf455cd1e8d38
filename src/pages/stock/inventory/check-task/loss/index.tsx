import { CheckTaskLoss } from '@/features/stock/check/check-task-loss'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckTaskLoss)
