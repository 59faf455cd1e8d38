import { AddressForm } from '@/features/account/address/address-form'

export default AddressForm
