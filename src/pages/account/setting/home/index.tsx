import { SettingsScreen } from '@/features/account/settings/settings-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(SettingsScreen)
