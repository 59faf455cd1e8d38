import { RecheckInquiry } from '@/features/recycle/seller/recheck-form'
import { page } from '@/shared/ui/page-boundary'

export default page(RecheckInquiry)
