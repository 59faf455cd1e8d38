import { MaintainConfirmSuccess } from '@/features/maintain/confirm-success'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainConfirmSuccess)
