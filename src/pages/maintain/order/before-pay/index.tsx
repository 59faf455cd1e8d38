import { MaintainBeforePay } from '@/features/maintain/before-pay'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainBeforePay)
