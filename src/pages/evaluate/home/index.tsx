import { EvaluateHome } from '@/features/evaluate/home'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateHome)
