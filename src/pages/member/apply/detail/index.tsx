import { ApplyDetail } from '@/features/member/apply/apply-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(ApplyDetail)
