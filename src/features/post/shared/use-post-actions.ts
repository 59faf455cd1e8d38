import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { accountAreaApi } from '@/features/account/api'
import { reportError } from '@/core/app/errors'
import { callApi } from '@/core/request'
import { needLogin } from '@/core/session/auth'
import { postApi } from '../api'
import { announcePostChange } from './post-changes'

/** The need-login check before an action: false (and on the way to login) when signed out. */
export function signedInForAction(): boolean {
  try {
    needLogin()
    return true
  } catch (error) {
    reportError(error)
    return false
  }
}

/**
 * A value the server holds, changed at once on screen and put back when the server refuses.
 * New data from the server (another `source`) replaces the local value.
 */
function useOptimistic<T>(source: T) {
  const [value, setValue] = useState(source)
  const [seen, setSeen] = useState(source)
  if (seen !== source) {
    setSeen(source)
    setValue(source)
  }
  const pending = useRef(false)
  /** Show `next`, send it, keep the server's answer, or roll back (the request layer toasts). */
  const change = async (next: T, send: () => Promise<T>): Promise<boolean> => {
    if (pending.current) return false
    pending.current = true
    const before = value
    setValue(next)
    try {
      setValue(await send())
      return true
    } catch (error) {
      reportError(error)
      setValue(before)
      return false
    } finally {
      pending.current = false
    }
  }
  return { value, change }
}

export interface LikeState {
  liked: boolean
  likeCount: number
}

/** Like or unlike a post, optimistic; signed out, the reader is sent to login first. */
export function useLike(postId: number, liked: boolean, likeCount: number) {
  const [source, setSource] = useState<LikeState>({ liked, likeCount })
  if (source.liked !== liked || source.likeCount !== likeCount) setSource({ liked, likeCount })
  const { value, change } = useOptimistic(source)
  const toggle = async () => {
    if (!signedInForAction()) return
    const next = { liked: !value.liked, likeCount: Math.max(0, value.likeCount + (value.liked ? -1 : 1)) }
    const done = await change(next, () => callApi(postApi.like, { id: postId, like: next.liked }, { loading: false }))
    if (done) announcePostChange({ id: postId, ...next })
  }
  return { ...value, toggle }
}

/** Follow or unfollow a shop, optimistic; unfollowing asks first. */
export function useFollow(shopId: number, following: boolean) {
  const { value, change } = useOptimistic(following)
  const toggle = async () => {
    if (!signedInForAction()) return
    const next = !value
    if (!next) {
      const { confirm } = await Taro.showModal({ title: '取消关注', content: '确定不再关注该店铺吗？', confirmColor: '#9a6b2f' })
      if (!confirm) return
    }
    const done = await change(next, async () => (await callApi(accountAreaApi.followShop, { shopId, follow: next }, { loading: false })).following)
    if (done) void Taro.showToast({ title: next ? '已关注' : '已取消关注', icon: 'success', duration: 1500 })
  }
  return { following: value, toggle }
}
