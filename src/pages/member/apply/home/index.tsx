import { ApplyHome } from '@/features/member/apply/apply-home'
import { page } from '@/shared/ui/page-boundary'

export default page(ApplyHome)
