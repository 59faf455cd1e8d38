import { CouponScreen } from '@/features/coupon/wallet'
import { page } from '@/shared/ui/page-boundary'

export default page(CouponScreen)
