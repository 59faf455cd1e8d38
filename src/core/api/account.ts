import * as v from 'valibot'
import { defineCall, noData, params } from './define'

/**
 * Member codes: P0015 shop membership, P0016 account membership; P0002…P0014 are not described
 * and more may come, so any code passes (an unknown one is just not shown).
 */
export type KnownMemberCode = 'P0002' | 'P0004' | 'P0006' | 'P0007' | 'P0009' | 'P0010' | 'P0012' | 'P0014' | 'P0015' | 'P0016'
export const MemberCode = v.string()
export type MemberCode = KnownMemberCode | (string & {})

export const SHOP_MEMBER: MemberCode = 'P0015'
export const ACCOUNT_MEMBER: MemberCode = 'P0016'
/** memberSendList status meaning active. */
export const MEMBER_ACTIVE = 1

export const MemberSend = v.object({
  code: MemberCode,
  /** 1 means active. */
  status: v.number(),
  expiredTips: v.string(),
  btnLink: v.string(),
})
export type MemberSend = v.InferOutput<typeof MemberSend>

export const AccountType = v.picklist(['shop', 'enterprise', 'individual'])
export type AccountType = v.InferOutput<typeof AccountType>

export const UserInfo = v.object({
  userId: v.number(),
  accountId: v.number(),
  /** Includes PRODUCT_DETAIL_PRICE when the account may see peer prices. */
  permission: v.array(v.string()),
  memberSendList: v.array(MemberSend),
  nickname: v.string(),
  avatar: v.string(),
  phone: v.string(),
  accountName: v.string(),
  accountType: AccountType,
})
export type UserInfo = v.InferOutput<typeof UserInfo>

export const PRODUCT_DETAIL_PRICE = 'PRODUCT_DETAIL_PRICE'

/** A login reply: the session token the app sends as the userToken header. */
export const LoginReply = v.object({
  token: v.string(),
})
export type LoginReply = v.InferOutput<typeof LoginReply>

export type SmsScene = 'login' | 'register' | 'update-phone' | 'bankcard' | 'close-account'

export const AccountSummary = v.object({
  accountId: v.number(),
  accountName: v.string(),
  accountType: AccountType,
  avatar: v.string(),
  current: v.boolean(),
  /** A shop the person joined as staff, or one of their own (a backend without staff sends none). */
  role: v.optional(v.picklist(['owner', 'staff']), 'owner'),
})
export type AccountSummary = v.InferOutput<typeof AccountSummary>

export const BankCard = v.object({
  id: v.number(),
  bankName: v.string(),
  /** Last four digits only. */
  cardTail: v.string(),
  holderName: v.string(),
  isDefault: v.boolean(),
})
export type BankCard = v.InferOutput<typeof BankCard>

const Option = v.object({ value: v.string(), label: v.string() })

export const EnterpriseEnum = v.object({
  types: v.array(Option),
  categories: v.array(Option),
})
export type EnterpriseEnum = v.InferOutput<typeof EnterpriseEnum>

export const ScanLogin = v.object({
  scanId: v.string(),
  /** Content of the QR code to show. */
  qrContent: v.string(),
  expiresAt: v.string(),
})
export type ScanLogin = v.InferOutput<typeof ScanLogin>

export const ScanStatus = v.picklist(['waiting', 'scanned', 'confirmed', 'expired'])
export type ScanStatus = v.InferOutput<typeof ScanStatus>

export const ScanState = v.object({
  status: ScanStatus,
  /** The new session, once confirmed. */
  token: v.optional(v.string()),
})
export type ScanState = v.InferOutput<typeof ScanState>

export const AccountHome = v.object({
  unreadCount: v.number(),
  followShopCount: v.number(),
})
export type AccountHome = v.InferOutput<typeof AccountHome>

const Applied = v.object({ applyId: v.number() })

