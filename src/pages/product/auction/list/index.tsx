import { AuctionSessionLots } from '@/features/auction/lot-list'
import { page } from '@/shared/ui/page-boundary'

export default page(AuctionSessionLots)
