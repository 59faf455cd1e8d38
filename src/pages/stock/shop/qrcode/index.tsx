import { ShopQrcode } from '@/features/stock/shop/shop-qrcode'
import { page } from '@/shared/ui/page-boundary'

export default page(ShopQrcode)
