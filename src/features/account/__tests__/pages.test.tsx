import { fireEvent, screen, waitFor } from '@testing-library/react'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope } from '@test/server'
import { getDb } from '@mocks/db'
import { useSession } from '@/core/session/store'
import { installBridgeSimulator } from '@/core/native/simulator'
import NotificationsPage from '@/pages/account/follow/index'
import FollowShopPage from '@/pages/account/follow-shop/index'
import ProfilePage from '@/pages/account/profile/index'
import KefuPage from '@/pages/account/kefu/index'
import PrivacyPage from '@/pages/account/privacy/index'
import SharePage from '@/pages/account/share/index'
import BindPage from '@/pages/account/bind-enterprise/index'

const input = (placeholder: string, value: string) => fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value }, detail: { value } })

describe('notifications', () => {
  it('lists them newest first, unread marked; opening one reads it and follows its link', async () => {
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    fireEvent.click(await screen.findByText('竞拍成功'))
    await waitFor(() => expect(screen.getAllByLabelText('未读')).toHaveLength(1))
    await waitFor(() => expect(getDb().notifications[10001].find((item) => item.id === 51001)?.read).toBe(true))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/product/auction/home-list/index' })
  })

  it('reads all at once', async () => {
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    fireEvent.click(await screen.findByText('全部已读'))
    await waitFor(() => expect(getDb().notifications[10001].every((item) => item.read)).toBe(true))
    await waitFor(() => expect(screen.queryAllByLabelText('未读')).toHaveLength(0))
  })

  it('shows a failure', async () => {
    failPath('/account/notifications', 502)
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('shows the empty inbox', async () => {
    getDb().notifications[10001] = []
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    expect(await screen.findByText('暂无消息')).toBeInTheDocument()
  })
})

describe('followed shops', () => {
  it('unfollows at once and keeps it when the server agrees', async () => {
    renderPage(<FollowShopPage />, 'pages/account/follow-shop/index', { signedIn: true })
    await screen.findByText('上海名表行')
    fireEvent.click(screen.getAllByText('已关注')[0])
    expect(await screen.findByText('+ 关注')).toBeInTheDocument()
    await waitFor(() => expect(getDb().followShops[10001].map((follow) => follow.shopId)).not.toContain(1002))
  })

  it('rolls the button back when the server refuses', async () => {
    renderPage(<FollowShopPage />, 'pages/account/follow-shop/index', { signedIn: true })
    await screen.findByText('上海名表行')
    failWithEnvelope('/account/follow-shop', 500, '服务繁忙')
    fireEvent.click(screen.getAllByText('已关注')[0])
    // the server's words, as every failure toast of the kit says them
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙'))
    expect(screen.queryByText('+ 关注')).not.toBeInTheDocument()
  })
})

describe('profile', () => {
  it('uploads a new avatar and saves the nickname', async () => {
    renderPage(<ProfilePage />, 'pages/account/profile/index', { signedIn: true })
    fireEvent.click(await screen.findByText('更换头像'))
    await waitFor(() => expect(getDb().people[0].avatar).toMatch(/mock-uploads/))
    fireEvent.input(screen.getByDisplayValue('王经理'), { target: { value: '王总' }, detail: { value: '王总' } })
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(getDb().people[0].nickname).toBe('王总'))
    expect(useSession.getState().userInfo?.nickname).toBe('王总')
  })

  it('checks the nickname length and shows server errors', async () => {
    renderPage(<ProfilePage />, 'pages/account/profile/index', { signedIn: true })
    fireEvent.input(await screen.findByDisplayValue('王经理'), { target: { value: '王' }, detail: { value: '王' } })
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('昵称应为2-20个字')).toBeInTheDocument()
    failWithEnvelope('/account/v3/account/update', 400, '昵称包含敏感词')
    fireEvent.input(screen.getByDisplayValue('王'), { target: { value: '王老板' }, detail: { value: '王老板' } })
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('昵称包含敏感词')).toBeInTheDocument()
  })
})

