import { EvaluateConfirmOnline } from '@/features/evaluate/confirm-online'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateConfirmOnline)
