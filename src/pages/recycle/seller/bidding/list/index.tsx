import { SellerBiddingList } from '@/features/recycle/seller/bidding-list'
import { page } from '@/shared/ui/page-boundary'

export default page(SellerBiddingList)
