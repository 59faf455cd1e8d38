import { EvaluateConfirmMail } from '@/features/evaluate/confirm-mail'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateConfirmMail)
