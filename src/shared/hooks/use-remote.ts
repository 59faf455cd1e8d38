import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { waitForAppInit } from '@/core/app/init'
import { reportError } from '@/core/app/errors'
import { isNeedLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import type { LoadStatus } from '@/shared/ui/state-view'
import { useEffectRunner } from './use-effect-runner'

export interface Remote<T> {
  data: T | undefined
  status: LoadStatus
  error: string
  reload: () => Promise<void>
}

/**
 * A page's data: loaded once the app has initialised, again on pull-down refresh and on retry.
 * A reload started while one is pending supersedes it. A refresh keeps the old data on screen;
 * when it fails the data stays and the failure is toasted.
 */
export function useRemote<T>(loader: () => Promise<T>, isEmpty: (data: T) => boolean = () => false): Remote<T> {
  const [data, setData] = useState<T>()
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const { run } = useEffectRunner()
  const loaderRef = useRef(loader)
  loaderRef.current = loader
  const emptyRef = useRef(isEmpty)
  emptyRef.current = isEmpty
  const hasData = useRef(false)
  const attempts = useRef(0)

  const reload = useCallback(async () => {
    const attempt = ++attempts.current
    if (!hasData.current) setStatus('loading')
    try {
      await run(
        'init',
        async () => {
          await waitForAppInit()
          return loaderRef.current()
        },
        {
          apply: (next) => {
            hasData.current = true
            setData(next)
            setStatus(emptyRef.current(next) ? 'empty' : 'ready')
          },
        },
      )
    } catch (e) {
      // Superseded by a newer reload, or on its way to the login page (stay in the loading state).
      if (attempt !== attempts.current || isNeedLogin(e)) return reportError(e)
      if (hasData.current) return toastFailure(e, '刷新失败，请稍后重试')
      reportError(e)
      setError(failureText(e, '加载失败'))
      setStatus('error')
    }
  }, [run])

  // Loaded on mount and again when the session changes (a login elsewhere, a logout).
  const token = useSession((state) => state.userToken)
  useEffect(() => {
    void reload()
  }, [reload, token])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })

  return { data, status, error, reload }
}
