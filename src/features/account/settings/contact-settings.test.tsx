import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb, PEER_TOKEN } from '@mocks/db'
import { setUserToken } from '@/core/session/store'
import SettingsPage from '@/pages/account/setting/home/index'

const panel = () => document.querySelector('.settings__panel') as HTMLElement
const wechatInput = (value: string) => fireEvent.input(within(panel()).getByPlaceholderText('请输入微信号'), { target: { value }, detail: { value } })
const demoContact = () => getDb().contacts[1001]
const openPanel = async () => {
  fireEvent.click(await screen.findByText('店铺联系方式'))
  await within(panel()).findByText('公开电话')
  // NutUI's switch takes its checked prop into its own state after the first render
  await new Promise((done) => setTimeout(done, 50))
}
const switchOf = (title: string) => within(panel()).getByText(title).closest('.switch-cell')!.querySelector('.nut-switch') as HTMLElement
const save = () => fireEvent.click(within(panel()).getByText('保存'))

describe('店铺联系方式', () => {
  it('shows what peers see and saves the shop’s choice', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    await openPanel()
    expect(within(panel()).getByText(/同行看到 138\*\*\*\*8000/)).toBeInTheDocument()
    expect(within(panel()).getByPlaceholderText('请输入微信号')).toHaveValue('zhenpin_mingbao')
    fireEvent.click(switchOf('公开电话'))
    fireEvent.click(switchOf('接受询价'))
    wechatInput('zp_bags2026')
    save()
    await waitFor(() => expect(demoContact()).toMatchObject({ showPhone: false, showWechat: true, wechat: 'zp_bags2026', acceptInquiry: false }))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('联系方式已保存'))
    // the panel closes on success
    await waitFor(() => expect(panel()).toBeNull())
  })

  it('checks the WeChat id before saving; the error goes once it is fixed', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    await openPanel()
    wechatInput('')
    save()
    expect(await within(panel()).findByText('公开微信前请填写微信号')).toBeInTheDocument()
    wechatInput('8bad')
    expect(within(panel()).getByText('微信号为6-20位字母、数字、下划线或减号，以字母开头')).toBeInTheDocument()
    wechatInput('zp_bags2026')
    expect(within(panel()).queryByText('微信号为6-20位字母、数字、下划线或减号，以字母开头')).not.toBeInTheDocument()
    expect(within(panel()).queryByText('公开微信前请填写微信号')).not.toBeInTheDocument()
    expect(demoContact().wechat).toBe('zhenpin_mingbao')
  })

  it('sends an account without a shop to open one (the server’s 402)', async () => {
    setUserToken(PEER_TOKEN)
    renderPage(<SettingsPage />, 'pages/account/setting/home/index')
    fireEvent.click(await screen.findByText('店铺联系方式'))
    await waitFor(() => expect(uiLog.modals.at(-1)).toBeDefined())
    expect(within(panel()).queryByText('公开电话')).not.toBeInTheDocument()
  })
})
