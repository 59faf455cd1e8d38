import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { Page } from '@/core/api/define'
import { waitForAppInit } from '@/core/app/init'
import { reportError } from '@/core/app/errors'
import { isNeedLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import type { LoadStatus } from '@/shared/ui/state-view'
import { useEffectRunner } from './use-effect-runner'

export interface PagedList<T> {
  items: T[]
  status: LoadStatus
  error: string
  loadingMore: boolean
  hasMore: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
  /** Change loaded items in place (a change made on another page), without a reload. */
  update: (change: (items: T[]) => T[]) => void
  /**
   * Take loaded items out (deleted on the server), without a reload. The server's later pages
   * have moved up by as many: the next page is asked for so that none is skipped.
   */
  remove: (gone: (item: T) => boolean) => void
}

/** An item's identity for telling pages apart: its id. */
const keyOf = (item: unknown): unknown => (item as { id?: unknown } | null)?.id

/** `next` without the items `previous` already holds (pages that overlap after a change). */
function newItems<T>(previous: T[], next: T[]): T[] {
  const held = new Set<unknown>(previous.map((item) => keyOf(item)).filter((key) => key !== undefined))
  return next.filter((item) => keyOf(item) === undefined || !held.has(keyOf(item)))
}

/**
 * A server-paged list with pull-down refresh and endless scroll. The first page is a 'latest'
 * effect (a refresh supersedes a pending one); the next page is a 'queue' effect (scrolling
 * while it loads does not ask twice).
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<Page<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const [hasMore, setHasMore] = useState(false)
  const pageRef = useRef(0)
  // Items removed since the last page came: the server's pages have shifted up by this many.
  const removedRef = useRef(0)
  const { run, isLoading, loading } = useEffectRunner()
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const reload = useCallback(async () => {
    if (pageRef.current === 0) setStatus('loading')
    try {
      await run(
        'init',
        async () => {
          await waitForAppInit()
          return fetchRef.current(1)
        },
        {
          apply: (first) => {
            pageRef.current = 1
            removedRef.current = 0
            setItems(first.list)
            setHasMore(first.hasMore)
            setStatus(first.list.length ? 'ready' : 'empty')
          },
        },
      )
    } catch (e) {
      reportError(e)
      if (isNeedLogin(e)) return
      if (pageRef.current === 0) {
        setError(e instanceof Error ? e.message : '加载失败')
        setStatus('error')
      }
    }
  }, [run])

  const loadMore = useCallback(async () => {
    if (!hasMore || isLoading('init')) return
    try {
      await run(
        'more',
        async () => {
          // After removals the current page holds items not seen yet (moved up from the next).
          const shifted = removedRef.current > 0 ? (await fetchRef.current(pageRef.current)).list : []
          removedRef.current = 0
          const next = await fetchRef.current(pageRef.current + 1)
          return { ...next, list: [...shifted, ...next.list] }
        },
        {
          mode: 'queue',
          apply: (next) => {
            pageRef.current += 1
            setItems((previous) => [...previous, ...newItems(previous, next.list)])
            setHasMore(next.hasMore)
          },
        },
      )
    } catch (e) {
      // the request layer has shown the error; scrolling again retries
      reportError(e)
    }
  }, [hasMore, run, isLoading])

  // Loaded on mount and again when the session changes (a login elsewhere, a logout).
  const token = useSession((state) => state.userToken)
  useEffect(() => {
    void reload()
  }, [reload, token])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void loadMore()
  })

  const itemsRef = useRef(items)
  itemsRef.current = items
  const remove = useCallback((gone: (item: T) => boolean) => {
    const kept = itemsRef.current.filter((item) => !gone(item))
    removedRef.current += itemsRef.current.length - kept.length
    itemsRef.current = kept
    setItems(kept)
  }, [])

  return { items, status, error, loadingMore: Boolean(loading.more), hasMore, reload, loadMore, update: setItems, remove }
}
