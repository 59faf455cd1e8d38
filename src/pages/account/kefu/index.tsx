import { KefuScreen } from '@/features/account/kefu/kefu-screen'

export default KefuScreen
