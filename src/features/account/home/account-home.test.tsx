import { fireEvent, screen } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import { DEMO_TOKEN, getDb } from '@mocks/db'
import { initApp, resetAppInit } from '@/core/app/init'
import { setUserToken, useSession } from '@/core/session/store'
import HomeAccountPage from '@/pages/home/account/index'
import { ACCOUNT_SECTIONS } from './account-entries'

/** A membership's tips as shown (the date and its 到期 kept together in a span of their own). */
const tips = (text: string) => screen.getByText((_, element) => element?.classList.contains('account-home__member-tips') === true && element.textContent === text)

describe('mine tab', () => {
  it('shows the user, the current account and the memberships', async () => {
    renderPage(<HomeAccountPage />, 'pages/home/account/index', { signedIn: true })
    expect(await screen.findByText('王经理')).toBeInTheDocument()
    expect(screen.getByText('臻品名包汇')).toBeInTheDocument()
    expect(screen.getByText('店铺会员')).toBeInTheDocument()
    expect(tips('店铺会员将于2027-03-01到期')).toBeInTheDocument()
    expect(tips('账号会员将于2026-11-29到期，续费享9折')).toBeInTheDocument()
    // The date never breaks from its 到期.
    expect(screen.getByText('2027-03-01到期')).toHaveClass('account-home__nowrap')
  })

  it("shows start-up's user info without asking for it again, and holds the card's place until then", async () => {
    const asked = recordQueries('/account/v3/info')
    useSession.setState({ init: false })
    resetAppInit()
    setUserToken(DEMO_TOKEN)
    const { container } = renderPage(<HomeAccountPage />, 'pages/home/account/index', { signedIn: true })
    // Before start-up is done: the card's frame, as tall as the card (nothing below jumps).
    expect(container.querySelector('.account-home__frame')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    await initApp()
    expect(await screen.findByText('王经理')).toBeInTheDocument()
    expect(container.querySelector('.account-home__frame')).toBeNull()
    await new Promise((done) => setTimeout(done, 50))
    expect(asked).toHaveLength(1)
  })

  it('offers 立即续费 on an expired membership, 续费 on a held one', async () => {
    const shop = getDb().accounts.find((account) => account.name === '臻品名包汇')!
    shop.memberSendList[0] = { ...shop.memberSendList[0], status: 0, expiredTips: '店铺会员已于2026-10-01到期' }
    renderPage(<HomeAccountPage />, 'pages/home/account/index', { signedIn: true })
    expect(await screen.findByText('立即续费')).toBeInTheDocument()
    expect(screen.getByText('续费')).toBeInTheDocument()
  })

  it("opens a membership's button link", async () => {
    renderPage(<HomeAccountPage />, 'pages/home/account/index', { signedIn: true })
    await screen.findByText('王经理')
    fireEvent.click(tips('账号会员将于2026-11-29到期，续费享9折'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/activity/member/index?code=P0016' })
  })

  it('asks a signed-out visitor to log in and still lists every area', () => {
    renderPage(<HomeAccountPage />, 'pages/home/account/index')
    expect(screen.getByText('登录后管理店铺、订单与会员')).toBeInTheDocument()
    for (const section of ACCOUNT_SECTIONS) {
      expect(screen.getByText(section.title)).toBeInTheDocument()
    }
  })

  it('reaches every area of the product from its entries', () => {
    const areas = new Set(ACCOUNT_SECTIONS.flatMap((section) => section.entries.map((entry) => entry.path.split('/')[1])))
    for (const area of ['account', 'post', 'activity', 'product', 'member', 'recycle', 'quality', 'evaluate', 'maintain', 'check-code', 'express', 'guide']) {
      expect(areas, area).toContain(area)
    }
  })

  it('shows an error with retry when the user info fails', async () => {
    failPath('/account/v3/info', 500)
    renderPage(<HomeAccountPage />, 'pages/home/account/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })
})
