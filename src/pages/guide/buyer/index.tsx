import { BuyerGuide } from '@/features/guide/buyer/buyer-guide'
import { page } from '@/shared/ui/page-boundary'

export default page(BuyerGuide)
