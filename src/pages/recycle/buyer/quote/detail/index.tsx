import { BuyerQuoteDetail } from '@/features/recycle/buyer/quote-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(BuyerQuoteDetail)
