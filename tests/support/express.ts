import { expressApi, type ParcelPurpose, type SendInput } from '@/features/express/api'
import { DEMO_TOKEN } from '@mocks/db'
import { mockCall } from '@mocks/lib/call'

/** The demo shop's sender as the address book gives it. */
export const SENDER = { name: '王经理', phone: '13800138000', address: '广东省深圳市福田区华强北路1002号' }
export const RECEIVER = { name: '陈女士', phone: '13600136000', address: '上海市静安区南京西路1038号梅龙镇广场9楼' }

/** Send a parcel through the mock (self-shipped unless a pickup is given). */
export function sendParcel(purpose: ParcelPurpose, overrides: Partial<SendInput> = {}, token = DEMO_TOKEN) {
  return mockCall(
    expressApi.send,
    {
      purpose,
      sender: SENDER,
      receiver: purpose.orderId === null ? RECEIVER : null,
      itemType: '箱包',
      declaredValueCents: 500_000,
      pickup: null,
      selfShipped: { carrier: '顺丰速运', waybillNo: 'SF1234567890123' },
      ...overrides,
    },
    token,
  )
}

/** Ship a recycling order (awaiting_shipment → in_transit) as the app does now: a self-shipped parcel. */
export function shipRecycle(id: number, waybillNo = 'SF1234567890', carrier = '顺丰速运', token = DEMO_TOKEN) {
  return sendParcel({ kind: 'recycle', orderId: id }, { selfShipped: { carrier, waybillNo } }, token)
}
