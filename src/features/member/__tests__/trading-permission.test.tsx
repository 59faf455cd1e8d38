import { modalAnswers, navigationLog, setRoute, uiLog } from '@test/taro'
import { DEMO_TOKEN } from '@mocks/db'
import { openSession } from '@mocks/lib/auth'
import { setUserToken, useSession } from '@/core/session/store'
import { ensureTradingPermission, TRADING_DIALOG } from '../trading-permission'

const auction = 'pages/product/auction/detail/index'

describe('ensureTradingPermission', () => {
  beforeEach(() => setRoute(auction, { id: '5' }))

  it('lets an account holding PRODUCT_DETAIL_PRICE through without a dialog', async () => {
    setUserToken(DEMO_TOKEN)
    expect(await ensureTradingPermission({ feature: '出价' })).toBe(true)
    expect(uiLog.modals).toHaveLength(0)
  })

  it('without it shows the permission dialog, whose 确定 opens the application', async () => {
    setUserToken(openSession(10001, 20002))
    modalAnswers.push(true)
    expect(await ensureTradingPermission({ feature: '出价' })).toBe(false)
    expect(uiLog.modals[0]).toMatchObject({ title: TRADING_DIALOG.title, content: TRADING_DIALOG.content('出价'), confirmText: '确定', cancelText: '取消', showCancel: true })
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/member/apply/home/index' })
    expect(useSession.getState().modalInfo).toBeNull()
  })

  it('cancelled, stays where it was', async () => {
    setUserToken(openSession(10001, 20002))
    modalAnswers.push(false)
    const before = navigationLog.length
    expect(await ensureTradingPermission()).toBe(false)
    expect(uiLog.modals[0].content).toBe(TRADING_DIALOG.content('该操作'))
    expect(navigationLog).toHaveLength(before)
  })

  it('signed out, starts the login instead', async () => {
    setUserToken('')
    expect(await ensureTradingPermission()).toBe(false)
    expect(uiLog.modals).toHaveLength(0)
    expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index\?backUrl=/)
  })
})
