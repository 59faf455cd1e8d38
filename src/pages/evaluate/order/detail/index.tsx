import { EvaluateOrderDetail } from '@/features/evaluate/detail'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateOrderDetail)
