import { ShopShare } from '@/features/stock/shop/shop-share'

export default ShopShare
