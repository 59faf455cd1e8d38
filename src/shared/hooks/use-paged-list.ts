import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { Page } from '@/core/api/define'
import type { LoadStatus } from '@/shared/ui/state-view'

export interface PagedList<T> {
  items: T[]
  status: LoadStatus
  error: string
  loadingMore: boolean
  hasMore: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

/** A server-paged list with pull-down refresh and endless scroll. */
export function usePagedList<T>(fetchPage: (page: number) => Promise<Page<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const [hasMore, setHasMore] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const pageRef = useRef(0)
  const busy = useRef(false)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const reload = useCallback(async () => {
    busy.current = true
    if (pageRef.current === 0) setStatus('loading')
    try {
      const first = await fetchRef.current(1)
      pageRef.current = 1
      setItems(first.list)
      setHasMore(first.hasMore)
      setStatus(first.list.length ? 'ready' : 'empty')
    } catch (e) {
      if (pageRef.current === 0) {
        setError(e instanceof Error ? e.message : '加载失败')
        setStatus('error')
      }
    } finally {
      busy.current = false
    }
  }, [])

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return
    busy.current = true
    setLoadingMore(true)
    try {
      const next = await fetchRef.current(pageRef.current + 1)
      pageRef.current += 1
      setItems((previous) => [...previous, ...next.list])
      setHasMore(next.hasMore)
    } catch {
      // the request layer has shown the error; scrolling again retries
    } finally {
      busy.current = false
      setLoadingMore(false)
    }
  }, [hasMore])

  useEffect(() => {
    void reload()
  }, [reload])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void loadMore()
  })

  return { items, status, error, loadingMore, hasMore, reload, loadMore }
}
