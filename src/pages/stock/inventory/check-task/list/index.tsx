import { CheckTaskList } from '@/features/stock/check/check-task-list'

export default CheckTaskList
