import type { PostItem, ShopBrief } from '../../src/features/post/api'
import { coverOf } from '../lib/covers'
import { createRandom } from '../lib/random'
import { ACCESSORY_SETS, BRAND_BASE_YUAN, BRAND_CATEGORY, BRANDS, COLOURS, GRADE_FACTOR, GRADES, MATERIALS, MODELS, SIZES } from './catalogue'

/** A post as the mock keeps it: the shop, the linked items and the likers by id. */
export interface PostRecord {
  id: number
  shopId: number
  content: string
  images: string[]
  brand: string | null
  /**
   * Linked items: generated items of the author shop (db.postItems), or, for a shop that is an
   * account's store, that account's stock items (shopStocks()), read when a post is answered.
   */
  itemIds: number[]
  createdAt: string
  /** Likes of readers outside the mock's people. */
  baseLikes: number
  /** userIds of the mock's people who like it. */
  likedBy: number[]
}

/** A linked item of a shop that has no stock in the mock: all the fields a reader sees. */
export type PeerItemRecord = Omit<PostItem, 'own'>

export interface CommentRecord {
  id: number
  author: { name: string; avatar: string }
  /** The person who wrote it, when one of the mock's people did. */
  userId: number | null
  content: string
  createdAt: string
}

export interface PostSeed {
  posts: PostRecord[]
  /** Linked items of the shops without stock, by id. */
  postItems: Record<number, PeerItemRecord>
  /** Comments of each post, newest first, by post id. */
  postComments: Record<number, CommentRecord[]>
  /** The peer-circle shop of each account with a store: accountId -> shop id. */
  accountShops: Record<number, number>
}

/** The demo shop (臻品名包汇) is shop 1001 in the circle and account 20001's store. */
export const DEMO_POST_SHOP = 1001
/** Its seeded posts link these stock items of account 20001 (in stock in the seed). */
export const DEMO_POST_ITEMS = [[109996], [109995, 109994], [109993, 109992, 109991], [109990]]
/** Where the demo shop's posts sit in the feed: past the first pages, so that reading the feed
 * does not build the 10,000-item stock (stock is seeded on first use). */
const DEMO_POSITIONS = [34, 87, 152, 236]
const POST_COUNT = 320
const FIRST_POST_ID = 50000
const FIRST_ITEM_ID = 700001

const OPENERS = ['今日到货', '新款上架', '同行调货', '急出', '回收好货', '精品推荐', '支持验货']
const DETAILS = ['配件齐全，盒子防尘袋票据都在', '专柜购入，保养得很好', '无划痕，五金亮', '支持任何机构鉴定', '可小刀，诚心要的私聊', '顺丰包邮，当天发货', '同行价优惠，量大从优']
const DEMO_TEXTS = [
  '【本店上新】店里新到好货，同行价可谈，支持任何机构鉴定，欢迎同行调货。',
  '【同行调货】两件好货打包出，深圳华强北实体店可看货，顺丰包邮。',
  '【精品推荐】三件刚到的中古，成色都很好，配件齐全，先到先得。',
  '【急出】压库存，同行价再让一点，诚心要的私聊。',
]
const COMMENTS = [
  '多少钱？私聊',
  '还在吗？',
  '成色真好',
  '同行价多少？',
  '已私信',
  '支持验货吗？',
  '可以调货吗？',
  '老板发个细节图',
  '包邮吗？',
  '收了，怎么联系',
  '价格美丽',
  '五金有划痕吗？',
  '配件全吗？',
  '在深圳能看货吗？',
  '有没有同款别的颜色',
  '帮我留一下，晚上过来',
]
/** Peers quote a little above the typical cost. */
const PEER_MARKUP = 1.08

type Random = ReturnType<typeof createRandom>

function peerItemOf(random: Random, id: number, shopId: number, brandIndex: number, index: number): PeerItemRecord {
  const category = BRAND_CATEGORY[brandIndex]
  const grade = random.pick(GRADES)
  const model = random.pick(MODELS[brandIndex])
  const yuan = Math.round((BRAND_BASE_YUAN[brandIndex] * PEER_MARKUP * GRADE_FACTOR[grade] * (0.85 + random.next() * 0.3)) / 100) * 100
  return {
    id,
    shopId,
    title: `${BRANDS[brandIndex]} ${model}`,
    brand: BRANDS[brandIndex],
    model,
    category,
    grade,
    colour: random.pick(COLOURS),
    material: random.pick(MATERIALS[category]),
    size: random.pick(SIZES[category]),
    accessories: [...random.pick(ACCESSORY_SETS)],
    photos: Array.from({ length: random.int(1, 3) }, (_, n) => coverOf(category, index * 5 + n + 3)),
    peerPriceCents: yuan * 100,
  }
}

