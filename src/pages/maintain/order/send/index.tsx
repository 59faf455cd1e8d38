import { MaintainSend } from '@/features/maintain/send'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainSend)
