import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Scan } from '@nutui/icons-react-taro'
import { scanCode } from '@/core/native/scan'
import { openScannedCode } from './scanned-code'
import { reportError } from '@/core/app/errors'

/** 扫一扫: scan a platform code (a post's QR, a QR login) and open what it names. */
export function ScanButton() {
  const scan = async () => {
    try {
      await openScannedCode(await scanCode())
    } catch (error) {
      reportError(error)
      const message = error instanceof Error ? error.message : ''
      if (message && !/cancel/i.test(message)) void Taro.showToast({ title: message, icon: 'none', duration: 2000 })
    }
  }
  return (
    <View className="scan-button" role="button" aria-label="扫一扫" onClick={() => void scan()}>
      <Scan size={20} />
    </View>
  )
}
