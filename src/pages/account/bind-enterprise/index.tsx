import { BindEnterprise } from '@/features/account/bind/bind-enterprise'
import { page } from '@/shared/ui/page-boundary'

export default page(BindEnterprise)
