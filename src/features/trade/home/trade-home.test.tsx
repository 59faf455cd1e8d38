import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import HomeTradePage from '@/pages/home/trade/index'
import { initApp, resetAppInit } from '@/core/app/init'
import { useSession } from '@/core/session/store'
import { callApi } from '@/core/request'
import { tradeApi } from '../api'
import { brandNamed } from '../../../../mocks/db/brands'
import { getDb } from '../../../../mocks/db'

describe('trade tab', () => {
  it('shows hot brands and auction sessions with their state', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('爱马仕专场')).toBeInTheDocument()
    expect(screen.getByText('拍卖中')).toBeInTheDocument()
    expect(screen.getAllByText('预展中').length).toBeGreaterThan(0)
    expect(screen.getByText('百达翡丽')).toBeInTheDocument()
  })

  it('names a session by the real clock: one that started is never 预展中', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await screen.findByText('爱马仕专场')
    const { sessions } = await callApi(tradeApi.home)
    const now = Date.now()
    for (const session of sessions) {
      const shown = screen.getByText(session.title).closest('.trade-home__session')?.querySelector('.trade-home__status')?.textContent
      const started = Date.parse(session.startAt) <= now
      expect(shown, session.title).toBe(started ? (shown === '拍卖中' ? '拍卖中' : '已结束') : '预展中')
    }
    expect(screen.getAllByText('已结束').length).toBeGreaterThan(0)
  })

  it('opens a session and a brand', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    fireEvent.click(await screen.findByText('爱马仕专场'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/auction/list/index?sessionId=7001')
    // a second tap within 300 ms is the same gesture: wait as a person would
    await new Promise((done) => setTimeout(done, 310))
    fireEvent.click(screen.getByText('劳力士'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/sku/list/index?brandId=${brandNamed('劳力士')!.id}&brandName=${encodeURIComponent('劳力士')}`)
  })

  it('keeps the entries when the sessions fail to load', async () => {
    failPath('/trade/home', 503)
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('网络请求失败（503）')).toBeInTheDocument()
    expect(screen.getByText('拍卖专区')).toBeInTheDocument()
  })

  it('asks for its data only once app start-up is done', async () => {
    resetAppInit()
    useSession.setState({ init: false })
    const asked = recordQueries('/trade/home')
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await new Promise((done) => setTimeout(done, 100))
    expect(asked).toHaveLength(0)
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    await initApp({ withSilentLogin: false })
    expect(await screen.findByText('爱马仕专场')).toBeInTheDocument()
    expect(asked).toHaveLength(1)
  })

  it("shows a signed-in dealer's consignments needing action, each opening 我的拍品 on its state", async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    expect(await screen.findByText('我的寄拍待处理')).toBeInTheDocument()
    const row = (text: string) => screen.getByText(text).closest('.trade-home__todo')!
    expect(row('草稿待完善')).toHaveTextContent('2 件')
    expect(row('未通过待修改')).toHaveTextContent('1 件')
    fireEvent.click(row('未通过待修改'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/smu/list/index?status=rejected')
  })

  it('shows no consignment section signed out, or with nothing to do', async () => {
    const first = renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await screen.findByText('爱马仕专场')
    expect(screen.queryByText('我的寄拍待处理')).not.toBeInTheDocument()
    first.unmount()
    getDb().smu = { 20001: [] }
    const asked = recordQueries('/product/smu/counts')
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    await screen.findByText('爱马仕专场')
    await waitFor(() => expect(asked).toHaveLength(1))
    await new Promise((done) => setTimeout(done, 50))
    expect(screen.queryByText('我的寄拍待处理')).not.toBeInTheDocument()
  })
})
