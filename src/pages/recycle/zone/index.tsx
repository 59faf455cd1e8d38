import { RecycleZone } from '@/features/recycle/buyer/zone'
import { page } from '@/shared/ui/page-boundary'

export default page(RecycleZone)
