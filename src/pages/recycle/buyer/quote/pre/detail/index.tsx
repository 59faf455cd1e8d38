import { BuyerPreDetail } from '@/features/recycle/buyer/pre-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(BuyerPreDetail)