/** Every account call of spec section 7, declared once. */
export const accountApi = {
  commonSmsSend: defineCall('POST', '/account/common/sms/send', noData, params<{ phone: string; scene: SmsScene }>()),
  commonSmsVerify: defineCall('POST', '/account/common/sms/verify', v.object({ verified: v.boolean() }), params<{ phone: string; code: string; scene: SmsScene }>()),
  smsSend: defineCall('POST', '/account/v2/sms/send', noData, params<{ phone: string; scene: SmsScene }>()),
  smsCaptcha: defineCall('GET', '/account/sms/captcha', v.object({ image: v.string() }), params<{ phone: string }>()),
  infoByPhone: defineCall('GET', '/account/info-by-phone', v.object({ registered: v.boolean(), nickname: v.string() }), params<{ phone: string }>()),
  identityCertification: defineCall('POST', '/account/apply/identity/certification', Applied, params<{ realName: string; idNumber: string }>()),
  enterpriseCertification: defineCall('POST', '/account/apply/enterprise/certification', Applied, params<{ enterpriseName: string; creditCode: string; licenseImage: string }>()),
  userDeviceInfoPost: defineCall('POST', '/account/userDeviceInfoPost', noData, params<{ openId: string }>()),
  silentLogin: defineCall('GET', '/account/silentLogin', v.object({ openId: v.string() }), params<{ code: string }>()),
  close: defineCall('GET', '/account/close', noData, params<{ code: string }>()),
  bankcards: defineCall('GET', '/account/bankcards', v.array(BankCard)),
  bankcardInfo: defineCall('GET', '/account/bankcard/info', BankCard, params<{ id: number }>()),
  bankcardBind: defineCall('POST', '/account/bankcard/bind', BankCard, params<{ bankName: string; cardNumber: string; holderName: string; code: string }>()),
  bankcardUpdate: defineCall('POST', '/account/bankcard/update', BankCard, params<{ id: number; isDefault: boolean }>()),
  bankcardUnbind: defineCall('POST', '/account/bankcard/unbind', noData, params<{ id: number }>()),
  loginPhoneV1: defineCall('POST', '/account/login/phone', LoginReply, params<{ phone: string; code: string }>()),
  registerPhone: defineCall('POST', '/account/v3/register/phone', LoginReply, params<{ phone: string; code: string; nickname?: string }>()),
  enterpriseEnum: defineCall('GET', '/account/v3/register/enterprise/enum', EnterpriseEnum),
  registerEnterprise: defineCall(
    'POST',
    '/account/v3/register/enterprise',
    v.object({ accountId: v.number() }),
    params<{ enterpriseName: string; type: string; category: string; contactName: string }>(),
  ),
  multipleAccountList: defineCall('GET', '/account/v3/multiple/account/list', v.array(AccountSummary)),
  multipleAccountChatList: defineCall('GET', '/account/v3/multiple/account/chat/list', v.array(AccountSummary)),
  loginEnterprise: defineCall('GET', '/account/v3/login/enterprise', LoginReply, params<{ accountId: number }>()),
  loginApp: defineCall('POST', '/account/v3/login/app', LoginReply, params<{ appToken: string }>()),
  loginPhone: defineCall('POST', '/account/v3/login/phone', LoginReply, params<{ phone: string; code: string }>()),
  loginWechat: defineCall('POST', '/account/v3/login/wechat', LoginReply, params<{ code: string; encryptedData?: string; iv?: string }>()),
  scanCreate: defineCall('POST', '/account/v3/login/scan/create', ScanLogin),
  scanStart: defineCall('PUT', '/account/v3/login/scan/start', noData, params<{ scanId: string }>()),
  scanCompleted: defineCall('PUT', '/account/v3/login/scan/completed', noData, params<{ scanId: string }>()),
  scanSse: defineCall('GET', '/account/v3/login/scan/sse', ScanState, params<{ scanId: string }>()),
  info: defineCall('GET', '/account/v3/info', UserInfo),
  accountUpdate: defineCall('POST', '/account/v3/account/update', UserInfo, params<{ nickname?: string; avatar?: string }>()),
  accountUpdatePhone: defineCall('POST', '/account/v3/account/update-phone', noData, params<{ phone: string; code: string }>()),
  home: defineCall('GET', '/account/v3/home', AccountHome),
  accountUpdateStatus: defineCall('POST', '/account/v3/account/update-status', noData, params<{ status: 'active' | 'closing' }>()),
}
