import { CheckTaskList } from '@/features/stock/check/check-task-list'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckTaskList)
