import { ExpressProgress } from '@/features/recycle/seller/ship-and-track'
import { page } from '@/shared/ui/page-boundary'

export default page(ExpressProgress)
