import * as v from 'valibot'
import { defineCall, noData, pageOf, params, type PageQuery, orNull } from '@/core/api/define'
import { StockItem } from '@/features/stock/api/items'

/** A shop as the peer circle shows it. */
export const ShopBrief = v.object({
  id: v.number(),
  name: v.string(),
  avatar: v.string(),
  verified: v.boolean(),
})
export type ShopBrief = v.InferOutput<typeof ShopBrief>

/**
 * A stock item linked to a post (the author shop's item): the stock item's descriptive fields.
 * Its 同行价 (peerPriceCents) is sent only to an account holding PRODUCT_DETAIL_PRICE, or for the
 * account's own items; null otherwise (and null when not set).
 */
export const PostItem = v.object({
  ...v.pick(StockItem, ['id', 'title', 'brand', 'model', 'category', 'grade', 'colour', 'material', 'size', 'accessories', 'photos', 'peerPriceCents']).entries,
  /** The shop the item belongs to (the post's author). */
  shopId: v.number(),
  /** The signed-in account's own stock item: it opens the stock detail. */
  own: v.boolean(),
})
export type PostItem = v.InferOutput<typeof PostItem>

export const PostSummary = v.object({
  id: v.number(),
  shop: ShopBrief,
  content: v.string(),
  images: v.array(v.string()),
  /** The brand the post is about (the post list by brand), null for a shop-wide post. */
  brand: orNull(v.string()),
  items: v.array(PostItem),
  /** ISO time. */
  createdAt: v.string(),
  likeCount: v.number(),
  commentCount: v.number(),
  /** Whether the signed-in person liked it (false signed out). */
  liked: v.boolean(),
  /** Whether the signed-in person follows the author shop (false signed out). */
  following: v.boolean(),
  /** Posted by the signed-in account's own shop (no follow button). */
  mine: v.boolean(),
})
export type PostSummary = v.InferOutput<typeof PostSummary>

export const PostDetail = PostSummary
export type PostDetail = PostSummary

export const PostComment = v.object({
  id: v.number(),
  author: v.object({ name: v.string(), avatar: v.string() }),
  content: v.string(),
  createdAt: v.string(),
  /** The reader may delete it: their own comment, or any comment under their own post. */
  mine: v.boolean(),
})
export type PostComment = v.InferOutput<typeof PostComment>

/** The header of a shop's post list. */
export const PostShopProfile = v.object({
  ...ShopBrief.entries,
  postCount: v.number(),
  following: v.boolean(),
  /** The signed-in account's own shop. */
  mine: v.boolean(),
})
export type PostShopProfile = v.InferOutput<typeof PostShopProfile>

export interface PostInput {
  content: string
  images: string[]
  /** The account's own stock items (IN_STOCK or LOCKED). */
  itemIds: number[]
}

export type FeedTab = 'recommend' | 'follow'

export const LikeState = v.object({ liked: v.boolean(), likeCount: v.number() })
export type LikeState = v.InferOutput<typeof LikeState>

export const postApi = {
  /** recommend: every post, newest first; follow: posts of the followed shops (needs a session). */
  feed: defineCall('GET', '/post/feed', pageOf(PostSummary), params<PageQuery & { tab?: FeedTab }>()),
  /** One shop's posts (shopId) or one brand's (brand). */
  list: defineCall('GET', '/post/list', pageOf(PostSummary), params<PageQuery & { shopId?: number; brand?: string }>()),
  shop: defineCall('GET', '/post/shops/:shopId', PostShopProfile, params<{ shopId: number }>()),
  detail: defineCall('GET', '/post/posts/:id', PostDetail, params<{ id: number }>()),
  comments: defineCall('GET', '/post/posts/:id/comments', pageOf(PostComment), params<PageQuery & { id: number }>()),
  comment: defineCall('POST', '/post/posts/:id/comments', PostComment, params<{ id: number; content: string }>()),
  like: defineCall('POST', '/post/posts/:id/like', LikeState, params<{ id: number; like: boolean }>()),
  publish: defineCall('POST', '/post/posts', v.object({ id: v.number() }), params<PostInput>()),
  /** The account's own post, with its comments. */
  remove: defineCall('DELETE', '/post/posts/:id', noData, params<{ id: number }>()),
  commentRemove: defineCall('DELETE', '/post/posts/:id/comments/:commentId', noData, params<{ id: number; commentId: number }>()),
}
