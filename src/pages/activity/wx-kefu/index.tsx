import { WxKefuScreen } from '@/features/help/wx-kefu-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(WxKefuScreen)
