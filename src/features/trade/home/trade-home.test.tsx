import { fireEvent, screen } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import HomeTradePage from '@/pages/home/trade/index'
import { initApp, resetAppInit } from '@/core/app/init'
import { useSession } from '@/core/session/store'

describe('trade tab', () => {
  it('shows hot brands and auction sessions with their state', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    expect(await screen.findByText('爱马仕专场')).toBeInTheDocument()
    expect(screen.getByText('拍卖中')).toBeInTheDocument()
    expect(screen.getAllByText('预展中').length).toBeGreaterThan(0)
    expect(screen.getByText('百达翡丽')).toBeInTheDocument()
  })

  it('opens a session and a brand', async () => {
    renderPage(<HomeTradePage />, 'pages/home/trade/index')
    fireEvent.click(await screen.findByText('爱马仕专场'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/product/auction/list/index?sessionId=7001')
    // a second tap within 300 ms is the same gesture: wait as a person would
    await new Promise((done) => setTimeout(done, 310))
    fireEvent.click(screen.getByText('劳力士'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/sku/list/index?brandId=303&brandName=${encodeURIComponent('劳力士')}`)
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
})
