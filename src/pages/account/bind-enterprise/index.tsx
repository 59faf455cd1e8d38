import { BindEnterprise } from '@/features/account/bind/bind-enterprise'

export default BindEnterprise
