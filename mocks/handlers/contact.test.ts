// @vitest-environment node
import { accountAreaApi } from '../../src/features/account/api'
import { contactApi } from '../../src/core/api/contact'
import { PEER_TOKEN, getDb, shopStocks } from '@mocks/db'
import { PEER_USER_ID } from '@mocks/db/seed-account'
import { INQUIRY_OFF_SHOP, PHONE_HIDDEN_SHOP, WECHAT_HIDDEN_SHOP } from '@mocks/db/seed-contact'
import { DEMO_POST_SHOP } from '@mocks/db/seed-post'
import { mockCall } from '@mocks/lib/call'
import { INQUIRY_BURST } from '@mocks/handlers/contact'

const demoInbox = () => getDb().notifications[10001]

describe('mock contact: cards', () => {
  it('shows a peer the demo shop’s masked phone, WeChat and inquiries; the full number on its own call', async () => {
    const card = await mockCall(contactApi.card, { shopId: DEMO_POST_SHOP }, PEER_TOKEN)
    expect(card.data).toMatchObject({ shopId: 1001, name: '臻品名包汇', phoneMasked: '138****8000', wechat: 'zhenpin_mingbao', acceptsInquiry: true, mine: false })
    expect(JSON.stringify(card.data)).not.toContain('13800138000')
    expect((await mockCall(contactApi.phone, { shopId: DEMO_POST_SHOP }, PEER_TOKEN)).data).toEqual({ phone: '13800138000' })
  })

  it('needs a session for the card and the number', async () => {
    expect((await mockCall(contactApi.card, { shopId: 1002 }, '')).code).toBe(401)
    expect((await mockCall(contactApi.phone, { shopId: 1002 }, '')).code).toBe(401)
  })

  it('leaves out what a shop does not show and refuses its hidden number', async () => {
    expect((await mockCall(contactApi.card, { shopId: PHONE_HIDDEN_SHOP })).data).toMatchObject({ phoneMasked: null, wechat: expect.any(String) })
    expect(await mockCall(contactApi.phone, { shopId: PHONE_HIDDEN_SHOP })).toMatchObject({ code: 409, msg: '对方未公开电话' })
    expect((await mockCall(contactApi.card, { shopId: WECHAT_HIDDEN_SHOP })).data).toMatchObject({ phoneMasked: expect.stringMatching(/^1\d\d\*{4}\d{4}$/), wechat: null })
    expect((await mockCall(contactApi.card, { shopId: INQUIRY_OFF_SHOP })).data.acceptsInquiry).toBe(false)
  })

  it('finds a showcase’s shop by its account, and knows the reader’s own', async () => {
    const card = await mockCall(contactApi.card, { accountId: 20001 })
    expect(card.data).toMatchObject({ shopId: DEMO_POST_SHOP, mine: true })
    expect((await mockCall(contactApi.card, { shopId: 99 })).code).toBe(404)
  })
})

