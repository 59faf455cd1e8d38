import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import { reportError } from '@/core/app/errors'
import { callApi } from '@/core/request'
import type { PagedList } from '@/shared/hooks/use-paged-list'
import { postApi, type PostSummary } from '../api'

const POST_CHANGED = 'post:changed'
const POST_CREATED = 'post:created'
const FOLLOW_CHANGED = 'post:follow-changed'

/** What changed of a post on its detail page (or that it was deleted): the lists under it show it on return. */
export type PostChange = Pick<PostSummary, 'id'> & Partial<Pick<PostSummary, 'liked' | 'likeCount' | 'commentCount'>> & { removed?: true }

export function announcePostChange(change: PostChange): void {
  Taro.eventCenter.trigger(POST_CHANGED, change)
}

/** A post was just published (its id): the lists it belongs in show it on return. */
export function announcePostCreated(id: number): void {
  Taro.eventCenter.trigger(POST_CREATED, id)
}

export interface FollowChange {
  shopId: number
  following: boolean
}

/** A shop was followed or unfollowed (the server's answer). */
export function announceFollowChange(change: FollowChange): void {
  Taro.eventCenter.trigger(FOLLOW_CHANGED, change)
}

/** Hear follow changes while the component lives. */
export function useFollowChanges(listener: (change: FollowChange) => void): void {
  const listenerRef = useRef(listener)
  listenerRef.current = listener
  useEffect(() => {
    const heard = (change: FollowChange) => listenerRef.current(change)
    Taro.eventCenter.on(FOLLOW_CHANGED, heard)
    return () => void Taro.eventCenter.off(FOLLOW_CHANGED, heard)
  }, [])
}

export interface PostChangeOptions {
  /**
   * Whether a newly published post belongs in this list: it is put on top (newest first).
   * Without it, new posts are not looked at.
   */
  includes?: (post: PostSummary) => boolean
  /** After a new post was put on top (e.g. to count it in a header). */
  onAdded?: (post: PostSummary) => void
}

type ChangingList<T> = Pick<PagedList<T>, 'update' | 'remove' | 'reload' | 'status'>

/**
 * Keep a loaded list of posts in step with changes made on other pages while the component
 * lives (pages below the detail stay mounted): patch the post, take it out (a later page then
 * skips none), or put a new post on top (a later page repeats none).
 */
export function usePostChanges<T extends PostSummary>(list: ChangingList<T>, options: PostChangeOptions = {}): void {
  const listRef = useRef(list)
  listRef.current = list
  const optionsRef = useRef(options)
  optionsRef.current = options
  useEffect(() => {
    let live = true
    const changed = ({ removed, ...fields }: PostChange) => {
      if (removed) listRef.current.remove((post) => post.id === fields.id)
      else listRef.current.update((posts) => posts.map((post) => (post.id === fields.id ? { ...post, ...fields } : post)))
    }
    const created = async (id: number) => {
      const { includes, onAdded } = optionsRef.current
      if (!includes) return
      let post: PostSummary
      try {
        post = await callApi(postApi.detail, { id }, { handleError: true, loading: false })
      } catch (error) {
        // Not readable now: the list asks the server again instead.
        reportError(error)
        if (live) void listRef.current.reload()
        return
      }
      if (!live || !includes(post)) return
      // An empty (or failed) list shows a state instead of items: load it afresh.
      if (listRef.current.status !== 'ready') void listRef.current.reload()
      else listRef.current.update((posts) => (posts.some((held) => held.id === id) ? posts : [post as T, ...posts]))
      onAdded?.(post)
    }
    const heardCreated = (id: number) => void created(id)
    Taro.eventCenter.on(POST_CHANGED, changed)
    Taro.eventCenter.on(POST_CREATED, heardCreated)
    return () => {
      live = false
      Taro.eventCenter.off(POST_CHANGED, changed)
      Taro.eventCenter.off(POST_CREATED, heardCreated)
    }
  }, [])
}
