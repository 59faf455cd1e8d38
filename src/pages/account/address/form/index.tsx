import { AddressForm } from '@/features/account/address/address-form'
import { page } from '@/shared/ui/page-boundary'

export default page(AddressForm)
