import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { DEMO_TOKEN, getDb } from '@mocks/db'
import { useSession } from '@/core/session/store'
import { setUserToken } from '@/core/session/store'
import LoginPage from '@/pages/account/login/index'
import { openScannedCode } from '@/features/post'

describe('QR login', () => {
  it('shows a real QR code and logs in once the phone confirms', async () => {
    renderPage(<LoginPage />, 'pages/account/login/index', { query: { backUrl: '/pages/home/account/index' } })
    fireEvent.click(screen.getByText('扫码登录'))
    expect(await screen.findByText('请使用已登录的同行圈APP扫一扫')).toBeInTheDocument()
    await waitFor(() => expect(document.querySelector('img[src^="data:image/svg+xml"]')).not.toBeNull())
    const scanId = Object.keys(getDb().scanLogins)[0]

    // The phone, signed in as the demo shop, scans and confirms.
    setUserToken(DEMO_TOKEN)
    await openScannedCode(`luxtrade://scan-login?id=${scanId}`)
    expect(uiLog.modals.at(-1)?.title).toBe('确认登录')
    setUserToken('')

    await waitFor(() => expect(useSession.getState().userInfo?.nickname).toBe('王经理'), { timeout: 5000 })
    expect(navigationLog.at(-1)).toEqual({ method: 'switchTab', url: '/pages/home/account/index' })
  })

  it('a code cannot be used twice', async () => {
    setUserToken(DEMO_TOKEN)
    getDb().scanLogins.scan1 = { status: 'confirmed', createdAt: Date.now(), token: 'x' }
    await expect(openScannedCode('luxtrade://scan-login?id=scan1')).rejects.toMatchObject({ message: '二维码已被使用' })
  })
})
