import { WebViewScreen } from '@/features/web-view/web-view-screen'

export default WebViewScreen
