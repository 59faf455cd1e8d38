import { useCallback, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { accountApi, type ScanStatus } from '@/core/api/account'
import { callApi } from '@/core/request'
import { login } from '@/core/session/auth'
import { reportError } from '@/core/app/errors'
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
 * watched through scan/sse (polled every 2 s), and the session once the phone confirms.
 */
export function QrLogin({ params }: { params: LoginParams }) {
  const [scan, setScan] = useState<{ scanId: string; qrContent: string } | null>(null)
  const [status, setStatus] = useState<ScanStatus>('waiting')
  const [error, setError] = useState('')
  const timer = useRef<ReturnType<typeof setInterval>>()

  const create = useCallback(async () => {
    clearInterval(timer.current)
    setError('')
    try {
      const created = await callApi(accountApi.scanCreate, undefined, { handleError: true })
      setScan(created)
      setStatus('waiting')
    } catch (e) {
      reportError(e)
      setError(e instanceof Error ? e.message : '二维码生成失败')
    }
  }, [])

  useEffect(() => {
    void create()
    return () => clearInterval(timer.current)
  }, [create])

  useEffect(() => {
    if (!scan) return
    timer.current = setInterval(async () => {
      try {
        const reply = await callApi(accountApi.scanSse, { scanId: scan.scanId }, { handleError: true, loading: false })
        setStatus(reply.status)
        if (reply.status === 'expired') clearInterval(timer.current)
        if (reply.status === 'confirmed' && reply.token) {
          clearInterval(timer.current)
          await login(reply.token)
          await leaveLogin(params)
        }
      } catch (e) {
        reportError(e)
      }
    }, SCAN_POLL_MS)
    return () => clearInterval(timer.current)
  }, [scan, params])

  return (
    <View className='qr-login' onClick={() => status === 'expired' && void create()}>
      {scan && <QrCode className={`qr-login__code ${status === 'expired' ? 'qr-login__code--expired' : ''}`} text={scan.qrContent} />}
      <Text className='qr-login__status'>{error || STATUS_TEXT[status]}</Text>
    </View>
  )
}
