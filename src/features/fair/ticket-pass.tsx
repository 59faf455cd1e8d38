import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { nativeApp } from '@/core/native/detect'
import { loadBridge } from '@/core/native/load-bridge'
import { isWeapp } from '@/core/platform/env'
import { useDueRefetch } from '@/shared/flow'
import { useClockedQuery } from '@/shared/query/clocked'
import { QrCode } from '@/shared/ui/qr-code'
import { StateView } from '@/shared/ui/state-view'
import { fairApi } from './api'

/**
 * The screen at full brightness while the code shows, put back after: wx.setScreenBrightness in
 * the mini-program, the bridge in the app; a plain browser cannot, so nothing there.
 */
export function useBrightScreen(): void {
  useEffect(() => {
    let restore: (() => void) | undefined
    if (isWeapp) {
      void Taro.getScreenBrightness()
        .then(({ value }) => {
          restore = () => void Taro.setScreenBrightness({ value }).catch(() => undefined)
          return Taro.setScreenBrightness({ value: 1 })
        })
        .catch(() => undefined)
    } else if (nativeApp()) {
      void loadBridge()
        .then((bridge) => bridge.callBridge('setScreenBrightness', { value: 1 }))
        .then(() => {
          restore = () => void loadBridge().then((bridge) => bridge.callBridge('setScreenBrightness', { restore: true }).catch(() => undefined))
        })
        .catch(() => undefined)
    }
    return () => restore?.()
  }, [])
}

/** A paid ticket's entry code: the server's signed QR (replaced every 30 s, a screenshot stops working) and its short code. */
export function TicketPass({ ticketId }: { ticketId: number }) {
  const remote = useClockedQuery(fairApi.pass, { id: ticketId })
  useDueRefetch(remote.data?.expiresAt, remote.reload)
  useBrightScreen()
  const pass = remote.data
  if (!pass) return <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={remote.reload} />
  return (
    <View className="fair-pass" aria-label="入场码">
      <QrCode text={pass.token} size={200} className="fair-pass__qr" />
      <Text className="fair-pass__code" aria-label="短码">
        {pass.shortCode}
      </Text>
      <Text className="fair-pass__hint">向检票员出示二维码，或报出上方 6 位短码</Text>
      <Text className="fair-pass__hint">二维码每 30 秒自动刷新，截图无效</Text>
    </View>
  )
}
