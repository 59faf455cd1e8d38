import { CheckTaskItems } from '@/features/stock/check/check-task-items'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckTaskItems)