describe('customer service and privacy', () => {
  it('shows the contacts and questions', async () => {
    renderPage(<KefuPage />, 'pages/account/kefu/index')
    expect(await screen.findByText('400-820-8888')).toBeInTheDocument()
    expect(screen.getByText('如何开通店铺？')).toBeInTheDocument()
  })

  it('kefu shows a failure', async () => {
    failPath('/account/kefu', 500)
    renderPage(<KefuPage />, 'pages/account/kefu/index')
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('privacy opens offline', () => {
    renderPage(<PrivacyPage />, 'pages/account/privacy/index')
    expect(screen.getByText('同行圈隐私政策')).toBeInTheDocument()
    expect(screen.getByText('一、我们收集的信息')).toBeInTheDocument()
  })
})

describe('quote sharing', () => {
  it('shows peer prices to an account with PRODUCT_DETAIL_PRICE and copies the quote', async () => {
    renderPage(<SharePage />, 'pages/account/share/index', { signedIn: true })
    const rows = await screen.findAllByText(/^¥/)
    expect(rows.length).toBeGreaterThan(0)
    fireEvent.click(rows[0])
    expect(screen.getByText('已选 1 件')).toBeInTheDocument()
  })

  it('shows a failure with a retry', async () => {
    failPath('/account/share/quote-items', 500)
    renderPage(<SharePage />, 'pages/account/share/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })

  it('hides peer prices from an account without the permission', async () => {
    getDb().accounts[0].permission = []
    renderPage(<SharePage />, 'pages/account/share/index', { signedIn: true })
    expect((await screen.findAllByText('同行价仅对认证商家展示')).length).toBeGreaterThan(0)
    expect(screen.queryByText(/^¥/)).not.toBeInTheDocument()
  })
})

describe('open a shop', () => {
  it('checks the form', async () => {
    renderPage(<BindPage />, 'pages/account/bind-enterprise/index', { signedIn: true })
    await screen.findByText('有限责任公司')
    fireEvent.click(screen.getByText('提交开通'))
    expect(await screen.findByText('店铺名称应为2-30个字')).toBeInTheDocument()
    expect(screen.getByText('请选择主体类型')).toBeInTheDocument()
    expect(screen.getByText('请选择经营品类')).toBeInTheDocument()
  })

  it('opens the shop, acts as it and goes to the redirect page, replacing this one', async () => {
    renderPage(<BindPage />, 'pages/account/bind-enterprise/index', {
      signedIn: true,
      query: { accountId: '20003', redirect: encodeURIComponent('/pages/home/stock/index'), replace: 'true' },
    })
    await screen.findByText('有限责任公司')
    input('请输入店铺名称', '王氏名表')
    fireEvent.click(screen.getByText('个体工商户'))
    fireEvent.click(screen.getByText('腕表'))
    input('请输入联系人', '王经理')
    fireEvent.click(screen.getByText('提交开通'))
    await waitFor(() => expect(useSession.getState().userInfo?.accountName).toBe('王氏名表'))
    expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/stock/index' })
  })

  it('inside the native app follows appRedirect', async () => {
    installBridgeSimulator()
    renderPage(<BindPage />, 'pages/account/bind-enterprise/index', {
      signedIn: true,
      query: { redirect: '/pages/home/stock/index', appRedirect: '/pages/member/apply/home/index' },
    })
    await screen.findByText('有限责任公司')
    input('请输入店铺名称', '王氏中古')
    fireEvent.click(screen.getByText('有限责任公司'))
    fireEvent.click(screen.getByText('箱包'))
    input('请输入联系人', '王经理')
    fireEvent.click(screen.getByText('提交开通'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/member/apply/home/index' }))
    delete (window as { __nativeAppUserAgent?: string }).__nativeAppUserAgent
  })

  it('shows the server refusal and keeps the form', async () => {
    renderPage(<BindPage />, 'pages/account/bind-enterprise/index', { signedIn: true })
    await screen.findByText('有限责任公司')
    input('请输入店铺名称', '臻品名包汇')
    fireEvent.click(screen.getByText('个体工商户'))
    fireEvent.click(screen.getByText('箱包'))
    input('请输入联系人', '王经理')
    fireEvent.click(screen.getByText('提交开通'))
    expect(await screen.findByText('该店铺名称已被使用')).toBeInTheDocument()
    expect(screen.getByDisplayValue('臻品名包汇')).toBeInTheDocument()
  })

  it('real-name verification goes to the native app', async () => {
    renderPage(<BindPage />, 'pages/account/bind-enterprise/index', { signedIn: true })
    fireEvent.click(await screen.findByText('法人实名认证'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toContain('/pages/guide/to-app/index'))
    expect(modalAnswers).toEqual([])
  })
})
