import { QuoteShare } from '@/features/account/share/quote-share'

export default QuoteShare
