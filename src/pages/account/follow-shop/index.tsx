import { FollowShopScreen } from '@/features/account/follow-shop/follow-shop-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(FollowShopScreen)
