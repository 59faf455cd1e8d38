import { MaintainOrderDetail } from '@/features/maintain/detail'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainOrderDetail)
