import { LoginScreen } from '@/features/account/login/login-screen'

export default LoginScreen
