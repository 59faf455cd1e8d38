import { PRODUCT_DETAIL_PRICE } from '../../src/core/api/account'
import { postApi, type PostComment, type PostItem, type PostShopProfile, type PostSummary, type ShopBrief } from '../../src/features/post/api'
import { checkComment, checkPost } from '../../src/features/post/post-rules'
import { getDb, saveDb, shopStocks } from '../db'
import type { CommentRecord, PostRecord } from '../db/seed-post'
import type { ItemRecord } from '../db/seed-stock'
import { requireSession, type MockSession } from '../lib/auth'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { paginate } from '../lib/paginate'
import { requireShop, takeItems } from '../lib/stock'
import { requireId } from '../lib/validate'
import { mockClock } from '../lib/clock'

/** Who reads: a session when a token came, null for a signed-out visitor. */
export interface Viewer {
  session: MockSession | null
  /** The reader's own shop in the circle. */
  shopId: number | null
  canSeePrices: boolean
  following: Set<number>
}

/** Also the trading catalogue's price gate (mocks/handlers/product.ts). */
export function viewerOf(token: string): Viewer {
  // A token that is not a session answers 401 (the app's session-expiry flow), not a guest view.
  const session = token ? requireSession(token) : null
  if (!session) return { session: null, shopId: null, canSeePrices: false, following: new Set() }
  const db = getDb()
  return {
    session,
    shopId: db.accountShops[session.account.accountId] ?? null,
    canSeePrices: session.account.permission.includes(PRODUCT_DETAIL_PRICE),
    following: new Set((db.followShops[session.person.userId] ?? []).map((follow) => follow.shopId)),
  }
}

/** The account whose store a circle shop is, if any: its posts link that account's stock. */
function accountOfShop(shopId: number): number | null {
  const entry = Object.entries(getDb().accountShops).find(([, id]) => id === shopId)
  return entry ? Number(entry[0]) : null
}

function findShop(shopId: number): ShopBrief {
  const shop = getDb().shops.find((candidate) => candidate.id === shopId)
  if (!shop) throw new MockError(404, '店铺不存在')
  return shop
}

function findPost(id: unknown): PostRecord {
  const postId = requireId(id, '动态')
  const post = getDb().posts.find((candidate) => candidate.id === postId)
  if (!post) throw new MockError(404, '动态不存在或已删除')
  return post
}

function stockItemFields(record: ItemRecord, shopId: number): Omit<PostItem, 'own'> {
  const { id, title, brand, model, category, grade, colour, material, size, accessories, photos, peerPriceCents } = record
  return { id, shopId, title, brand, model, category, grade, colour, material, size, accessories: [...accessories], photos: [...photos], peerPriceCents }
}

/** The linked items still there: another shop's price only with PRODUCT_DETAIL_PRICE. */
function itemsOf(post: PostRecord, viewer: Viewer, request: Request): PostItem[] {
  const db = getDb()
  const accountId = accountOfShop(post.shopId)
  const stock = accountId === null ? null : shopStocks()[accountId]
  const own = viewer.shopId === post.shopId
  return post.itemIds
    .map((id) => {
      if (stock) {
        const record = stock.items.find((item) => item.id === id)
        return record && record.status !== 'DELETED' ? stockItemFields(record, post.shopId) : null
      }
      return db.postItems[id] ?? null
    })
    .filter((item): item is Omit<PostItem, 'own'> => item !== null)
    .map((item) => ({
      ...item,
      accessories: [...item.accessories],
      photos: item.photos.map((photo) => absoluteMedia(request, photo)),
      peerPriceCents: own || viewer.canSeePrices ? item.peerPriceCents : null,
      own,
    }))
}

function summaryOf(post: PostRecord, viewer: Viewer, request: Request): PostSummary {
  const db = getDb()
  const shop = findShop(post.shopId)
  const userId = viewer.session?.person.userId
  return {
    id: post.id,
    shop: { ...shop, avatar: absoluteMedia(request, shop.avatar) },
    content: post.content,
    images: post.images.map((image) => absoluteMedia(request, image)),
    brand: post.brand,
    items: itemsOf(post, viewer, request),
    createdAt: post.createdAt,
    likeCount: post.baseLikes + post.likedBy.length,
    commentCount: db.postComments[post.id]?.length ?? 0,
    liked: userId !== undefined && post.likedBy.includes(userId),
    following: viewer.following.has(post.shopId),
    mine: viewer.shopId === post.shopId,
  }
}

/** The reader wrote the comment, or the post is the reader's own. */
function canRemoveComment(comment: CommentRecord, post: PostRecord, viewer: Viewer): boolean {
  if (!viewer.session) return false
  return comment.userId === viewer.session.person.userId || viewer.shopId === post.shopId
}

function commentOf(comment: CommentRecord, post: PostRecord, viewer: Viewer, request: Request): PostComment {
  return {
    id: comment.id,
    author: { ...comment.author, avatar: absoluteMedia(request, comment.author.avatar) },
    content: comment.content,
    createdAt: comment.createdAt,
    mine: canRemoveComment(comment, post, viewer),
  }
}

/** The account's shop in the circle, opened on its first post from its store. */
function shopOfAccount(accountId: number, name: string, avatar: string): number {
  const db = getDb()
  const known = db.accountShops[accountId]
  if (known) return known
  const id = Math.max(...db.shops.map((shop) => shop.id)) + 1
  db.shops.push({ id, name, avatar, verified: false })
  db.accountShops[accountId] = id
  return id
}

