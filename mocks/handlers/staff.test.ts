// @vitest-environment node
import { accountApi } from '../../src/core/api/account'
import { staffApi } from '../../src/core/api/staff'
import { stockApi } from '../../src/features/stock/api'
import { DEMO_TOKEN, PEER_TOKEN, getDb } from '@mocks/db'
import { DEMO_INVITE_CODE, DEMO_SHOP_ACCOUNT, PEER_USER_ID } from '@mocks/db/seed-account'
import { mockCall } from '@mocks/lib/call'

const demoShop = () => getDb().accounts.find((account) => account.accountId === DEMO_SHOP_ACCOUNT)!

describe('mock staff: joining a shop by its invitation', () => {
  it('the owner sees the code, the cost setting and the staff', async () => {
    const invite = await mockCall(staffApi.invite, undefined, DEMO_TOKEN)
    expect(invite.data).toMatchObject({ code: DEMO_INVITE_CODE, staffSeesCost: false })
    expect(invite.data.link).toContain(`inviteCode=${DEMO_INVITE_CODE}`)
    expect((await mockCall(staffApi.list, undefined, DEMO_TOKEN)).data.map((member) => member.nickname)).toEqual(['小周'])
    expect((await mockCall(staffApi.access, undefined, DEMO_TOKEN)).data).toEqual({ role: 'owner', seesCost: true })
  })

  it('a dealer joins with the code (any case, spaces ignored) and acts as the shop, seeing no costs', async () => {
    const joined = await mockCall(staffApi.join, { code: ` ${DEMO_INVITE_CODE.toLowerCase().slice(0, 3)} ${DEMO_INVITE_CODE.slice(3)}` }, PEER_TOKEN)
    expect(joined.data).toEqual({ accountId: DEMO_SHOP_ACCOUNT, accountName: '臻品名包汇' })
    expect(demoShop().staff?.some((member) => member.userId === PEER_USER_ID)).toBe(true)
    const accounts = (await mockCall(accountApi.multipleAccountList, undefined, PEER_TOKEN)).data
    expect(accounts).toContainEqual(expect.objectContaining({ accountId: DEMO_SHOP_ACCOUNT, role: 'staff', current: false }))
    const { token } = (await mockCall(accountApi.loginEnterprise, { accountId: DEMO_SHOP_ACCOUNT }, PEER_TOKEN)).data
    expect((await mockCall(staffApi.access, undefined, token)).data).toEqual({ role: 'staff', seesCost: false })
    // Staff do not manage staff.
    expect(await mockCall(staffApi.invite, undefined, token)).toMatchObject({ code: 403, msg: '仅店主可以管理店员' })
    // The owner allows costs: the staff member sees them.
    await mockCall(staffApi.setting, { staffSeesCost: true }, DEMO_TOKEN)
    expect((await mockCall(staffApi.access, undefined, token)).data).toEqual({ role: 'staff', seesCost: true })
  })

  it('refuses a wrong code, the own shop, a second join, and guessing', async () => {
    expect(await mockCall(staffApi.join, { code: 'ABC' }, PEER_TOKEN)).toMatchObject({ code: 400, msg: '请输入6位邀请码' })
    expect(await mockCall(staffApi.join, { code: DEMO_INVITE_CODE }, DEMO_TOKEN)).toMatchObject({ code: 400, msg: '这是你自己的店铺，无需加入' })
    await mockCall(staffApi.join, { code: DEMO_INVITE_CODE }, PEER_TOKEN)
    expect(await mockCall(staffApi.join, { code: DEMO_INVITE_CODE }, PEER_TOKEN)).toMatchObject({ code: 400, msg: '你已是「臻品名包汇」的店员' })
    for (let n = 0; n < 5; n++) expect((await mockCall(staffApi.join, { code: 'ZZZZZZ' }, PEER_TOKEN)).msg).toBe('邀请码无效或已过期，请向店主确认')
    expect(await mockCall(staffApi.join, { code: DEMO_INVITE_CODE }, PEER_TOKEN)).toMatchObject({ code: 429 })
  })

  it('a renewed code replaces the old one; a removed member can no longer act as the shop', async () => {
    const renewed = (await mockCall(staffApi.renewInvite, undefined, DEMO_TOKEN)).data
    expect(renewed.code).not.toBe(DEMO_INVITE_CODE)
    expect((await mockCall(staffApi.join, { code: DEMO_INVITE_CODE }, PEER_TOKEN)).code).toBe(400)
    await mockCall(staffApi.join, { code: renewed.code }, PEER_TOKEN)
    const { token } = (await mockCall(accountApi.loginEnterprise, { accountId: DEMO_SHOP_ACCOUNT }, PEER_TOKEN)).data
    await mockCall(staffApi.remove, { userId: PEER_USER_ID }, DEMO_TOKEN)
    expect((await mockCall(staffApi.access, undefined, token)).code).toBe(401)
    expect((await mockCall(accountApi.multipleAccountList, undefined, PEER_TOKEN)).data.map((account) => account.accountId)).not.toContain(DEMO_SHOP_ACCOUNT)
  })

  it('keeps costs, profit and margin out of every stock reply to staff, until the owner allows them', async () => {
    await mockCall(staffApi.join, { code: DEMO_INVITE_CODE }, PEER_TOKEN)
    const { token } = (await mockCall(accountApi.loginEnterprise, { accountId: DEMO_SHOP_ACCOUNT }, PEER_TOKEN)).data
    const page = (await mockCall(stockApi.items.list, { page: 1, pageSize: 5 }, token)).data
    expect(page.totalCostCents).toBeNull()
    expect(page.list.every((item) => item.costCents === null)).toBe(true)
    expect((await mockCall(stockApi.items.detail, { id: page.list[0].id }, token)).data.costCents).toBeNull()
    expect((await mockCall(stockApi.overview, undefined, token)).data).toMatchObject({ costValueCents: null, profitThisMonthCents: null })
    // The owner still sees them; once allowed, so does the staff member.
    expect((await mockCall(stockApi.items.detail, { id: page.list[0].id }, DEMO_TOKEN)).data.costCents).toEqual(expect.any(Number))
    await mockCall(staffApi.setting, { staffSeesCost: true }, DEMO_TOKEN)
    expect((await mockCall(stockApi.items.detail, { id: page.list[0].id }, token)).data.costCents).toEqual(expect.any(Number))
  })

  it("a staff member's edit keeps the cost they cannot see", async () => {
    await mockCall(staffApi.join, { code: DEMO_INVITE_CODE }, PEER_TOKEN)
    const { token } = (await mockCall(accountApi.loginEnterprise, { accountId: DEMO_SHOP_ACCOUNT }, PEER_TOKEN)).data
    const id = (await mockCall(stockApi.items.list, { page: 1, pageSize: 1 }, token)).data.list[0].id
    const before = (await mockCall(stockApi.items.detail, { id }, DEMO_TOKEN)).data
    const seen = (await mockCall(stockApi.items.detail, { id }, token)).data
    const { id: _id, ageDays: _age, status: _status, updatedAt: _updated, deletedAt: _deleted, deleteReason: _reason, lockId: _lock, offlineOrderId: _order, ...input } = seen
    expect((await mockCall(stockApi.items.update, { ...input, id, location: '门店橱窗' }, token)).code).toBe(200)
    expect((await mockCall(stockApi.items.detail, { id }, DEMO_TOKEN)).data).toMatchObject({ costCents: before.costCents, location: '门店橱窗' })
  })
})
