import { AccountSwitch } from '@/features/account/switch/account-switch'

export default AccountSwitch
