// @vitest-environment node
import { accountAreaApi } from '../../src/features/account/api'
import { postApi } from '../../src/features/post/api'
import { getDb, shopStocks } from '@mocks/db'
import { DEMO_POST_SHOP } from '@mocks/db/seed-post'
import { openSession } from '@mocks/lib/auth'
import { mockCall } from '@mocks/lib/call'

const demoAccount = () => getDb().accounts.find((account) => account.accountId === 20001)!
const stockItem = (id: number) => shopStocks()[20001].items.find((item) => item.id === id)!

describe('mock post: seeded data', () => {
  it('holds about 320 posts of the 36 shops, with brands, linked items, comments and likes', () => {
    const db = getDb()
    expect(db.posts.length).toBe(320)
    expect(new Set(db.posts.map((post) => post.shopId)).size).toBe(36)
    expect(db.posts.filter((post) => post.brand === null).every((post) => post.shopId === DEMO_POST_SHOP)).toBe(true)
    for (const post of db.posts.filter((candidate) => candidate.shopId !== DEMO_POST_SHOP)) {
      expect(post.itemIds.length).toBeLessThanOrEqual(3)
      for (const id of post.itemIds) expect(db.postItems[id]).toMatchObject({ shopId: post.shopId, brand: post.brand })
    }
    expect(Object.keys(db.postComments).length).toBeGreaterThan(100)
    expect(db.posts.some((post) => post.likedBy.includes(10001))).toBe(true)
    // newest first
    const times = db.posts.map((post) => Date.parse(post.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('does not build the 10,000-item stock to answer the first pages of the feed', async () => {
    await mockCall(postApi.feed, { page: 1, pageSize: 30 })
    expect(getDb().stock).toBeNull()
  })
})

describe('mock post: feed and lists', () => {
  it('answers a signed-out reader without likes, follows or peer prices', async () => {
    const reply = await mockCall(postApi.feed, { page: 1, pageSize: 20 }, '')
    expect(reply.code).toBe(200)
    expect(reply.data.total).toBe(320)
    expect(reply.data.list.every((post) => !post.liked && !post.following && !post.mine)).toBe(true)
    const items = reply.data.list.flatMap((post) => post.items)
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item) => item.peerPriceCents === null && !item.own)).toBe(true)
    expect(items[0].photos[0]).toMatch(/^http:\/\/127\.0\.0\.1:6003\/mock-images\//)
  })

  it('sends other shops’ peer prices only with PRODUCT_DETAIL_PRICE', async () => {
    const allowed = await mockCall(postApi.feed, { page: 1, pageSize: 20 })
    expect(allowed.data.list.flatMap((post) => post.items).every((item) => typeof item.peerPriceCents === 'number')).toBe(true)
    expect(allowed.data.list.some((post) => post.liked)).toBe(true)
    demoAccount().permission = []
    const refused = await mockCall(postApi.feed, { page: 1, pageSize: 20 })
    expect(refused.data.list.flatMap((post) => post.items).every((item) => item.peerPriceCents === null)).toBe(true)
  })

  it('lists the followed shops’ posts on the follow tab, for a session only', async () => {
    expect((await mockCall(postApi.feed, { tab: 'follow' }, '')).code).toBe(401)
    expect((await mockCall(postApi.feed, { tab: 'hot' as never })).msg).toBe('未知的动态分类')
    const reply = await mockCall(postApi.feed, { tab: 'follow', page: 1, pageSize: 100 })
    const followed = [1002, 1005, 1011, 1017]
    expect(reply.data.total).toBe(getDb().posts.filter((post) => followed.includes(post.shopId)).length)
    expect(reply.data.list.every((post) => followed.includes(post.shop.id) && post.following)).toBe(true)
    // following is the account area's list
    await mockCall(accountAreaApi.followShop, { shopId: 1003, follow: true })
    const more = await mockCall(postApi.feed, { tab: 'follow', page: 1, pageSize: 100 })
    expect(more.data.total).toBeGreaterThan(reply.data.total)
  })

  it('lists a shop’s or a brand’s posts, and the shop’s header', async () => {
    const byShop = await mockCall(postApi.list, { shopId: 1014, pageSize: 100 })
    expect(byShop.data.list.length).toBeGreaterThan(0)
    expect(byShop.data.list.every((post) => post.shop.id === 1014)).toBe(true)
    const byBrand = await mockCall(postApi.list, { brand: '爱马仕', pageSize: 100 })
    expect(byBrand.data.total).toBe(getDb().posts.filter((post) => post.brand === '爱马仕').length)
    expect(byBrand.data.list.every((post) => post.brand === '爱马仕')).toBe(true)
    expect((await mockCall(postApi.list, { brand: '爱彼' })).data.total).toBe(0)
    expect(await mockCall(postApi.list, {})).toMatchObject({ code: 400, msg: '请指定店铺或品牌' })
    expect(await mockCall(postApi.list, { shopId: 9999 })).toMatchObject({ code: 404, msg: '店铺不存在' })
    const shop = await mockCall(postApi.shop, { shopId: 1002 })
    expect(shop.data).toMatchObject({ id: 1002, following: true, mine: false, postCount: byShopCount(1002) })
    expect((await mockCall(postApi.shop, { shopId: DEMO_POST_SHOP })).data.mine).toBe(true)
    expect((await mockCall(postApi.shop, { shopId: 9999 })).code).toBe(404)
  })
})

function byShopCount(shopId: number) {
  return getDb().posts.filter((post) => post.shopId === shopId).length
}

describe('mock post: the demo shop’s own posts', () => {
  it('link its real stock items: own, with its price even without the permission', async () => {
    const own = getDb().posts.find((post) => post.shopId === DEMO_POST_SHOP)!
    demoAccount().permission = []
    const mine = await mockCall(postApi.detail, { id: own.id })
    expect(mine.data.mine).toBe(true)
    expect(mine.data.items.map((item) => item.id)).toEqual(own.itemIds)
    const first = stockItem(own.itemIds[0])
    expect(mine.data.items[0]).toMatchObject({ title: first.title, own: true, peerPriceCents: first.peerPriceCents, shopId: DEMO_POST_SHOP })
    const guest = await mockCall(postApi.detail, { id: own.id }, '')
    expect(guest.data.items[0]).toMatchObject({ own: false, peerPriceCents: null })
  })

  it('leave out an item deleted since', async () => {
    const own = getDb().posts.find((post) => post.shopId === DEMO_POST_SHOP && post.itemIds.length > 1)!
    stockItem(own.itemIds[0]).status = 'DELETED'
    const reply = await mockCall(postApi.detail, { id: own.id })
    expect(reply.data.items.map((item) => item.id)).toEqual(own.itemIds.slice(1))
  })
})

describe('mock post: detail, comments and likes', () => {
  it('answers a post and pages its comments, newest first', async () => {
    expect(await mockCall(postApi.detail, { id: 1 })).toMatchObject({ code: 404, msg: '动态不存在或已删除' })
    const post = await mockCall(postApi.detail, { id: 50001 })
    expect(post.data.commentCount).toBe(25)
    const first = await mockCall(postApi.comments, { id: 50001, page: 1, pageSize: 20 })
    expect(first.data).toMatchObject({ total: 25, hasMore: true })
    const times = first.data.list.map((comment) => Date.parse(comment.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((await mockCall(postApi.comments, { id: 50001, page: 2, pageSize: 20 })).data.list).toHaveLength(5)
  })

  it('checks a comment with the app’s rules and needs a session', async () => {
    expect(await mockCall(postApi.comment, { id: 50001, content: '   ' })).toMatchObject({ code: 400, msg: '请输入评论内容' })
    expect(await mockCall(postApi.comment, { id: 50001, content: '好'.repeat(201) })).toMatchObject({ code: 400, msg: '评论不能超过200个字' })
    expect((await mockCall(postApi.comment, { id: 50001, content: '还在吗' }, '')).code).toBe(401)
    const reply = await mockCall(postApi.comment, { id: 50001, content: ' 还在吗 ' })
    expect(reply.data).toMatchObject({ content: '还在吗', author: { name: '臻品名包汇' } })
    expect((await mockCall(postApi.detail, { id: 50001 })).data.commentCount).toBe(26)
    expect((await mockCall(postApi.comments, { id: 50001 })).data.list[0].id).toBe(reply.data.id)
  })

  it('likes and unlikes once per person', async () => {
    const base = getDb().posts.find((post) => post.id === 50001)!.baseLikes
    expect((await mockCall(postApi.like, { id: 50001, like: true })).data).toEqual({ liked: true, likeCount: base + 1 })
    expect((await mockCall(postApi.like, { id: 50001, like: true })).data).toEqual({ liked: true, likeCount: base + 1 })
    expect((await mockCall(postApi.detail, { id: 50001 })).data).toMatchObject({ liked: true, likeCount: base + 1 })
    expect((await mockCall(postApi.like, { id: 50001, like: false })).data).toEqual({ liked: false, likeCount: base })
    expect(await mockCall(postApi.like, { id: 50001, like: 'yes' as never })).toMatchObject({ code: 400, msg: '点赞参数无效' })
    expect((await mockCall(postApi.like, { id: 50001, like: true }, '')).code).toBe(401)
  })
})

describe('mock post: deleting', () => {
  const ownPost = () => getDb().posts.find((post) => post.shopId === DEMO_POST_SHOP && (getDb().postComments[post.id]?.length ?? 0) > 0)!
  const otherPerson = () => openSession(10103, 20103)

  it('marks the comments the reader may delete: their own, and any under their own post', async () => {
    const reply = await mockCall(postApi.comment, { id: 50001, content: '收了' })
    const list = (await mockCall(postApi.comments, { id: 50001 })).data.list
    expect(list.find((comment) => comment.id === reply.data.id)).toMatchObject({ mine: true })
    expect(list.filter((comment) => comment.id !== reply.data.id).every((comment) => !comment.mine)).toBe(true)
    expect((await mockCall(postApi.comments, { id: 50001 }, otherPerson())).data.list.every((comment) => !comment.mine)).toBe(true)
    expect((await mockCall(postApi.comments, { id: 50001 }, '')).data.list.every((comment) => !comment.mine)).toBe(true)
    expect((await mockCall(postApi.comments, { id: ownPost().id })).data.list.every((comment) => comment.mine)).toBe(true)
  })

  it('deletes a comment of the reader only', async () => {
    const reply = await mockCall(postApi.comment, { id: 50001, content: '收了' })
    const seeded = getDb().postComments[50001].find((comment) => comment.id !== reply.data.id)!
    const target = { id: 50001, commentId: reply.data.id }
    expect(await mockCall(postApi.commentRemove, { id: 50001, commentId: seeded.id })).toMatchObject({ code: 403, msg: '只能删除自己的评论' })
    expect(await mockCall(postApi.commentRemove, target, otherPerson())).toMatchObject({ code: 403 })
    expect((await mockCall(postApi.commentRemove, target, '')).code).toBe(401)
    expect((await mockCall(postApi.commentRemove, target)).code).toBe(200)
    expect((await mockCall(postApi.detail, { id: 50001 })).data.commentCount).toBe(25)
    expect(await mockCall(postApi.commentRemove, target)).toMatchObject({ code: 404, msg: '评论不存在或已删除' })
  })

  it('deletes the reader’s own post with its comments, and no other', async () => {
    expect(await mockCall(postApi.remove, { id: 50001 })).toMatchObject({ code: 403, msg: '只能删除自己的动态' })
    const own = ownPost()
    expect((await mockCall(postApi.remove, { id: own.id }, '')).code).toBe(401)
    expect((await mockCall(postApi.remove, { id: own.id }, otherPerson())).code).toBe(403)
    expect((await mockCall(postApi.remove, { id: own.id })).code).toBe(200)
    expect(await mockCall(postApi.detail, { id: own.id })).toMatchObject({ code: 404, msg: '动态不存在或已删除' })
    expect(getDb().postComments[own.id]).toBeUndefined()
    const shopPosts = await mockCall(postApi.list, { shopId: DEMO_POST_SHOP, page: 1, pageSize: 50 })
    expect(shopPosts.data.list.map((post) => post.id)).not.toContain(own.id)
    expect(await mockCall(postApi.remove, { id: own.id })).toMatchObject({ code: 404 })
  })
})

describe('mock post: publishing', () => {
  it('refuses what the form refuses, and items not held by the shop', async () => {
    expect(await mockCall(postApi.publish, { content: '', images: [], itemIds: [] })).toMatchObject({ code: 400, msg: '请输入动态内容' })
    expect(await mockCall(postApi.publish, { content: '好'.repeat(1001), images: [], itemIds: [] })).toMatchObject({ code: 400, msg: '动态内容不能超过1000个字' })
    const photos = Array.from({ length: 10 }, (_, n) => `/mock-images/goods-${n}.svg`)
    expect(await mockCall(postApi.publish, { content: '新货', images: photos, itemIds: [] })).toMatchObject({ code: 400, msg: '最多上传9张图片' })
    expect(await mockCall(postApi.publish, { content: '新货', images: [], itemIds: [109990, 109991, 109992, 109993, 109994, 109995, 109996] })).toMatchObject({
      code: 400,
      msg: '最多关联6件商品',
    })
    expect((await mockCall(postApi.publish, { content: '新货', images: [], itemIds: [1] })).code).toBe(404)
    const sold = shopStocks()[20001].items.find((item) => item.status === 'SOLD')!
    expect(await mockCall(postApi.publish, { content: '新货', images: [], itemIds: [sold.id] })).toMatchObject({ code: 409, msg: `「${sold.title}」当前状态不可操作（已售出）` })
    expect((await mockCall(postApi.publish, { content: '新货', images: [], itemIds: [] }, '')).code).toBe(401)
    expect(getDb().posts).toHaveLength(320)
  })

  it('puts a new post first in the feed, with its items, photos and the first item’s brand', async () => {
    const locked = shopStocks()[20001].items.find((item) => item.status === 'LOCKED')!
    const reply = await mockCall(postApi.publish, { content: ' 新到两件 ', images: ['/mock-images/goods-1.svg'], itemIds: [locked.id, 109996] })
    expect(reply.code).toBe(200)
    const feed = await mockCall(postApi.feed, { page: 1, pageSize: 5 })
    expect(feed.data.list[0]).toMatchObject({ id: reply.data.id, content: '新到两件', brand: locked.brand, mine: true, shop: { id: DEMO_POST_SHOP } })
    expect(feed.data.list[0].items.map((item) => item.id)).toEqual([locked.id, 109996])
    expect(feed.data.list[0].images[0]).toMatch(/^http:\/\/127\.0\.0\.1:6003\/mock-images\/goods-1\.svg$/)
  })

  it('opens a circle shop for a store’s first post; an account without a store cannot post', async () => {
    const enterprise = openSession(10001, 20002)
    const reply = await mockCall(postApi.publish, { content: '供应链批发调货', images: [], itemIds: [] }, enterprise)
    expect(reply.code).toBe(200)
    const post = await mockCall(postApi.detail, { id: reply.data.id }, enterprise)
    expect(post.data).toMatchObject({ mine: true, brand: null, shop: { name: '臻品供应链（深圳）有限公司' } })
    expect((await mockCall(postApi.shop, { shopId: post.data.shop.id }, enterprise)).data.postCount).toBe(1)
    const individual = openSession(10001, 20003)
    expect((await mockCall(postApi.publish, { content: '个人动态', images: [], itemIds: [] }, individual)).code).toBe(402)
  })
})
