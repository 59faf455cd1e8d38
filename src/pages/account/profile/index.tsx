import { ProfileScreen } from '@/features/account/profile/profile-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(ProfileScreen)
