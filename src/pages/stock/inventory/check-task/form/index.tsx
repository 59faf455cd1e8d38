import { CheckTaskForm } from '@/features/stock/check/check-task-form'

export default CheckTaskForm
