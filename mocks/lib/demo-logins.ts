import { DEMO_INVITE_CODE } from '../db/seed-account'
import { DEMO_CODE, DEMO_PHONE, PEER_PHONE } from './demo-phones'

/** A way into the seeded data, as `npm start` prints it and the README describes it. */
export interface DemoLogin {
  who: string
  phone: string
  code: string
  /** The seeded accounts this login reaches (names as the seed holds them). */
  accounts: string[]
  hint: string
}

export const DEMO_LOGINS: DemoLogin[] = [
  {
    who: '演示店主 王经理',
    phone: DEMO_PHONE,
    code: DEMO_CODE,
    accounts: ['臻品名包汇', '臻品供应链（深圳）有限公司', '王经理（个人）'],
    hint: 'the demo shop; 设置 › 切换店铺 for its enterprise and individual accounts',
  },
  {
    who: '同行 李老板',
    phone: PEER_PHONE,
    code: DEMO_CODE,
    accounts: ['李记名表（个人）'],
    hint: 'a second dealer: 询价 the demo shop, outbid it, join its staff',
  },
]

/** The lines `npm start` prints under the URL. */
export function demoLoginLines(): string[] {
  return [
    ...DEMO_LOGINS.map((login) => `  ${login.who}: ${login.phone} 验证码 ${login.code}  (${login.accounts.join(' / ')}; ${login.hint})`),
    `  店员邀请码 / staff invitation code: ${DEMO_INVITE_CODE} (我的 › 开通店铺 › 加入已有店铺)`,
    '  其他手机号 / any other phone: the mock prints the code it sends here and signs the phone up',
  ]
}
