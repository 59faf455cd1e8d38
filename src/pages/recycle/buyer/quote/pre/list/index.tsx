import { BuyerPreList } from '@/features/recycle/buyer/pre-list'
import { page } from '@/shared/ui/page-boundary'

export default page(BuyerPreList)
