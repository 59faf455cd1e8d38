import { MaintainApplyReturn } from '@/features/maintain/apply-return'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainApplyReturn)
