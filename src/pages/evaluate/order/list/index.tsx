import { EvaluateList } from '@/features/evaluate/list'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateList)
