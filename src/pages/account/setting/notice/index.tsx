import { NoticeSettingsScreen } from '@/features/account/settings/notice-settings'

export default NoticeSettingsScreen
