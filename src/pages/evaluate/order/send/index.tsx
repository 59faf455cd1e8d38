import { EvaluateSend } from '@/features/evaluate/send'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateSend)
