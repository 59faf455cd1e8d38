import { ProfileScreen } from '@/features/account/profile/profile-screen'

export default ProfileScreen
