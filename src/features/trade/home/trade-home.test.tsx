import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import HomeTradePage from '@/pages/home/trade/index'
import { initApp, resetAppInit } from '@/core/app/init'
import { useSession } from '@/core/session/store'
import { callApi } from '@/core/request'
import { tradeApi } from '../api'
import { brandNamed } from '@mocks/db/brands'
import { getDb } from '@mocks/db'

describe('trade tab', () => {
  it('shows hot brands, the rooms on air, the sessions bidding now and those starting soon, with countdowns', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('爱马仕专场')).toBeInTheDocument()
    expect(screen.getByText('百达翡丽')).toBeInTheDocument()
    expect(screen.getByText('正在直播')).toBeInTheDocument()
    expect(screen.getByText('臻品名包汇 · 爱马仕直播夜拍')).toBeInTheDocument()
    const row = (title: string) => screen.getByText(title).closest('.trade-home__session')!
    expect(row('爱马仕专场')).toHaveTextContent('拍卖中')
    expect(row('爱马仕专场')).toHaveTextContent(/距结拍 \d+:\d{2}:\d{2}/)
    expect(row('中古珠宝专场')).toHaveTextContent('预展中')
    expect(row('中古珠宝专场')).toHaveTextContent(/距开拍 \d:\d{2}:\d{2}/)
    expect(screen.queryByText('已结束')).not.toBeInTheDocument()
  })

  it('names a session by the server: one that started is never 预展中', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    await screen.findByText('爱马仕专场')
    const { sessions } = await callApi(tradeApi.home)
    for (const session of sessions) {
      const shown = screen.getByText(session.title).closest('.trade-home__session')?.querySelector('.trade-home__status')?.textContent
      expect(shown, session.title).toBe(Date.parse(session.startAt) <= Date.now() ? '拍卖中' : '预展中')
    }
  })

  it('opens a live room', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    fireEvent.click(await screen.findByText('臻品名包汇 · 爱马仕直播夜拍'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/live/room/index?id=7511')
  })

  it("shows a signed-in dealer's bidding: lots still open and won lots to pay, opening 我的竞拍", async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index', { signedIn: true })
    expect(await screen.findByText('我的竞拍')).toBeInTheDocument()
    const row = (text: string) => screen.getByText(text).closest('.trade-home__todo')!
    expect(row('竞拍中的拍品')).toHaveTextContent('2 件')
    expect(row('已拍中待付款')).toHaveTextContent('1 件')
    fireEvent.click(row('已拍中待付款'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/auction/home-list/index?tab=mine&mine=won')
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
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
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
