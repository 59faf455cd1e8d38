import { EvaluateModify } from '@/features/evaluate/modify'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateModify)
