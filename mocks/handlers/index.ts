import { accountHandlers } from './account'
import { accountAreaHandlers } from './account-area'
import { cashierHandlers } from './cashier'
import { couponHandlers } from './coupon'
import { contactHandlers } from './contact'
import { dashboardHandlers } from './dashboard'
import { mediaHandlers } from './media'
import { memberApplyHandlers } from './member-apply'
import { postHandlers } from './post'
import { productHandlers } from './product'
import { stockHandlers } from './stock'
import { stockCheckHandlers } from './stock-check'
import { stockOrdersHandlers } from './stock-orders'
import { stockShopHandlers } from './stock-shop'
import { auctionHandlers } from './auction'
import { auctionWinHandlers } from './auction-win'
import { liveHandlers } from './live'
import { uploadHandlers } from './upload'
import { staffHandlers } from './staff'
import { smuHandlers } from './smu'
import { recycleHandlers } from './recycle'
import { tradeHandlers } from './trade'
import { maintainHandlers } from './maintain'
import { fairHandlers } from './fair'
import { activityPageHandlers } from './activity-pages'
import { checkCodeHandlers } from './check-code'
import { evaluateHandlers } from './evaluate'
import { qualityHandlers } from './quality'
import { expressHandlers } from './express'

/** Every handler of the mock backend: the server, vitest and the weapp check all use these. */
export const handlers = [
  ...accountHandlers,
  ...accountAreaHandlers,
  ...contactHandlers,
  ...staffHandlers,
  ...dashboardHandlers,
  ...postHandlers,
  ...productHandlers,
  ...stockHandlers,
  ...stockOrdersHandlers,
  ...stockCheckHandlers,
  ...stockShopHandlers,
  ...auctionHandlers,
  ...auctionWinHandlers,
  ...liveHandlers,
  ...cashierHandlers,
  ...couponHandlers,
  ...smuHandlers,
  ...recycleHandlers,
  ...tradeHandlers,
  ...maintainHandlers,
  ...fairHandlers,
  ...activityPageHandlers,
  ...checkCodeHandlers,
  ...evaluateHandlers,
  ...qualityHandlers,
  ...expressHandlers,
  ...memberApplyHandlers,
  ...uploadHandlers,
  ...mediaHandlers,
]