describe('mock contact: inquiries', () => {
  it('gives the demo shop’s owner a 询价 notification with the sender and the item', async () => {
    const item = shopStocks()[20001].items.find((candidate) => candidate.id === 109996)!
    const reply = await mockCall(
      contactApi.inquire,
      { shopId: DEMO_POST_SHOP, itemId: 109996, postId: 50034, message: ' 你好，请问这件还在吗？ ', callbackPhone: '13900139000' },
      PEER_TOKEN,
    )
    expect(reply.code).toBe(200)
    const notice = demoInbox().at(-1)!
    expect(notice).toMatchObject({
      kind: 'inquiry',
      title: '李记名表（个人） 向你询价',
      content: '你好，请问这件还在吗？',
      read: false,
      link: '/pages/stock/inventory/stock/detail/index?id=109996',
      inquiry: {
        id: reply.data.id,
        from: { name: '李记名表（个人）', person: '李老板' },
        callbackPhone: '13900139000',
        item: { id: 109996, title: item.title, photo: item.photos[0], peerPriceCents: item.peerPriceCents },
      },
    })
    const inbox = await mockCall(accountAreaApi.notifications, { pageSize: 20 })
    expect(inbox.data.list[0].inquiry?.message).toBe('你好，请问这件还在吗？')
    expect(inbox.data.unread).toBe(3)
  })

  it('refuses the own shop, a shop that takes none, a bad message and another shop’s item', async () => {
    expect(await mockCall(contactApi.inquire, { shopId: DEMO_POST_SHOP, message: '还在吗' })).toMatchObject({ code: 400, msg: '不能向自己的店铺询价' })
    expect(await mockCall(contactApi.inquire, { shopId: INQUIRY_OFF_SHOP, message: '还在吗' }, PEER_TOKEN)).toMatchObject({ code: 409, msg: '该店铺暂未开放询价' })
    expect(await mockCall(contactApi.inquire, { shopId: 1002, message: '好' }, PEER_TOKEN)).toMatchObject({ code: 400, msg: '询价内容应为2-200个字' })
    expect(await mockCall(contactApi.inquire, { shopId: 1002, message: '还在吗', callbackPhone: '123' }, PEER_TOKEN)).toMatchObject({ code: 400, msg: '请输入正确的11位手机号' })
    expect(await mockCall(contactApi.inquire, { shopId: 1002, itemId: 109996, message: '还在吗' }, PEER_TOKEN)).toMatchObject({ code: 404, msg: '商品不存在或已下架' })
    expect(await mockCall(contactApi.inquire, { shopId: 1002, message: '还在吗' }, '')).toMatchObject({ code: 401 })
    expect(getDb().inquiries).toEqual([])
  })

  it('refuses too many in a short time', async () => {
    for (let n = 0; n < INQUIRY_BURST; n++) expect((await mockCall(contactApi.inquire, { shopId: 1002 + n, message: '请问还在吗' }, PEER_TOKEN)).code).toBe(200)
    expect(await mockCall(contactApi.inquire, { shopId: 1020, message: '请问还在吗' }, PEER_TOKEN)).toMatchObject({ code: 429, msg: '询价太频繁，请10分钟后再试' })
    expect(getDb().inquiries.every((inquiry) => inquiry.fromUserId === PEER_USER_ID)).toBe(true)
  })

  it('seeds read 询价 notifications whose items are the demo shop’s', () => {
    const seeded = demoInbox().filter((notice) => notice.kind === 'inquiry')
    expect(seeded.length).toBeGreaterThanOrEqual(2)
    expect(seeded.every((notice) => notice.read)).toBe(true)
    for (const notice of seeded.filter((candidate) => candidate.inquiry?.item)) {
      const { id, title } = notice.inquiry!.item!
      expect(shopStocks()[20001].items.find((item) => item.id === id)?.title).toBe(title)
    }
  })
})

describe('mock contact: the shop’s settings', () => {
  it('reads and saves what peers see', async () => {
    expect((await mockCall(contactApi.settings, undefined)).data).toEqual({
      phone: '13800138000',
      showPhone: true,
      showWechat: true,
      wechat: 'zhenpin_mingbao',
      acceptInquiry: true,
    })
    const saved = await mockCall(contactApi.settingsUpdate, { showPhone: false, showWechat: true, wechat: ' zp_bags2026 ', acceptInquiry: false })
    expect(saved.data).toMatchObject({ showPhone: false, wechat: 'zp_bags2026', acceptInquiry: false })
    const card = await mockCall(contactApi.card, { shopId: DEMO_POST_SHOP }, PEER_TOKEN)
    expect(card.data).toMatchObject({ phoneMasked: null, wechat: 'zp_bags2026', acceptsInquiry: false })
  })

  it('checks the WeChat id and needs a shop', async () => {
    expect(await mockCall(contactApi.settingsUpdate, { showPhone: true, showWechat: true, wechat: '', acceptInquiry: true })).toMatchObject({
      code: 400,
      msg: '公开微信前请填写微信号',
    })
    expect(await mockCall(contactApi.settingsUpdate, { showPhone: true, showWechat: false, wechat: '微信号', acceptInquiry: true })).toMatchObject({ code: 400 })
    expect((await mockCall(contactApi.settings, undefined, PEER_TOKEN)).code).toBe(402)
  })
})
