import { screen, waitFor } from '@testing-library/react'
import { renderPage } from '@test/render'
import { SEEDED_TICKETS } from '@mocks/db/fair'
import VoucherPage from '@/pages/activity/guanhuo-activity-voucher/index'

const calls: { method: string; params: unknown }[] = []
let inApp = true
vi.mock('@/core/native/detect', async (original) => ({
  ...(await original<typeof import('@/core/native/detect')>()),
  nativeApp: () => (inApp ? { kind: 'android', version: '3.21.0' } : null),
}))
vi.mock('@/core/native/load-bridge', () => ({
  loadBridge: () =>
    Promise.resolve({
      callBridge: (method: string, params: unknown) => {
        calls.push({ method, params })
        return Promise.resolve(true)
      },
    }),
}))

beforeEach(() => {
  calls.length = 0
})

describe('the entry code in the app and on plain H5', () => {
  it('in the app, the bridge brightens the screen while the code shows and restores it after', async () => {
    inApp = true
    const page = renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.paid) } })
    await screen.findByText('二维码每 30 秒自动刷新，截图无效')
    await waitFor(() => expect(calls).toContainEqual({ method: 'setScreenBrightness', params: { value: 1 } }))
    page.unmount()
    await waitFor(() => expect(calls).toContainEqual({ method: 'setScreenBrightness', params: { restore: true } }))
  })

  it('on plain H5 nothing is asked of the screen', async () => {
    inApp = false
    renderPage(<VoucherPage />, 'pages/activity/guanhuo-activity-voucher/index', { signedIn: true, query: { id: String(SEEDED_TICKETS.paid) } })
    await screen.findByText('二维码每 30 秒自动刷新，截图无效')
    await new Promise((done) => setTimeout(done, 100))
    expect(calls).toEqual([])
  })
})
