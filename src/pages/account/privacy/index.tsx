import { PrivacyScreen } from '@/features/account/privacy/privacy-screen'

export default PrivacyScreen