export const postHandlers = [
  handle(postApi.feed, ({ params, token, request }) => {
    const tab = params.tab ?? 'recommend'
    if (tab !== 'recommend' && tab !== 'follow') throw new MockError(400, '未知的动态分类')
    const viewer = viewerOf(token)
    if (tab === 'follow' && !viewer.session) throw new MockError(401, '登录已过期，需要重新登录')
    const db = getDb()
    const posts = tab === 'follow' ? db.posts.filter((post) => viewer.following.has(post.shopId)) : db.posts
    const page = paginate(posts, params)
    return { ...page, list: page.list.map((post) => summaryOf(post, viewer, request)) }
  }),
  handle(postApi.list, ({ params, token, request }) => {
    const db = getDb()
    const brand = typeof params.brand === 'string' ? params.brand.trim() : ''
    const shopId: unknown = params.shopId
    let posts: PostRecord[]
    if (shopId !== undefined && shopId !== '') {
      const shop = findShop(requireId(shopId, '店铺'))
      posts = db.posts.filter((post) => post.shopId === shop.id)
    } else if (brand) {
      posts = db.posts.filter((post) => post.brand === brand)
    } else {
      throw new MockError(400, '请指定店铺或品牌')
    }
    const viewer = viewerOf(token)
    const page = paginate(posts, params)
    return { ...page, list: page.list.map((post) => summaryOf(post, viewer, request)) }
  }),
  handle(postApi.shop, ({ params, token, request }): PostShopProfile => {
    const shop = findShop(requireId(params.shopId, '店铺'))
    const viewer = viewerOf(token)
    return {
      ...shop,
      avatar: absoluteMedia(request, shop.avatar),
      postCount: getDb().posts.filter((post) => post.shopId === shop.id).length,
      following: viewer.following.has(shop.id),
      mine: viewer.shopId === shop.id,
    }
  }),
  handle(postApi.detail, ({ params, token, request }) => summaryOf(findPost(params.id), viewerOf(token), request)),
  handle(postApi.comments, ({ params, token, request }) => {
    const post = findPost(params.id)
    const viewer = viewerOf(token)
    const page = paginate(getDb().postComments[post.id] ?? [], params)
    return { ...page, list: page.list.map((comment) => commentOf(comment, post, viewer, request)) }
  }),
  handle(postApi.comment, ({ params, token, request }) => {
    const { person, account } = requireSession(token)
    const post = findPost(params.id)
    const error = checkComment(params.content)
    if (error) throw new MockError(400, error)
    const db = getDb()
    const shopId = db.accountShops[account.accountId]
    const shop = shopId ? db.shops.find((candidate) => candidate.id === shopId) : undefined
    const comment: CommentRecord = {
      id: db.nextId++,
      author: { name: shop?.name ?? account.name, avatar: shop?.avatar ?? account.avatar },
      userId: person.userId,
      content: String(params.content).trim(),
      createdAt: mockClock.iso(),
    }
    ;(db.postComments[post.id] ??= []).unshift(comment)
    saveDb()
    return commentOf(comment, post, viewerOf(token), request)
  }),
  handle(postApi.like, ({ params, token }) => {
    const { person } = requireSession(token)
    const post = findPost(params.id)
    if (typeof params.like !== 'boolean') throw new MockError(400, '点赞参数无效')
    const index = post.likedBy.indexOf(person.userId)
    if (params.like && index < 0) post.likedBy.push(person.userId)
    if (!params.like && index >= 0) post.likedBy.splice(index, 1)
    saveDb()
    return { liked: params.like, likeCount: post.baseLikes + post.likedBy.length }
  }),
  handle(postApi.publish, ({ params, token }) => {
    const { user, shop: stock } = requireShop(token)
    const errors = checkPost(params)
    const first = Object.values(errors).find(Boolean)
    if (first) throw new MockError(400, first)
    const itemIds = [...new Set(params.itemIds ?? [])]
    const items = itemIds.length ? takeItems(stock, itemIds, ['IN_STOCK', 'LOCKED']) : []
    const db = getDb()
    const post: PostRecord = {
      id: db.nextId++,
      shopId: shopOfAccount(user.accountId, stock.shopName, stock.avatar),
      content: params.content.trim(),
      images: [...(params.images ?? [])],
      brand: items[0]?.brand ?? null,
      itemIds: items.map((item) => item.id),
      createdAt: mockClock.iso(),
      baseLikes: 0,
      likedBy: [],
    }
    db.posts.unshift(post)
    saveDb()
    return { id: post.id }
  }),
  handle(postApi.remove, ({ params, token }) => {
    requireSession(token)
    const viewer = viewerOf(token)
    const post = findPost(params.id)
    if (viewer.shopId !== post.shopId) throw new MockError(403, '只能删除自己的动态', { title: '无法删除', content: '只能删除自己发布的动态。' })
    const db = getDb()
    db.posts = db.posts.filter((candidate) => candidate !== post)
    delete db.postComments[post.id]
    saveDb()
    return null
  }),
  handle(postApi.commentRemove, ({ params, token }) => {
    requireSession(token)
    const viewer = viewerOf(token)
    const post = findPost(params.id)
    const comments = getDb().postComments[post.id] ?? []
    const comment = comments.find((candidate) => candidate.id === Number(params.commentId))
    if (!comment) throw new MockError(404, '评论不存在或已删除')
    if (!canRemoveComment(comment, post, viewer)) throw new MockError(403, '只能删除自己的评论', { title: '无法删除', content: '只能删除自己的评论，或自己动态下的评论。' })
    comments.splice(comments.indexOf(comment), 1)
    saveDb()
    return null
  }),
]
