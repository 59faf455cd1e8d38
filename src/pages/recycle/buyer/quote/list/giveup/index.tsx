import { BuyerGiveupList } from '@/features/recycle/buyer/quote-list'
import { page } from '@/shared/ui/page-boundary'

export default page(BuyerGiveupList)
