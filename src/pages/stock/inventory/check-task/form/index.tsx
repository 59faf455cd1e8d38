import { CheckTaskForm } from '@/features/stock/check/check-task-form'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckTaskForm)
