import { AddressList } from '@/features/account/address/address-list'

export default AddressList
