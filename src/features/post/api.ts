import { defineCall, type Page, type PageQuery } from '@/core/api/define'

export interface ShopBrief {
  id: number
  name: string
  avatar: string
  verified: boolean
}

export interface PostSummary {
  id: number
  shop: ShopBrief
  content: string
  images: string[]
  /** ISO time. */
  createdAt: string
  likeCount: number
  commentCount: number
  liked: boolean
}

export type FeedTab = 'recommend' | 'follow'

export const postApi = {
  feed: defineCall<PageQuery & { tab?: FeedTab }, Page<PostSummary>>('GET', '/post/feed'),
}
