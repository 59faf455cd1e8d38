import { ShopQrcode } from '@/features/stock/shop/shop-qrcode'

export default ShopQrcode
