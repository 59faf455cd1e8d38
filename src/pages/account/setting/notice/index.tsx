import { NoticeSettingsScreen } from '@/features/account/settings/notice-settings'
import { page } from '@/shared/ui/page-boundary'

export default page(NoticeSettingsScreen)
