import { defineCall } from './define'

/** Member codes: P0015 shop membership, P0016 account membership; the others are not described. */
export type MemberCode =
  | 'P0002' | 'P0004' | 'P0006' | 'P0007' | 'P0009' | 'P0010' | 'P0012' | 'P0014' | 'P0015' | 'P0016'

export const SHOP_MEMBER: MemberCode = 'P0015'
export const ACCOUNT_MEMBER: MemberCode = 'P0016'

export interface MemberSend {
  code: MemberCode
  /** 1 means active. */
  status: number
  expiredTips: string
  btnLink: string
}

export type AccountType = 'shop' | 'enterprise' | 'individual'

export interface UserInfo {
  userId: number
  accountId: number
  /** Includes PRODUCT_DETAIL_PRICE when the account may see peer prices. */
  permission: string[]
  memberSendList: MemberSend[]
  nickname: string
  avatar: string
  phone: string
  accountName: string
  accountType: AccountType
}

export const PRODUCT_DETAIL_PRICE = 'PRODUCT_DETAIL_PRICE'

export const accountApi = {
  info: defineCall<void, UserInfo>('GET', '/account/v3/info'),
  silentLogin: defineCall<{ code: string }, { openId: string }>('GET', '/account/silentLogin'),
  userDeviceInfoPost: defineCall<{ openId: string }, null>('POST', '/account/userDeviceInfoPost'),
}
