import { ApplyList } from '@/features/member/apply/apply-list'
import { page } from '@/shared/ui/page-boundary'

export default page(ApplyList)
