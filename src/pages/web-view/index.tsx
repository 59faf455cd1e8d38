import { useShareAppMessage } from '@tarojs/taro'
import { WebViewScreen } from '@/features/web-view/web-view-screen'

export default function WebViewPage() {
  useShareAppMessage(() => ({}))
  return <WebViewScreen />
}
