import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb, PEER_TOKEN } from '@mocks/db'
import { DEMO_INVITE_CODE, DEMO_SHOP_ACCOUNT, STAFF_USER_ID } from '@mocks/db/seed-account'
import { setUserToken } from '@/core/session/store'
import SettingsPage from '@/pages/account/setting/home/index'

const panel = () => document.querySelector('.settings__panel') as HTMLElement
const demoShop = () => getDb().accounts.find((account) => account.accountId === DEMO_SHOP_ACCOUNT)!

async function openPanel() {
  fireEvent.click(await screen.findByText('店员管理'))
  await within(panel()).findByText(DEMO_INVITE_CODE)
  // NutUI's switch takes its checked prop into its own state after the first render
  await new Promise((done) => setTimeout(done, 50))
}

describe('店员管理', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the owner the invitation code and who joined; copying the code says so', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    await openPanel()
    expect(await within(panel()).findByText('小周')).toBeInTheDocument()
    const copied = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    fireEvent.click(within(panel()).getByText('复制邀请码'))
    expect(copied).toHaveBeenCalledWith({ data: DEMO_INVITE_CODE })
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('邀请码已复制'))
  })

  it('lets the owner decide whether staff see cost prices', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    await openPanel()
    const toggle = within(panel()).getByText('店员可见成本价').closest('.switch-cell')!.querySelector('.nut-switch') as HTMLElement
    fireEvent.click(toggle)
    await waitFor(() => expect(demoShop().staffSeesCost).toBe(true))
    expect(uiLog.toasts.at(-1)?.title).toBe('店员可以看到成本价')
  })

  it('removes a member after confirming', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    await openPanel()
    await within(panel()).findByText('小周')
    modalAnswers.push(true)
    fireEvent.click(within(panel()).getByText('移除'))
    await waitFor(() => expect(within(panel()).queryByText('小周')).not.toBeInTheDocument())
    expect(demoShop().staff?.some((member) => member.userId === STAFF_USER_ID)).toBe(false)
  })

  it('is not offered to an account without a shop of its own', async () => {
    setUserToken(PEER_TOKEN)
    renderPage(<SettingsPage />, 'pages/account/setting/home/index')
    await screen.findByText('店铺联系方式')
    await new Promise((done) => setTimeout(done, 100))
    expect(screen.queryByText('店员管理')).not.toBeInTheDocument()
  })
})
