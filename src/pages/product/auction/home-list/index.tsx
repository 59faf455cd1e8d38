import { AuctionHomeList } from '@/features/auction/home-list'
import { page } from '@/shared/ui/page-boundary'

export default page(AuctionHomeList)
