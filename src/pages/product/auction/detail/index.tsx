import { AuctionLotDetail } from '@/features/auction/lot-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(AuctionLotDetail)
