import { defineCall } from './define'

/** Member codes: P0015 shop membership, P0016 account membership; the others are not described. */
export type MemberCode =
  | 'P0002' | 'P0004' | 'P0006' | 'P0007' | 'P0009' | 'P0010' | 'P0012' | 'P0014' | 'P0015' | 'P0016'

export const SHOP_MEMBER: MemberCode = 'P0015'
export const ACCOUNT_MEMBER: MemberCode = 'P0016'
/** memberSendList status meaning active. */
export const MEMBER_ACTIVE = 1

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

/** A login reply: the session token the app sends as the userToken header. */
export interface LoginReply {
  token: string
}

export type SmsScene = 'login' | 'register' | 'update-phone' | 'bankcard' | 'close-account'

export interface AccountSummary {
  accountId: number
  accountName: string
  accountType: AccountType
  avatar: string
  current: boolean
}

export interface BankCard {
  id: number
  bankName: string
  /** Last four digits only. */
  cardTail: string
  holderName: string
  isDefault: boolean
}

export interface EnterpriseEnum {
  types: { value: string; label: string }[]
  categories: { value: string; label: string }[]
}

export interface ScanLogin {
  scanId: string
  /** Content of the QR code to show. */
  qrContent: string
  expiresAt: string
}

export type ScanStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired'

/** Every account call of spec section 7, declared once. */
export const accountApi = {
  commonSmsSend: defineCall<{ phone: string; scene: SmsScene }, null>('POST', '/account/common/sms/send'),
  commonSmsVerify: defineCall<{ phone: string; code: string; scene: SmsScene }, { verified: boolean }>('POST', '/account/common/sms/verify'),
  smsSend: defineCall<{ phone: string; scene: SmsScene }, null>('POST', '/account/v2/sms/send'),
  smsCaptcha: defineCall<{ phone: string }, { image: string }>('GET', '/account/sms/captcha'),
  infoByPhone: defineCall<{ phone: string }, { registered: boolean; nickname: string }>('GET', '/account/info-by-phone'),
  identityCertification: defineCall<{ realName: string; idNumber: string }, { applyId: number }>('POST', '/account/apply/identity/certification'),
  enterpriseCertification: defineCall<{ enterpriseName: string; creditCode: string; licenseImage: string }, { applyId: number }>('POST', '/account/apply/enterprise/certification'),
  userDeviceInfoPost: defineCall<{ openId: string }, null>('POST', '/account/userDeviceInfoPost'),
  silentLogin: defineCall<{ code: string }, { openId: string }>('GET', '/account/silentLogin'),
  close: defineCall<{ code: string }, null>('GET', '/account/close'),
  bankcards: defineCall<void, BankCard[]>('GET', '/account/bankcards'),
  bankcardInfo: defineCall<{ id: number }, BankCard>('GET', '/account/bankcard/info'),
  bankcardBind: defineCall<{ bankName: string; cardNumber: string; holderName: string; code: string }, BankCard>('POST', '/account/bankcard/bind'),
  bankcardUpdate: defineCall<{ id: number; isDefault: boolean }, BankCard>('POST', '/account/bankcard/update'),
  bankcardUnbind: defineCall<{ id: number }, null>('POST', '/account/bankcard/unbind'),
  loginPhoneV1: defineCall<{ phone: string; code: string }, LoginReply>('POST', '/account/login/phone'),
  registerPhone: defineCall<{ phone: string; code: string; nickname?: string }, LoginReply>('POST', '/account/v3/register/phone'),
  enterpriseEnum: defineCall<void, EnterpriseEnum>('GET', '/account/v3/register/enterprise/enum'),
  registerEnterprise: defineCall<{ enterpriseName: string; type: string; category: string; contactName: string }, { accountId: number }>('POST', '/account/v3/register/enterprise'),
  multipleAccountList: defineCall<void, AccountSummary[]>('GET', '/account/v3/multiple/account/list'),
  multipleAccountChatList: defineCall<void, AccountSummary[]>('GET', '/account/v3/multiple/account/chat/list'),
  loginEnterprise: defineCall<{ accountId: number }, LoginReply>('GET', '/account/v3/login/enterprise'),
  loginApp: defineCall<{ appToken: string }, LoginReply>('POST', '/account/v3/login/app'),
  loginPhone: defineCall<{ phone: string; code: string }, LoginReply>('POST', '/account/v3/login/phone'),
  loginWechat: defineCall<{ code: string; encryptedData?: string; iv?: string }, LoginReply>('POST', '/account/v3/login/wechat'),
  scanCreate: defineCall<void, ScanLogin>('POST', '/account/v3/login/scan/create'),
  scanStart: defineCall<{ scanId: string }, null>('PUT', '/account/v3/login/scan/start'),
  scanCompleted: defineCall<{ scanId: string }, null>('PUT', '/account/v3/login/scan/completed'),
  scanSse: defineCall<{ scanId: string }, { status: ScanStatus; token?: string }>('GET', '/account/v3/login/scan/sse'),
  info: defineCall<void, UserInfo>('GET', '/account/v3/info'),
  accountUpdate: defineCall<{ nickname?: string; avatar?: string }, UserInfo>('POST', '/account/v3/account/update'),
  accountUpdatePhone: defineCall<{ phone: string; code: string }, null>('POST', '/account/v3/account/update-phone'),
  home: defineCall<void, { unreadCount: number; followShopCount: number }>('GET', '/account/v3/home'),
  accountUpdateStatus: defineCall<{ status: 'active' | 'closing' }, null>('POST', '/account/v3/account/update-status'),
}
