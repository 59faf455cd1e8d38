import { LoginScreen } from '@/features/account/login/login-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(LoginScreen)
