import { MaintainSendBack } from '@/features/maintain/send-back'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainSendBack)
