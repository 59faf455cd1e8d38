import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { mockServer } from '@mocks/node'
import { pageConfigOf } from '@/core/routes'
import { shopStocks } from '@mocks/db'
import ShopSearchPage from '@/pages/stock/shop/search/index'
import { SEARCH_PAGE_SIZE } from '../shop-search'
import { shopSearchHistory } from '../search-history'

// Seed the demo shop before a page starts waiting for it.
beforeEach(() => void shopStocks())

const PATH = 'pages/stock/shop/search/index'
const PLACEHOLDER = '搜索名称、品牌、型号、编码'
const cards = () => document.querySelectorAll('.stock-item')

function type(value: string) {
  fireEvent.input(screen.getByPlaceholderText(PLACEHOLDER), { target: { value }, detail: { value } })
}

function matching(keyword: string) {
  return shopStocks()[20001].items.filter(
    (item) => item.status !== 'DELETED' && `${item.title} ${item.brand} ${item.model} ${item.code}`.toLowerCase().includes(keyword.toLowerCase()),
  )
}

describe('shop search', () => {
  it('focuses the search box and offers the hot brands', async () => {
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveFocus()
    expect(await screen.findByText('热门品牌')).toBeInTheDocument()
    expect(await screen.findByText('百达翡丽')).toBeInTheDocument()
    expect(screen.queryByText('搜索历史')).not.toBeInTheDocument()
  })

  it('searches the stock, counts the matches, pages on and opens an item', async () => {
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    type('Birkin')
    fireEvent.click(screen.getByText('搜索'))
    const total = matching('Birkin').length
    expect(await screen.findByText(total.toLocaleString('en-US'))).toBeInTheDocument()
    expect(screen.getByText(/件相关商品/)).toBeInTheDocument()
    await waitFor(() => expect(cards()).toHaveLength(SEARCH_PAGE_SIZE))
    for (const card of cards()) expect(card).toHaveTextContent('Birkin')
    await firePageEvent('reachBottom')
    await waitFor(() => expect(cards()).toHaveLength(SEARCH_PAGE_SIZE * 2))

    fireEvent.click(cards()[0])
    expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/stock\/inventory\/stock\/detail\/index\?id=\d+$/)
  })

  it('finds an item by its code', async () => {
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    type('ZP00042')
    fireEvent.keyDown(screen.getByPlaceholderText(PLACEHOLDER), { keyCode: 13, key: 'Enter' })
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent('ZP00042')
  })

  it('searches a hot brand with a tap', async () => {
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    fireEvent.click(await screen.findByText('百达翡丽'))
    expect(await screen.findByText(matching('百达翡丽').length.toLocaleString('en-US'))).toBeInTheDocument()
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('百达翡丽')
  })

  it('keeps the ten most recent keywords and clears them after confirming', async () => {
    Taro.setStorageSync(shopSearchHistory.key, ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10'])
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    expect(screen.getByText('搜索历史')).toBeInTheDocument()
    type('k5')
    fireEvent.click(screen.getByText('搜索'))
    await screen.findByText(/件相关商品|没有找到相关商品/)
    type('劳力士')
    fireEvent.click(screen.getByText('搜索'))
    await screen.findByText(/件相关商品/)
    expect(shopSearchHistory.read()).toEqual(['劳力士', 'k5', 'k1', 'k2', 'k3', 'k4', 'k6', 'k7', 'k8', 'k9'])

    // Clearing the box shows the history again; a tap searches it.
    type('')
    expect(await screen.findByText('搜索历史')).toBeInTheDocument()
    expect(screen.getByText('k9')).toBeInTheDocument()

    modalAnswers.push(false)
    fireEvent.click(screen.getByLabelText('清空搜索历史'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(shopSearchHistory.read()).toHaveLength(10)
    modalAnswers.push(true)
    fireEvent.click(screen.getByLabelText('清空搜索历史'))
    await waitFor(() => expect(screen.queryByText('搜索历史')).not.toBeInTheDocument())
    expect(uiLog.modals[1].content).toBe('确定清空全部搜索历史吗？')
    expect(shopSearchHistory.read()).toEqual([])
  })

  it('does not search for nothing', async () => {
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    type('   ')
    fireEvent.click(screen.getByText('搜索'))
    expect(uiLog.toasts.at(-1)?.title).toBe('请输入商品名称、品牌或编码')
    expect(shopSearchHistory.read()).toEqual([])
  })

  it('says when nothing matches', async () => {
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    type('不存在的商品')
    fireEvent.click(screen.getByText('搜索'))
    expect(await screen.findByText('没有找到相关商品')).toBeInTheDocument()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/items', 500)
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    type('Birkin')
    fireEvent.click(screen.getByText('搜索'))
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('Birkin')
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    await waitFor(() => expect(cards()).toHaveLength(SEARCH_PAGE_SIZE))
    expect(screen.getByText(matching('Birkin').length.toLocaleString('en-US'))).toBeInTheDocument()
  })

  it('refreshes the results on pull-down (the page has pull-down on)', async () => {
    expect(pageConfigOf(`/app/src/${PATH}.config.ts`)).toMatchObject({ enablePullDownRefresh: true })
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    type('ZP00042')
    fireEvent.click(screen.getByText('搜索'))
    await waitFor(() => expect(cards()).toHaveLength(1))
    shopStocks()[20001].items.find((item) => item.code === 'ZP00042')!.title = '刷新后的名称'
    await firePageEvent('pullDownRefresh')
    await waitFor(() => expect(cards()[0]).toHaveTextContent('刷新后的名称'))
  })

  it('shows what changed on return from an item’s detail', async () => {
    renderPage(<ShopSearchPage />, PATH, { signedIn: true })
    type('ZP00042')
    fireEvent.click(screen.getByText('搜索'))
    await waitFor(() => expect(cards()).toHaveLength(1))
    await firePageEvent('didShow')
    // Deleted on its detail page.
    shopStocks()[20001].items.find((item) => item.code === 'ZP00042')!.status = 'DELETED'
    await firePageEvent('didShow')
    expect(await screen.findByText('没有找到相关商品')).toBeInTheDocument()
  })
})
