import { screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { openSession } from '@mocks/lib/auth'
import { hiddenInAudit } from '@/core/app/audit'
import { setUserToken, useSession } from '@/core/session/store'
import BuyerGuidePage from '@/pages/guide/buyer/index'
import ApplyHomePage from '@/pages/member/apply/home/index'
import { ensureTradingPermission } from '../trading-permission'

// The mini-program build: audit mode only applies there.
vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

describe('trading permission under audit mode', () => {
  beforeEach(() => {
    vi.spyOn(Taro, 'getMenuButtonBoundingClientRect').mockReturnValue({ width: 87, height: 32, top: 24, bottom: 56, left: 281, right: 368 })
    useSession.setState({ init: true, isAuditMode: true })
  })
  afterEach(() => vi.restoreAllMocks())

  it('keeps the apply pages and the buyer guide off the entries', () => {
    for (const path of ['pages/member/apply/home/index', 'pages/member/apply/list/index', 'pages/member/apply/detail/index', 'pages/guide/buyer/index'] as const) {
      expect(hiddenInAudit(path)).toBe(true)
    }
  })

  it('the buyer guide, opened by a link, says nothing of fees or deposits', () => {
    renderPage(<BuyerGuidePage />, 'pages/guide/buyer/index')
    expect(screen.getByText('开通流程')).toBeInTheDocument()
    expect(screen.queryByText('费用与保证金')).not.toBeInTheDocument()
    expect(screen.queryByText(/缴纳保证金|服务费|收银台/)).not.toBeInTheDocument()
  })

  it('member/apply/home, opened by a link, neither shows nor offers the deposit', async () => {
    const asked = recordQueries('/member/apply/deposit')
    renderPage(<ApplyHomePage />, 'pages/member/apply/home/index', { signedIn: true })
    expect(await screen.findByText('已开通交易权限')).toBeInTheDocument()
    expect(screen.queryByText(/保证金/)).not.toBeInTheDocument()
    expect(asked).toHaveLength(0)
  })

  it('the dialog helper leads nowhere near applying or paying', async () => {
    setUserToken(openSession(10001, 20002))
    modalAnswers.push(true)
    const before = navigationLog.length
    expect(await ensureTradingPermission({ feature: '出价' })).toBe(false)
    expect(uiLog.modals[0]).toMatchObject({ content: '暂无权限进行此操作', confirmText: '知道了', showCancel: false })
    expect(navigationLog).toHaveLength(before)
  })
})
