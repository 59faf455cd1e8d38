import { WebViewScreen } from '@/features/web-view/web-view-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(WebViewScreen)
