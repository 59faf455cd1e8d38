import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { Page } from '@/core/api/define'
import { waitForAppInit } from '@/core/app/init'
import { reportError } from '@/core/app/errors'
import { isNeedLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import type { LoadStatus } from '@/shared/ui/state-view'
import { useEffectRunner } from './use-effect-runner'

export interface PagedList<T> {
  items: T[]
  status: LoadStatus
  error: string
  loadingMore: boolean
  /** The first pages are being asked for (on mount, a reload, a refresh): the rows may be old. */
  loadingFirst: boolean
  hasMore: boolean
  /** Why the last next page failed ('' when it did not): the footer offers to try again. */
  moreError: string
  /**
   * The first page again (pull-down, retry). With rows on screen a failure keeps them and
   * toasts the message; before any rows it is the list's error state.
   */
  reload: () => Promise<void>
  /**
   * A new query: the rows go and the first page loads as on mount (loading state, then the
   * rows, the empty or the error state).
   */
  restart: () => Promise<void>
  /**
   * Reload in place (back from a page that changed things): every page loaded so far is asked
   * again, up to REFRESH_MAX_PAGES, so the rows and the scroll position stay. A failure keeps the
   * rows and toasts the message.
   */
  refresh: () => Promise<void>
  /** The next page; tapping the footer after a failure calls it again. */
  loadMore: () => Promise<void>
  /** Change loaded items in place (a change made on another page), without a reload. */
  update: (change: (items: T[]) => T[]) => void
  /**
   * Take loaded items out (deleted on the server), without a reload. The server's later pages
   * have moved up by as many: the next page is asked for so that none is skipped.
   */
  remove: (gone: (item: T) => boolean) => void
}

/** The most pages an in-place refresh asks again; rows further down stay as they were. */
export const REFRESH_MAX_PAGES = 10

/** An item's identity for telling pages apart: its id. */
const keyOf = (item: unknown): unknown => (item as { id?: unknown } | null)?.id

/** `next` without the items `previous` already holds (pages that overlap after a change). */
function newItems<T>(previous: T[], next: T[]): T[] {
  const held = new Set<unknown>(previous.map((item) => keyOf(item)).filter((key) => key !== undefined))
  return next.filter((item) => keyOf(item) === undefined || !held.has(keyOf(item)))
}

/**
 * The rows of `previous` after the last of `rows` it holds (or after as many rows), and how many
 * rows of `previous` up to there are gone from `rows` (the server's later pages moved up by them).
 */
function tailAfter<T>(previous: T[], rows: T[]): { tail: T[]; vanished: number } {
  const lastKey = rows.length ? keyOf(rows[rows.length - 1]) : undefined
  const at = lastKey === undefined ? -1 : previous.findIndex((item) => keyOf(item) === lastKey)
  if (at < 0) return { tail: previous.slice(rows.length), vanished: 0 }
  return { tail: previous.slice(at + 1), vanished: Math.max(0, at + 1 - rows.length) }
}

/**
 * The loadMore of each mounted list and its last failure, for the list footer: call sites pass
 * `onMore={list.loadMore}` and the footer finds the failure from it (see nextPageError).
 */
const moreFailures = new WeakMap<() => unknown, string>()

/** The failure of the list whose loadMore this is ('' or undefined when none). */
export function nextPageError(loadMore: (() => unknown) | undefined): string | undefined {
  return loadMore ? moreFailures.get(loadMore) : undefined
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
  const [moreError, setMoreError] = useState('')
  const pageRef = useRef(0)
  // Items removed since the last page came: the server's pages have shifted up by this many.
  const removedRef = useRef(0)
  // Bumped by every first-page load: a failure or a next page of an older one is dropped.
  const generation = useRef(0)
  const hasMoreRef = useRef(hasMore)
  hasMoreRef.current = hasMore
  const itemsRef = useRef(items)
  itemsRef.current = items
  const { run, isLoading, loading } = useEffectRunner()
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  // Stable: the footer finds its failure by it (moreFailures).
  const loadMoreRef = useRef<() => Promise<void>>()
  const setMoreFailure = useCallback((message: string) => {
    if (loadMoreRef.current) moreFailures.set(loadMoreRef.current, message)
    setMoreError(message)
  }, [])

  /**
   * Load pages 1..`pages` at once and show their rows. `keepTail`: rows loaded beyond those pages
   * stay after them (an in-place refresh of a long list).
   */
  const loadFirst = useCallback(
    async (pages: number, { fresh = false, keepTail = false } = {}) => {
      const attempt = ++generation.current
      // Removals made while these pages are on their way are counted again after them.
      let removedBefore = removedRef.current
      if (fresh) {
        pageRef.current = 0
        itemsRef.current = []
        setItems([])
        setStatus('loading')
      } else if (pageRef.current === 0) setStatus('loading')
      try {
        await run(
          'init',
          async () => {
            await waitForAppInit()
            removedBefore = removedRef.current
            return Promise.all(Array.from({ length: pages }, (_, index) => fetchRef.current(index + 1)))
          },
          {
            apply: (loaded) => {
              const rows = loaded.reduce<T[]>((all, page) => [...all, ...newItems(all, page.list)], [])
              const since = Math.max(0, removedRef.current - removedBefore)
              let all = rows
              if (keepTail) {
                // The pages after the asked ones stay loaded; rows gone from the head moved the
                // server's later pages up, so the next page is asked for as after a removal.
                const { tail, vanished } = tailAfter(itemsRef.current, rows)
                removedRef.current = since + vanished
                all = [...rows, ...newItems(rows, tail)]
              } else {
                pageRef.current = pages
                setHasMore(loaded[loaded.length - 1].hasMore)
                removedRef.current = since
              }
              itemsRef.current = all
              setItems(all)
              setError('')
              setMoreFailure('')
              setStatus(all.length ? 'ready' : 'empty')
            },
          },
        )
      } catch (e) {
        if (attempt !== generation.current || isNeedLogin(e)) return reportError(e)
        if (pageRef.current === 0) {
          reportError(e)
          setError(failureText(e, '加载失败'))
          setStatus('error')
        } else {
          // Rows on screen: they stay, and the failure is said.
          toastFailure(e, '刷新失败，请稍后重试')
        }
      }
    },
    [run, setMoreFailure],
  )

  const reload = useCallback(() => loadFirst(1), [loadFirst])
  const restart = useCallback(() => loadFirst(1, { fresh: true }), [loadFirst])
  const refresh = useCallback(() => {
    const loaded = Math.max(1, pageRef.current)
    return loadFirst(Math.min(loaded, REFRESH_MAX_PAGES), { keepTail: loaded > REFRESH_MAX_PAGES })
  }, [loadFirst])

  const loadMore = useCallback(async () => {
    if (!hasMoreRef.current || isLoading('init')) return
    const attempt = generation.current
    // Removals counted when this page is asked for; those made while it is on its way stay counted.
    let removedBefore = 0
    try {
      await run(
        'more',
        async () => {
          removedBefore = removedRef.current
          // After removals the current page holds items not seen yet (moved up from the next).
          const shifted = removedRef.current > 0 ? (await fetchRef.current(pageRef.current)).list : []
          const next = await fetchRef.current(pageRef.current + 1)
          return { ...next, list: [...shifted, ...next.list] }
        },
        {
          mode: 'queue',
          apply: (next) => {
            // The first page was loaded again meanwhile: this page belongs to the old rows.
            if (attempt !== generation.current) return
            removedRef.current = Math.max(0, removedRef.current - removedBefore)
            pageRef.current += 1
            const all = [...itemsRef.current, ...newItems(itemsRef.current, next.list)]
            itemsRef.current = all
            setItems(all)
            setHasMore(next.hasMore)
            setMoreFailure('')
          },
        },
      )
    } catch (e) {
      reportError(e)
      if (isNeedLogin(e) || attempt !== generation.current) return
      // The footer says so and a tap tries again (so does scrolling to the bottom).
      setMoreFailure(failureText(e, '加载失败'))
    }
  }, [run, isLoading, setMoreFailure])
  loadMoreRef.current = loadMore

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

  const update = useCallback((change: (items: T[]) => T[]) => {
    const next = change(itemsRef.current)
    itemsRef.current = next
    setItems(next)
  }, [])

  const remove = useCallback((gone: (item: T) => boolean) => {
    const kept = itemsRef.current.filter((item) => !gone(item))
    removedRef.current += itemsRef.current.length - kept.length
    itemsRef.current = kept
    setItems(kept)
  }, [])

  return { items, status, error, loadingMore: Boolean(loading.more), loadingFirst: Boolean(loading.init), hasMore, moreError, reload, restart, refresh, loadMore, update, remove }
}
