import { KefuScreen } from '@/features/account/kefu/kefu-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(KefuScreen)
