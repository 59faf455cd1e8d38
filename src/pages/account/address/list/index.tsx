import { AddressList } from '@/features/account/address/address-list'
import { page } from '@/shared/ui/page-boundary'

export default page(AddressList)
