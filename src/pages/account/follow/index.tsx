import { NotificationsScreen } from '@/features/account/notifications/notifications-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(NotificationsScreen)
