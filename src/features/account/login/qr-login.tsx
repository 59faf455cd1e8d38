import { useCallback, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { accountApi, type ScanLogin, type ScanStatus } from '@/core/api/account'
import { callApi } from '@/core/request'
import { login } from '@/core/session/auth'
import { reportError } from '@/core/app/errors'
import { useApiQuery } from '@/shared/query'
import { QrCode } from '@/shared/ui/qr-code'
import { leaveLogin, type LoginParams } from './after-login'

export const SCAN_POLL_MS = 2000

const STATUS_TEXT: Record<ScanStatus, string> = {
  waiting: '请使用已登录的同行圈APP扫一扫',
  scanned: '已扫码，请在手机上确认登录',
  confirmed: '登录成功，正在跳转…',
  expired: '二维码已过期，点击刷新',
}

/**
 * QR login for a signed-out screen (a shop's PC or tablet): a code from scan/create, its status
 * watched through scan/sse (polled every 2 s while the page shows), and the session once the
 * phone confirms.
 */
export function QrLogin({ params }: { params: LoginParams }) {
  const [scan, setScan] = useState<ScanLogin | null>(null)
  const [error, setError] = useState('')
  // The code that reached an end (confirmed or expired): no more asking about it.
  const [ended, setEnded] = useState('')
  const used = useRef('')

  const create = useCallback(async () => {
    setError('')
    try {
      setScan(await callApi(accountApi.scanCreate, undefined, { handleError: true }))
    } catch (e) {
      reportError(e)
      setError(e instanceof Error ? e.message : '二维码生成失败')
    }
  }, [])

  useEffect(() => {
    void create()
  }, [create])

  const scanId = scan?.scanId ?? ''
  const watch = useApiQuery(accountApi.scanSse, { scanId }, { enabled: Boolean(scanId) && ended !== scanId, pollMs: SCAN_POLL_MS, pullDown: false })
  const status: ScanStatus = watch.data?.status ?? 'waiting'

  useEffect(() => {
    const reply = watch.data
    if (!reply || (reply.status !== 'confirmed' && reply.status !== 'expired')) return
    setEnded(scanId)
    // Logging in starts a new session, which asks this query again: log in once.
    if (reply.status !== 'confirmed' || !reply.token || used.current === scanId) return
    used.current = scanId
    login(reply.token)
      .then(() => leaveLogin(params))
      .catch(reportError)
  }, [watch.data, scanId, params])

  const failed = error || (watch.status === 'error' ? watch.error : '')
  const tap = () => {
    if (error || status === 'expired') void create()
    else if (watch.status === 'error') void watch.reload()
  }

  return (
    <View className="qr-login" onClick={tap}>
      {scan && <QrCode className={`qr-login__code ${status === 'expired' ? 'qr-login__code--expired' : ''}`} text={scan.qrContent} />}
      <Text className="qr-login__status">{failed || STATUS_TEXT[status]}</Text>
    </View>
  )
}
