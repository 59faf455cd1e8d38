import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import type { LoadStatus } from '@/shared/ui/state-view'

export interface Remote<T> {
  data: T | undefined
  status: LoadStatus
  error: string
  reload: () => Promise<void>
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '加载失败'
}

/**
 * Load a page's data on mount, on pull-down refresh and on retry. A refresh keeps the old data
 * on screen and only reports a failure through the request layer's toast.
 */
export function useRemote<T>(loader: () => Promise<T>, isEmpty: (data: T) => boolean = () => false): Remote<T> {
  const [data, setData] = useState<T>()
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const loaderRef = useRef(loader)
  loaderRef.current = loader
  const hasData = useRef(false)

  const reload = useCallback(async () => {
    if (!hasData.current) setStatus('loading')
    try {
      const next = await loaderRef.current()
      hasData.current = true
      setData(next)
      setStatus(isEmpty(next) ? 'empty' : 'ready')
    } catch (e) {
      if (!hasData.current) {
        setError(messageOf(e))
        setStatus('error')
      }
    }
    // isEmpty is a pure predicate given inline; the loader is read through its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })

  return { data, status, error, reload }
}
