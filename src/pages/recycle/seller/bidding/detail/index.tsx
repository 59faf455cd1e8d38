import { SellerBiddingDetail } from '@/features/recycle/seller/bidding-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(SellerBiddingDetail)
