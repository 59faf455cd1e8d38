// @vitest-environment node
import { accountApi } from '../../src/core/api/account'
import { seed } from '@mocks/db/seed'
import { mockCall } from '@mocks/lib/call'
import { DEMO_LOGINS, demoLoginLines } from '@mocks/lib/demo-logins'

describe('the demo logins npm start prints', () => {
  it('sign in on the mock with the printed code and reach the named accounts', async () => {
    for (const login of DEMO_LOGINS) {
      const signedIn = await mockCall(accountApi.loginPhone, { phone: login.phone, code: login.code }, '')
      expect(signedIn.code, login.who).toBe(200)
      const accounts = (await mockCall(accountApi.multipleAccountList, undefined, signedIn.data.token)).data
      expect(
        accounts.map((account) => account.accountName),
        login.who,
      ).toEqual(expect.arrayContaining(login.accounts))
    }
  })

  it('name the seed’s people and the staff invitation code', () => {
    const { people, accounts } = seed()
    for (const login of DEMO_LOGINS) expect(people.map((person) => person.phone)).toContain(login.phone)
    const invite = accounts.find((account) => account.invite)?.invite?.code
    expect(demoLoginLines().join('\n')).toContain(`邀请码 / staff invitation code: ${invite}`)
  })
})
