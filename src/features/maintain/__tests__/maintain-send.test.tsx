import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { findMaintain } from '@mocks/db/maintain'
import { expressState } from '@mocks/db/express'
import { mockCall } from '@mocks/lib/call'
import { returnChosenAddress } from '@/features/account'
import SendPage from '@/pages/maintain/order/send/index'
import { maintainApi } from '../api'
import { stateMovedText } from '../machine'

const SENDER = { id: 31001, name: '王经理', phone: '13800138000', province: '广东省', city: '深圳市', district: '福田区', detail: '华强北路1002号赛格广场3楼312', isDefault: true }
const button = (text: string) => screen.getByText(text, { selector: '.nut-button *, .nut-button' })

/** The send form filled for 我已自行寄出 (no pickup slot: the clock plays no part). */
async function fillSelfShipped() {
  renderPage(<SendPage />, 'pages/maintain/order/send/index', { signedIn: true, query: { id: '9101' } })
  await screen.findByText('寄往养护工坊')
  fireEvent.click(await screen.findByLabelText('选择寄件人'))
  act(() => returnChosenAddress(SENDER))
  expect(await screen.findByText(`${SENDER.name} ${SENDER.phone}`)).toBeInTheDocument()
  typeIn(/^整数元，最高/, '5000')
  fireEvent.click(screen.getByRole('radio', { name: '我已自行寄出' }))
  typeIn('按快递面单填写', 'SF1234567890')
}

describe('care send page', () => {
  it('a send goes through: the order is in transit with its parcel, and its detail opens', async () => {
    await fillSelfShipped()
    fireEvent.click(button('提交寄件信息'))
    await waitFor(() => expect(findMaintain(9101)?.status).toBe('in_transit'))
    const parcel = expressState().parcels.at(-1)!
    expect(findMaintain(9101)?.parcelId).toBe(parcel.id)
    expect(parcel).toMatchObject({ purpose: { kind: 'maintain', orderId: 9101 }, waybillNo: 'SF1234567890', declaredValueCents: 500_000 })
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/maintain/order/detail/index?id=9101' }))
  })

  it('refused because the order moved meanwhile: the reason is said and the page reloads the order as it is now', async () => {
    await fillSelfShipped()
    // Cancelled on another device while the form was open; the care order refuses the send (its 409, through the express module).
    await mockCall(maintainApi.cancel, { id: 9101 })
    fireEvent.click(button('提交寄件信息'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe(stateMovedText('cancelled', 'send')))
    // The care order was asked again (the page's refresh), not only the express calls.
    expect(await screen.findByText('当前状态不能寄出商品。')).toBeInTheDocument()
    expect(screen.queryByText('提交寄件信息')).not.toBeInTheDocument()
    expect(findMaintain(9101)?.parcelId).toBeNull()
  })
})
