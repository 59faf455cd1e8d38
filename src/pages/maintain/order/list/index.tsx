import { MaintainList } from '@/features/maintain/list'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainList)
