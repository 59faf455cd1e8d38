import { SettingsScreen } from '@/features/account/settings/settings-screen'

export default SettingsScreen
