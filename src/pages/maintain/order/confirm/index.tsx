import { MaintainConfirm } from '@/features/maintain/confirm'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainConfirm)
