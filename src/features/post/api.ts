import { defineCall, type Page, type PageQuery } from '@/core/api/define'
import type { StockItem } from '@/features/stock/api'

/** A shop as the peer circle shows it. */
export interface ShopBrief {
  id: number
  name: string
  avatar: string
  verified: boolean
}

/**
 * A stock item linked to a post (the author shop's item): the stock item's descriptive fields.
 * Its 同行价 (peerPriceCents) is sent only to an account holding PRODUCT_DETAIL_PRICE, or for the
 * account's own items; null otherwise (and null when not set).
 */
export type PostItem = Pick<
  StockItem,
  'id' | 'title' | 'brand' | 'model' | 'category' | 'grade' | 'colour' | 'material' | 'size' | 'accessories' | 'photos' | 'peerPriceCents'
> & {
  /** The shop the item belongs to (the post's author). */
  shopId: number
  /** The signed-in account's own stock item: it opens the stock detail. */
  own: boolean
}

export interface PostSummary {
  id: number
  shop: ShopBrief
  content: string
  images: string[]
  /** The brand the post is about (the post list by brand), null for a shop-wide post. */
  brand: string | null
  items: PostItem[]
  /** ISO time. */
  createdAt: string
  likeCount: number
  commentCount: number
  /** Whether the signed-in person liked it (false signed out). */
  liked: boolean
  /** Whether the signed-in person follows the author shop (false signed out). */
  following: boolean
  /** Posted by the signed-in account's own shop (no follow button). */
  mine: boolean
}

export type PostDetail = PostSummary

export interface PostComment {
  id: number
  author: { name: string; avatar: string }
  content: string
  createdAt: string
  /** The reader may delete it: their own comment, or any comment under their own post. */
  mine: boolean
}

/** The header of a shop's post list. */
export interface PostShopProfile extends ShopBrief {
  postCount: number
  following: boolean
  /** The signed-in account's own shop. */
  mine: boolean
}

export interface PostInput {
  content: string
  images: string[]
  /** The account's own stock items (IN_STOCK or LOCKED). */
  itemIds: number[]
}

export type FeedTab = 'recommend' | 'follow'

export const postApi = {
  /** recommend: every post, newest first; follow: posts of the followed shops (needs a session). */
  feed: defineCall<PageQuery & { tab?: FeedTab }, Page<PostSummary>>('GET', '/post/feed'),
  /** One shop's posts (shopId) or one brand's (brand). */
  list: defineCall<PageQuery & { shopId?: number; brand?: string }, Page<PostSummary>>('GET', '/post/list'),
  shop: defineCall<{ shopId: number }, PostShopProfile>('GET', '/post/shops/:shopId'),
  detail: defineCall<{ id: number }, PostDetail>('GET', '/post/posts/:id'),
  comments: defineCall<PageQuery & { id: number }, Page<PostComment>>('GET', '/post/posts/:id/comments'),
  comment: defineCall<{ id: number; content: string }, PostComment>('POST', '/post/posts/:id/comments'),
  like: defineCall<{ id: number; like: boolean }, { liked: boolean; likeCount: number }>('POST', '/post/posts/:id/like'),
  publish: defineCall<PostInput, { id: number }>('POST', '/post/posts'),
  /** The account's own post, with its comments. */
  remove: defineCall<{ id: number }, null>('DELETE', '/post/posts/:id'),
  commentRemove: defineCall<{ id: number; commentId: number }, null>('DELETE', '/post/posts/:id/comments/:commentId'),
}
