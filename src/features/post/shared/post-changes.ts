import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import type { PostSummary } from '../api'

const POST_CHANGED = 'post:changed'

/** What changed of a post on its detail page (or that it was deleted): the lists under it show it on return. */
export type PostChange = Pick<PostSummary, 'id'> & Partial<Pick<PostSummary, 'liked' | 'likeCount' | 'commentCount'>> & { removed?: true }

export function announcePostChange(change: PostChange): void {
  Taro.eventCenter.trigger(POST_CHANGED, change)
}

/** The posts of a list with a change applied. */
export function withPostChange<T extends PostSummary>(posts: T[], change: PostChange): T[] {
  const { removed, ...fields } = change
  if (removed) return posts.filter((post) => post.id !== change.id)
  return posts.map((post) => (post.id === change.id ? { ...post, ...fields } : post))
}

/** Listen to post changes while the component lives (pages below the detail stay mounted). */
export function usePostChanges(apply: (change: PostChange) => void): void {
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    const listener = (change: PostChange) => applyRef.current(change)
    Taro.eventCenter.on(POST_CHANGED, listener)
    return () => void Taro.eventCenter.off(POST_CHANGED, listener)
  }, [])
}
