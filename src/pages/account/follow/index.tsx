import { NotificationsScreen } from '@/features/account/notifications/notifications-screen'

export default NotificationsScreen
