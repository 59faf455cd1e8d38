import { useRef, useState } from 'react'
import { followShopCall } from '@/core/api/follow'
import { askConfirm } from '@/shared/ui/confirm'
import { toastFailure } from '@/shared/ui/failure-toast'
import { callApi } from '@/core/request'
import { ensureSignedIn, needLogin } from '@/core/session/auth'
import { postApi, type LikeState, type PostSummary } from '../api'
import { followChanged, postLiked } from './post-changes'
import { showSuccess } from '@/shared/ui/result/toast-after'

/**
 * The need-login check before an action: false (and on the way to login) when signed out.
 * `beforeLogin` runs first when the reader is about to be sent to login (to note where they were).
 */
export function signedInForAction(beforeLogin?: () => void): boolean {
  if (beforeLogin && !needLogin({ silent: true })) beforeLogin()
  return ensureSignedIn()
}

/**
 * A value the server holds, changed at once on screen and put back when the server refuses.
 * Not the kit's flow action on purpose: the change shows before the call and has its own
 * rollback; it shares the kit's confirm and failure toast.
 * `loaded` is the data object `source` came from: each new load (a refetch on return, a row
 * patched in the cache) shows its value again, even when it equals the one shown before.
 */
function useOptimistic<T>(source: T, loaded: object) {
  const [shown, setShown] = useState({ loaded, value: source })
  if (shown.loaded !== loaded) setShown({ loaded, value: source })
  const value = shown.loaded === loaded ? shown.value : source
  const pending = useRef(false)
  /** Show `next`, send it (with `handleError`), keep the server's answer (returned), or roll back with the failure's toast. */
  const change = async (next: T, send: () => Promise<T>): Promise<{ answer: T } | null> => {
    if (pending.current) return null
    pending.current = true
    const before = value
    setShown({ loaded, value: next })
    try {
      const answer = await send()
      // The server's answer is the latest truth, whatever was loaded meanwhile.
      setShown((current) => ({ loaded: current.loaded, value: answer }))
      return { answer }
    } catch (error) {
      toastFailure(error)
      // Put back what was shown, unless fresh data has replaced it meanwhile.
      setShown((current) => (current.loaded === loaded ? { loaded, value: before } : current))
      return null
    } finally {
      pending.current = false
    }
  }
  return { value, change }
}

/** Like or unlike a post, optimistic; signed out, the reader is sent to login first. */
export function useLike(post: Pick<PostSummary, 'id' | 'liked' | 'likeCount'>, beforeLogin?: () => void) {
  const { value, change } = useOptimistic<LikeState>({ liked: post.liked, likeCount: post.likeCount }, post)
  const toggle = async () => {
    if (!signedInForAction(beforeLogin)) return
    const next = { liked: !value.liked, likeCount: Math.max(0, value.likeCount + (value.liked ? -1 : 1)) }
    const done = await change(next, async () => {
      const { liked, likeCount } = await callApi(postApi.like, { id: post.id, like: next.liked }, { loading: false, handleError: true })
      return { liked, likeCount }
    })
    // Every page holding the post shows what the server counted, not the guess.
    if (done) postLiked(post.id, done.answer)
  }
  return { ...value, toggle }
}

/**
 * Follow or unfollow a shop, optimistic; unfollowing asks first. `loaded` is the data object
 * `following` came from (the post, the shop's header).
 */
export function useFollow(shopId: number, following: boolean, loaded: object) {
  const { value, change } = useOptimistic(following, loaded)
  const toggle = async () => {
    if (!signedInForAction()) return
    const next = !value
    if (!next) {
      const confirm = await askConfirm({ title: '取消关注', content: '确定不再关注该店铺吗？' })
      if (!confirm) return
    }
    const done = await change(next, async () => (await callApi(followShopCall, { shopId, follow: next }, { loading: false, handleError: true })).following)
    if (!done) return
    void followChanged(shopId, done.answer)
    showSuccess(done.answer ? '已关注' : '已取消关注')
  }
  return { following: value, toggle }
}
