import { RECHECK_ANSWER_HOURS, returnShippingPaidBy, SHIPPING_PAYER_TEXT } from '../machine'

/**
 * The platform's rules as the seller's pages and the guide state them, worded once from the
 * machine's constants and functions.
 */

/** Who pays the parcel to the buyer (any carrier of the ship form, sent freight collect). */
export const SEND_SHIPPING_TEXT = '寄出运费：买家承担（到付）'

/** The return shipping rule (returnShippingPaidBy) in words, each case asked of the rule itself. */
export const RETURN_SHIPPING_RULE = [
  `验货价低于已接受的报价：${SHIPPING_PAYER_TEXT[returnShippingPaidBy(100, 90)]}`,
  `验货价不低于报价：${SHIPPING_PAYER_TEXT[returnShippingPaidBy(100, 100)]}`,
  `验货前申请退回：${SHIPPING_PAYER_TEXT[returnShippingPaidBy(100, null)]}`,
].join('；')

/** The platform's promise on a recheck. */
export const RECHECK_PROMISE = `平台将在${RECHECK_ANSWER_HOURS}小时内答复，每笔订单仅可申请一次复检`
