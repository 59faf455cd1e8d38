import { MaintainServiceLog } from '@/features/maintain/service-log'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainServiceLog)
