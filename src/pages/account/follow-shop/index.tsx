import { FollowShopScreen } from '@/features/account/follow-shop/follow-shop-screen'

export default FollowShopScreen
