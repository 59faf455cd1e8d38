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

/**
 * Keep a loaded list of posts in step with changes made on a post's page while the component
 * lives (pages below the detail stay mounted): patch the post, or take it out (a later page then
 * skips none).
 */
export function usePostChanges<T extends PostSummary>(list: Pick<PagedList<T>, 'update' | 'remove'>): void {
  const listRef = useRef(list)
  listRef.current = list
  useEffect(() => {
    const listener = ({ removed, ...fields }: PostChange) => {
      if (removed) listRef.current.remove((post) => post.id === fields.id)
      else listRef.current.update((posts) => posts.map((post) => (post.id === fields.id ? { ...post, ...fields } : post)))
    }
    Taro.eventCenter.on(POST_CHANGED, listener)
    return () => void Taro.eventCenter.off(POST_CHANGED, listener)
  }, [])
}
