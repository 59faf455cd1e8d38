import { AccountSwitch } from '@/features/account/switch/account-switch'
import { page } from '@/shared/ui/page-boundary'

export default page(AccountSwitch)
