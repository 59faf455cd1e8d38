import { PrivacyScreen } from '@/features/account/privacy/privacy-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(PrivacyScreen)
