import { MemberScreen } from '@/features/coupon/member'
import { page } from '@/shared/ui/page-boundary'

export default page(MemberScreen)
