import Taro from '@tarojs/taro'
import { navigate } from '@/core/navigation'
import type { Address } from '../api'

/** The event the address list fires in check mode. */
export const ADDRESS_CHOSEN = 'account:address-chosen'

/**
 * Open the address list in check mode; resolves with the address the user picks there. The
 * list goes back to the opener after the pick.
 */
export function chooseAddress(currentId?: number): Promise<Address> {
  return new Promise((resolve) => {
    Taro.eventCenter.once(ADDRESS_CHOSEN, (address: Address) => resolve(address))
    void navigate('pages/account/address/list/index', { query: { addressId: currentId ?? 0, mode: 'check' } })
  })
}

/** Called by the list in check mode. */
export function returnChosenAddress(address: Address): void {
  Taro.eventCenter.trigger(ADDRESS_CHOSEN, address)
}
