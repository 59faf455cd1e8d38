import { QuoteShare } from '@/features/account/share/quote-share'
import { page } from '@/shared/ui/page-boundary'

export default page(QuoteShare)
