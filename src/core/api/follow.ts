import * as v from 'valibot'
import { defineCall, params } from './define'

/**
 * Follow or unfollow a shop: from a post's shop header (post area) and the followed shops list
 * (account area), which is also `accountAreaApi.followShop`.
 */
export const followShopCall = defineCall('POST', '/account/follow-shop', v.object({ following: v.boolean() }), params<{ shopId: number; follow: boolean }>())
