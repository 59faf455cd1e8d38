/**
 * Phones the mock treats specially, so every error of the catalogue can be tried by hand:
 * log in with one of them (SMS code 1234) and the mock answers as written here.
 */
export const DEMO_PHONE = '13800138000'
export const DEMO_CODE = '1234'
/** 李老板, the second dealer of the seed (mocks/db/seed-account.ts), who asks the demo shop about its pieces. */
export const PEER_PHONE = '13900139000'

export interface DemoFailure {
  code: number
  msg: string
  data?: Record<string, unknown>
  /** login: the login call fails; session: every signed-in call; business: shop calls only. */
  at: 'login' | 'session' | 'business'
}

export const DEMO_FAILURES: Record<string, DemoFailure> = {
  '13800000401': { code: 401, msg: '登录已过期，需要重新登录', at: 'session' },
  '13800000402': { code: 402, msg: '请先加入或开通店铺', at: 'business' },
  '13800000403': {
    code: 403,
    msg: '账号已被限制',
    data: { title: '账号已被限制', content: '该账号因违规操作已被限制登录，如有疑问请联系客服。' },
    at: 'login',
  },
  '13860000001': {
    code: 600000001,
    msg: '需要开通会员',
    data: { title: '开通店铺会员', content: '库存管理为店铺会员专享功能，开通后即可使用。', openMemberH5Url: 'https://luxtrade.cn/member/open' },
    at: 'business',
  },
  '13800060001': { code: 60001, msg: '预计30分钟后恢复', at: 'login' },
}

/** Phones whose SMS code is always 1234: the demo people (mocks/lib/demo-logins.ts) and the failures. */
export function hasFixedCode(phone: string): boolean {
  return phone === DEMO_PHONE || phone === PEER_PHONE || phone in DEMO_FAILURES
}
