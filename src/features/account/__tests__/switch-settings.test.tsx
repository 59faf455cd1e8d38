import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope } from '@test/server'
import { DEMO_TOKEN, getDb } from '@mocks/db'
import { useSession } from '@/core/session/store'
import { accountStorageKey } from '@/core/session/auth'
import AccountListPage from '@/pages/account/list/index'
import SettingsPage from '@/pages/account/setting/home/index'
import NoticePage from '@/pages/account/setting/notice/index'

describe('switch shop', () => {
  it("lists the person's accounts and switches, leaving nothing of the old one", async () => {
    Taro.setStorageSync(accountStorageKey('draft'), 'old account draft')
    renderPage(<AccountListPage />, 'pages/account/list/index', { signedIn: true })
    const name = await screen.findByText('臻品供应链（深圳）有限公司')
    // The name's ellipsis hangs on its own class (WeChat's wcsc refuses `> :first-child`).
    expect(name).toHaveClass('account-switch__name')
    fireEvent.click(name)
    await waitFor(() => expect(useSession.getState().userInfo?.accountName).toBe('臻品供应链（深圳）有限公司'))
    const token = useSession.getState().userToken
    expect(token).not.toBe(DEMO_TOKEN)
    expect(getDb().sessions[token]).toEqual({ userId: 10001, accountId: 20002 })
    expect(Taro.getStorageSync('userToken')).toBe(token)
    expect(Taro.getStorageSync(accountStorageKey('draft'))).toBe('')
    expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/account/index' })
  })

  it('refuses an account of someone else with the 403 dialog', async () => {
    failWithEnvelope('/account/v3/login/enterprise', 403, '无权切换到该账号')
    renderPage(<AccountListPage />, 'pages/account/list/index', { signedIn: true })
    fireEvent.click(await screen.findByText('王经理（个人）'))
    await waitFor(() => expect(uiLog.modals[0]).toMatchObject({ confirmText: '知道了' }))
    expect(useSession.getState().userToken).toBe(DEMO_TOKEN)
  })
})

describe('settings', () => {
  it('shows the profile, phone and bank cards', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    expect(await screen.findByText('138****8000')).toBeInTheDocument()
    expect(await screen.findByText('招商银行（尾号5678）')).toBeInTheDocument()
    expect(screen.queryByText(/6225880112345678/)).not.toBeInTheDocument()
  })

  it('binds a bank card with the SMS code', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    fireEvent.click(await screen.findByText('+ 添加银行卡'))
    const input = (placeholder: string, value: string) => fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value }, detail: { value } })
    input('如 招商银行', '建设银行')
    input('16-19位银行卡号', '6217 0000 1111 2222')
    input('请输入持卡人', '王经理')
    input('发送至 138****8000', '12')
    fireEvent.click(screen.getByText('确认绑定'))
    expect(await screen.findByText('请输入4位短信验证码')).toBeInTheDocument()
    input('发送至 138****8000', '1234')
    fireEvent.click(screen.getByText('确认绑定'))
    await waitFor(() => expect(getDb().bankCards[10001].some((card) => card.cardTail === '2222')).toBe(true))
  })

  it('unbinds a card after confirming', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    await screen.findByText('中国工商银行（尾号2233）')
    modalAnswers.push(true)
    fireEvent.click(screen.getAllByText('解绑')[1])
    await waitFor(() => expect(getDb().bankCards[10001]).toHaveLength(1))
  })

  it('changes the phone with a code sent to the new number', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    fireEvent.click(await screen.findByText('更换手机号'))
    fireEvent.input(screen.getByPlaceholderText('请输入新的手机号'), { target: { value: '13900009999' }, detail: { value: '13900009999' } })
    fireEvent.click(screen.getByText('获取验证码'))
    await waitFor(() => expect(getDb().smsCodes['update-phone:13900009999']).toBeDefined())
    const code = getDb().smsCodes['update-phone:13900009999'].code
    fireEvent.input(screen.getByPlaceholderText('4位短信验证码'), { target: { value: code }, detail: { value: code } })
    fireEvent.click(screen.getByText('确认更换'))
    await waitFor(() => expect(getDb().people[0].phone).toBe('13900009999'))
  })

  it('logs out after confirming and lands on the home tab', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    await screen.findByText('138****8000')
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('退出登录', { selector: '.nut-button-children, .nut-button-children *' }))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/post/index' }))
    expect(useSession.getState()).toMatchObject({ userToken: '', userInfo: null })
  })

  it('switches the API environment outside production', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    fireEvent.click(await screen.findByText('stage'))
    await waitFor(() => expect(Taro.getStorageSync('apiEnv')).toBe('stage'))
  })

  it('the demo account cannot be closed: the server says so', async () => {
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    fireEvent.click(await screen.findByText('注销账号'))
    fireEvent.input(screen.getByPlaceholderText('发送至 138****8000', { exact: false }), { target: { value: '1234' }, detail: { value: '1234' } })
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('注销账号', { selector: '.nut-button-children, .nut-button-children *' }))
    expect(await screen.findByText('演示账号不能注销')).toBeInTheDocument()
    expect(getDb().people[0].status).toBe('active')
  })

  it('shows bank card loading failures with a retry', async () => {
    failPath('/account/bankcards', 500)
    renderPage(<SettingsPage />, 'pages/account/setting/home/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})

describe('notice settings', () => {
  it('saves a switch at once', async () => {
    renderPage(<NoticePage />, 'pages/account/setting/notice/index', { signedIn: true })
    await screen.findByText('活动推荐')
    // NutUI's switch takes its checked prop into its own state after the first render
    await new Promise((done) => setTimeout(done, 50))
    const switches = document.querySelectorAll('.nut-switch')
    fireEvent.click(switches[switches.length - 1])
    await waitFor(() => expect(getDb().noticeSettings[10001].marketing).toBe(true))
  })

  it('shows a failure', async () => {
    failPath('/account/notice-settings', 500)
    renderPage(<NoticePage />, 'pages/account/setting/notice/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })
})