function commentsOf(random: Random, shops: ShopBrief[], post: PostRecord, firstId: number, seedNow: number): CommentRecord[] {
  const roll = random.next()
  const count = roll < 0.4 ? 0 : roll < 0.85 ? random.int(1, 8) : random.int(21, 45)
  const start = Date.parse(post.createdAt)
  const span = Math.max(60 * 1000, seedNow - start)
  const comments: CommentRecord[] = []
  for (let n = 0; n < count; n++) {
    const author = random.pick(shops.filter((shop) => shop.id !== post.shopId))
    comments.push({
      id: firstId + n,
      author: { name: author.name, avatar: author.avatar },
      userId: null,
      content: random.pick(COMMENTS),
      createdAt: new Date(start + Math.floor(((n + 1) / (count + 1)) * span)).toISOString(),
    })
  }
  // newest first
  return comments.reverse()
}

/**
 * About 320 posts of the 36 shops, newest first from ten minutes before `seedNow`: the other
 * shops' posts each name a brand and link 0–3 generated items of it; the demo shop's few posts
 * link items of its real stock.
 */
export function seedPosts(shops: ShopBrief[], seedNow: number, seed = 20261123): PostSeed {
  const random = createRandom(seed)
  const peers = shops.filter((shop) => shop.id !== DEMO_POST_SHOP)
  const posts: PostRecord[] = []
  const postItems: Record<number, PeerItemRecord> = {}
  const postComments: Record<number, CommentRecord[]> = {}
  let itemId = FIRST_ITEM_ID
  let commentId = 800001
  let time = seedNow - 10 * 60 * 1000
  for (let index = 0; index < POST_COUNT; index++) {
    const id = FIRST_POST_ID + index
    const demo = DEMO_POSITIONS.indexOf(index)
    let post: PostRecord
    if (demo >= 0) {
      post = {
        id,
        shopId: DEMO_POST_SHOP,
        content: DEMO_TEXTS[demo],
        images: Array.from({ length: 3 }, (_, n) => `/mock-images/goods-${(index + n * 5) % 24}.svg`),
        brand: null,
        itemIds: DEMO_POST_ITEMS[demo],
        createdAt: new Date(time).toISOString(),
        baseLikes: random.int(3, 60),
        likedBy: [],
      }
    } else {
      const shop = random.pick(peers)
      const brandIndex = random.int(0, BRANDS.length - 1)
      const brand = BRANDS[brandIndex]
      const model = random.pick(MODELS[brandIndex])
      const imageCount = random.pick([0, 1, 2, 3, 4, 6, 9])
      const items = Array.from({ length: random.pick([0, 1, 1, 2, 3]) }, (_, n) => peerItemOf(random, itemId++, shop.id, brandIndex, index + n))
      for (const item of items) postItems[item.id] = item
      post = {
        id,
        shopId: shop.id,
        content: `【${random.pick(OPENERS)}】${brand} ${model}，${random.pick(GRADES)}，${random.pick(DETAILS)}。`,
        images: Array.from({ length: imageCount }, (_, n) => coverOf(BRAND_CATEGORY[brandIndex], index * 7 + n)),
        brand,
        itemIds: items.map((item) => item.id),
        createdAt: new Date(time).toISOString(),
        baseLikes: random.int(0, 240),
        // The demo person (10001) liked about one post in eight.
        likedBy: random.chance(0.12) ? [10001] : [],
      }
    }
    posts.push(post)
    const comments = commentsOf(random, shops, post, commentId, seedNow)
    commentId += comments.length
    if (comments.length) postComments[id] = comments
    time -= random.int(5, 180) * 60 * 1000
  }
  return { posts, postItems, postComments, accountShops: { 20001: DEMO_POST_SHOP } }
}
