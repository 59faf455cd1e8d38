import { MaintainHome } from '@/features/maintain/home'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainHome)
