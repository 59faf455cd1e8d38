import { MaintainCreate } from '@/features/maintain/create'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainCreate)
