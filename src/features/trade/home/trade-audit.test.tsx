import { screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderPage } from '@test/render'
import { useSession } from '@/core/session/store'
import { auditApplies, hiddenInAudit } from '@/core/app/audit'
import HomeTradePage from '@/pages/home/trade/index'
import HomeAccountPage from '@/pages/home/account/index'
import SmuListPage from '@/pages/product/smu/list/index'
import SmuFormPage from '@/pages/product/smu/form/index'
import SmuDetailPage from '@/pages/product/smu/detail/index'
import SmuPricePage from '@/pages/product/smu/setting-price/index'
import { recordQueries } from '@test/server'

// The mini-program build: audit mode only applies there.
vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

describe('audit mode in the mini-program', () => {
  // The mini-program's capsule button, which the H5 API under test does not have.
  beforeEach(() => {
    vi.spyOn(Taro, 'getMenuButtonBoundingClientRect').mockReturnValue({ width: 87, height: 32, top: 24, bottom: 56, left: 281, right: 368 })
  })
  afterEach(() => vi.restoreAllMocks())

  it('on: the trade tab is the catalogue only, and nothing offers payment, bidding, consignment or membership', async () => {
    useSession.setState({ init: true, isAuditMode: true })
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('百达翡丽')).toBeInTheDocument()
    expect(screen.getByText('品牌筛选')).toBeInTheDocument()
    expect(screen.getByRole('search', { name: '搜索商品' })).toBeInTheDocument()
    for (const hidden of [
      '拍卖专区',
      '直播专区',
      '捡漏',
      '我的拍品',
      '回收专区',
      '交易权限',
      '拍卖专场',
      '爱马仕专场',
      '正在直播',
      '正在拍卖',
      '即将开拍',
      '我的竞拍',
      '我的待办',
    ]) {
      expect(screen.queryByText(hidden)).not.toBeInTheDocument()
    }
  })

  it('on: a signed-in dealer sees no consignments, and nothing asks for them', async () => {
    useSession.setState({ init: true, isAuditMode: true })
    const asked = recordQueries('/trade/todos')
    const recycling = recordQueries('/recycle/')
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    expect(await screen.findByText('百达翡丽')).toBeInTheDocument()
    for (const hidden of ['我的待办', '草稿待完善', '未通过待修改', '捡漏', '拍卖专区']) expect(screen.queryByText(hidden)).not.toBeInTheDocument()
    expect(screen.queryByText('待验货', { exact: false })).not.toBeInTheDocument()
    expect(asked).toHaveLength(0)
    expect(recycling).toHaveLength(0)
  })

  it('on: every consignment page says it is not available instead of offering consignment', async () => {
    useSession.setState({ init: true, isAuditMode: true })
    const asked = recordQueries('/product/smu/')
    const pages = [
      [<SmuListPage key="list" />, 'pages/product/smu/list/index'],
      [<SmuFormPage key="form" />, 'pages/product/smu/form/index'],
      [<SmuDetailPage key="detail" />, 'pages/product/smu/detail/index'],
      [<SmuPricePage key="price" />, 'pages/product/smu/setting-price/index'],
    ] as const
    for (const [ui, path] of pages) {
      const view = renderPage(ui, path, { signedIn: true, query: { id: '800001' } })
      expect(screen.getByText('暂不支持寄拍')).toBeInTheDocument()
      for (const hidden of ['发布拍品', '存草稿', '提交审核', '撤回']) expect(screen.queryByText(hidden)).not.toBeInTheDocument()
      view.unmount()
    }
    expect(asked).toHaveLength(0)
  })

  it('off: every trading area is offered', async () => {
    useSession.setState({ init: true, isAuditMode: false })
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('爱马仕专场')).toBeInTheDocument()
    for (const shown of ['拍卖专区', '直播专区', '我的拍品', '回收专区', '交易权限']) expect(screen.getByText(shown)).toBeInTheDocument()
  })

  it('on: the mine tab offers no membership, trading permission or order entries', () => {
    useSession.setState({ init: true, isAuditMode: true })
    renderPage(<HomeAccountPage />, 'pages/home/account/index')
    expect(screen.getByText('地址管理')).toBeInTheDocument()
    for (const hidden of ['会员中心', '交易权限', '我的拍品', '卖家中心', '我的报价']) expect(screen.queryByText(hidden)).not.toBeInTheDocument()
  })

  it('applies only once start-up has settled it, and only in the mini-program', () => {
    expect(auditApplies({ init: false, isAuditMode: true }, true)).toBe(false)
    expect(auditApplies({ init: true, isAuditMode: true }, true)).toBe(true)
    expect(auditApplies({ init: true, isAuditMode: true }, false)).toBe(false)
    expect(hiddenInAudit('pages/product/sku/list/index')).toBe(false)
    expect(hiddenInAudit('pages/order/cash/index')).toBe(true)
  })
})
