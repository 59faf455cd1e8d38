import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import type { PagedList } from '@/shared/hooks/use-paged-list'
import type { PostSummary } from '../api'

const POST_CHANGED = 'post:changed'

/** What changed of a post on its detail page (or that it was deleted): the lists under it show it on return. */
export type PostChange = Pick<PostSummary, 'id'> & Partial<Pick<PostSummary, 'liked' | 'likeCount' | 'commentCount'>> & { removed?: true }

export function announcePostChange(change: PostChange): void {
  Taro.eventCenter.trigger(POST_CHANGED, change)
}

/** The posts of a list with a change of fields applied. */
export function withPostChange<T extends PostSummary>(posts: T[], change: PostChange): T[] {
  const { removed: _removed, ...fields } = change
  return posts.map((post) => (post.id === change.id ? { ...post, ...fields } : post))
}

/** Apply a change to a loaded list: patch the post, or take it out (a later page then skips none). */
export function applyPostChange<T extends PostSummary>(list: Pick<PagedList<T>, 'update' | 'remove'>, change: PostChange): void {
  if (change.removed) list.remove((post) => post.id === change.id)
  else list.update((posts) => withPostChange(posts, change))
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
