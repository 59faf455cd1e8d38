import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath, recordQueries } from '@test/server'
import { getDb, productCatalogue } from '@mocks/db'
import { mockServer } from '@mocks/node'
import { BRAND_LIST } from '@mocks/db/brands'
import BrandFilterPage from '@/pages/product/brand-filter/index'
import SkuSearchPage from '@/pages/product/sku/search/index'
import SkuListPage from '@/pages/product/sku/list/index'
import SkuDetailPage from '@/pages/product/sku/detail/index'
import { skuSearchHistory } from '../search/search-history'
import { SUGGEST_DELAY_MS } from '../search/sku-search'
import { typeIn } from '@test/dom'

const demo = () => getDb().accounts.find((account) => account.accountId === 20001)!
const hermes = () => BRAND_LIST.find((brand) => brand.name === '爱马仕')!
const cards = () => [...document.querySelectorAll('.sku-card')]

describe('brand filter', () => {
  it('lists the hot brands on top and every brand the catalogue holds A–Z; a brand opens its SKUs', async () => {
    renderPage(<BrandFilterPage />, 'pages/product/brand-filter/index')
    // a brand with no SKUs is not offered (it would lead to an empty list)
    await waitFor(() => expect(document.querySelectorAll('.brand-index__row')).toHaveLength(productCatalogue().countByBrand.size))
    expect(productCatalogue().countByBrand.size).toBeLessThan(BRAND_LIST.length)
    expect(document.querySelectorAll('.brand-index__hot .chip').length).toBeGreaterThan(10)
    // A letter of the index jumps to its brands.
    const scrolled: string[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id)
    }
    try {
      fireEvent.click(within(document.querySelector('.brand-index__index') as HTMLElement).getByText('H'))
      await waitFor(() => expect(scrolled).toContain('brand-initial-H'))
    } finally {
      Element.prototype.scrollIntoView = original
    }
    const row = [...document.querySelectorAll('.brand-index__row')].find((node) => node.textContent?.startsWith('爱马仕'))!
    fireEvent.click(row)
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/product/sku/list/index?brandId=${hermes().id}&brandName=${encodeURIComponent('爱马仕')}` })
  })

  it('finds a brand by its English name in any case', async () => {
    renderPage(<BrandFilterPage />, 'pages/product/brand-filter/index')
    await waitFor(() => expect(document.querySelectorAll('.brand-index__row').length).toBeGreaterThan(100))
    typeIn('搜索品牌，中英文均可', 'ROLEX')
    await waitFor(() => expect(document.querySelectorAll('.brand-index__row')).toHaveLength(1))
    expect(document.querySelector('.brand-index__row')).toHaveTextContent('劳力士')
  })
})

describe('SKU search', () => {
  it('suggests as the dealer types (asked once typing pauses) and opens what is picked', async () => {
    const asked = recordQueries('/product/sku/suggest')
    renderPage(<SkuSearchPage />, 'pages/product/sku/search/index')
    for (const text of ['b', 'bi', 'bir', 'birk', 'birki']) typeIn('搜索品牌、型号、商品名', text)
    await new Promise((done) => setTimeout(done, SUGGEST_DELAY_MS + 200))
    expect(asked.map((query) => query.get('keyword'))).toEqual(['birki'])
    const list = await screen.findByRole('listbox')
    const first = within(list).getAllByRole('option')[0]
    expect(first).toHaveTextContent(/birkin/i)
    fireEvent.click(first)
    expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/product\/sku\/list\/index\?keyword=/)
  })

  it('keeps searches on the device, newest first, and clears them after asking', async () => {
    renderPage(<SkuSearchPage />, 'pages/product/sku/search/index')
    expect(await screen.findByText('热门搜索')).toBeInTheDocument()
    typeIn('搜索品牌、型号、商品名', '潜航者')
    fireEvent.click(screen.getByText('搜索'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/product/sku/list/index?keyword=${encodeURIComponent('潜航者')}` })
    expect(Taro.getStorageSync(skuSearchHistory.key)).toEqual(['潜航者'])
    typeIn('搜索品牌、型号、商品名', '')
    expect(await screen.findByText('搜索记录')).toBeInTheDocument()
    expect(screen.getByText('潜航者')).toBeInTheDocument()
    modalAnswers.push(true)
    fireEvent.click(screen.getByLabelText('清空搜索记录'))
    await waitFor(() => expect(screen.queryByText('搜索记录')).not.toBeInTheDocument())
    expect(Taro.getStorageSync(skuSearchHistory.key)).toBeFalsy()
  })

  it('says when the hot searches failed, and retries them on tap', async () => {
    failWithEnvelope('/product/sku/hot-searches', 500123, '服务繁忙')
    renderPage(<SkuSearchPage />, 'pages/product/sku/search/index')
    const retry = await screen.findByText('热门搜索加载失败，点击重试')
    mockServer.resetHandlers()
    fireEvent.click(retry)
    expect(await screen.findByText('Birkin')).toBeInTheDocument()
  })

  it('searches nothing when nothing was typed', async () => {
    renderPage(<SkuSearchPage />, 'pages/product/sku/search/index')
    fireEvent.click(screen.getByText('搜索'))
    expect(navigationLog).toEqual([])
  })
})

describe('SKU list', () => {
  const open = (query: Record<string, string>, signedIn = true) => renderPage(<SkuListPage />, 'pages/product/sku/list/index', { signedIn, query })

  it('lists a brand’s SKUs with reference prices for a dealer holding PRODUCT_DETAIL_PRICE', async () => {
    const asked = recordQueries('/product/sku/list')
    // The H5 router hands the query over still escaped: the brand is its title, readable.
    open({ brandId: String(hermes().id), brandName: encodeURIComponent('爱马仕') })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    expect(screen.getByRole('heading')).toHaveTextContent('爱马仕')
    expect(screen.getByPlaceholderText('在爱马仕中搜索')).toBeInTheDocument()
    expect(asked[0].get('brandId')).toBe(String(hermes().id))
    for (const card of cards()) expect(card).toHaveTextContent('爱马仕')
    expect(cards()[0]).toHaveTextContent(/参考价 ¥[\d,]+/)
  })

  it('hides every price without the permission, and says how to see them', async () => {
    demo().permission = []
    open({ brandId: String(hermes().id) })
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument()
    expect(screen.getAllByText('开通交易权限查看价格').length).toBe(cards().length)
    // no price sorts either
    expect(screen.queryByText('价格↑')).not.toBeInTheDocument()
  })

  it('signed out: 登录后查看价格', async () => {
    open({ keyword: 'Birkin' }, false)
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    expect(screen.getAllByText('登录后查看价格').length).toBe(cards().length)
  })

  it('filters by category and sorts, asking the server each time', async () => {
    const asked = recordQueries('/product/sku/list')
    open({})
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    fireEvent.click(screen.getByText('腕表'))
    await waitFor(() => expect(asked.at(-1)?.get('category')).toBe('腕表'))
    await waitFor(() => expect(cards()[0]).toHaveTextContent('腕表'))
    fireEvent.click(screen.getByText('价格↓'))
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('priceDesc'))
  })

  it('checks the price range in the filter sheet: the error clears once fixed, then the range is asked', async () => {
    const asked = recordQueries('/product/sku/list')
    open({})
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    fireEvent.click(screen.getByText('筛选'))
    typeIn('最低价', '5000')
    typeIn('最高价', '100')
    expect(await screen.findByText('最低价不能高于最高价')).toBeInTheDocument()
    typeIn('最高价', '100000')
    await waitFor(() => expect(screen.queryByText('最低价不能高于最高价')).not.toBeInTheDocument())
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(asked.at(-1)?.get('minPriceCents')).toBe('500000'))
    expect(asked.at(-1)?.get('maxPriceCents')).toBe('10000000')
    expect(screen.getByText('筛选(1)')).toBeInTheDocument()
  })

  it('says so when nothing matches', async () => {
    open({ keyword: '不存在的型号zzz' })
    expect(await screen.findByText('没有找到「不存在的型号zzz」相关的商品')).toBeInTheDocument()
  })

  it('shows the server’s refusal with a retry', async () => {
    failWithEnvelope('/product/sku/list', 500123, '商品服务维护中')
    open({})
    expect(await screen.findByText('商品服务维护中')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the rows', async () => {
    const release = holdPath('/product/sku/list')
    open({})
    await new Promise((done) => setTimeout(done, 100))
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
  })
})

describe('SKU detail', () => {
  const open = (id: number, signedIn = true) => renderPage(<SkuDetailPage />, 'pages/product/sku/detail/index', { signedIn, query: { id: String(id) } })
  /** A SKU with a few deals, as the list shows it (its id and name). */
  async function someSku() {
    const { callApi } = await import('@/core/request')
    const { productApi } = await import('../api')
    const page = await callApi(productApi.skuList, { page: 1, pageSize: 20, sort: 'deals' })
    return page.list[0]
  }

  it('shows photos, specs, the reference price, the deals and their chart', async () => {
    const sku = await someSku()
    open(sku.id)
    expect(await screen.findByText(sku.name)).toBeInTheDocument()
    expect(screen.getByText('平台参考价')).toBeInTheDocument()
    expect(screen.getByText(/近90天成交（\d+笔）/)).toBeInTheDocument()
    expect(document.querySelectorAll('.sku-detail__deal').length).toBeGreaterThan(1)
    expect(document.querySelectorAll('.price-chart__point').length).toBeGreaterThan(1)
    expect(screen.getByText('规格参数')).toBeInTheDocument()
    expect(document.querySelectorAll('.sku-detail__photo').length).toBeGreaterThan(1)
  })

  it('without PRODUCT_DETAIL_PRICE: no price, why, and the way to trading permission', async () => {
    const sku = await someSku()
    demo().permission = []
    open(sku.id)
    expect(await screen.findByText('参考价与成交价仅对有交易权限的商家展示')).toBeInTheDocument()
    expect(screen.queryByText('平台参考价')).not.toBeInTheDocument()
    expect(document.querySelector('.sku-detail__deal')).toBeNull()
    fireEvent.click(screen.getByText('申请交易权限'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/member/apply/home/index' })
  })

  it('signed out: log in first', async () => {
    const sku = await someSku()
    open(sku.id, false)
    fireEvent.click(await screen.findByText('去登录'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
  })

  it('a SKU that does not exist says so', async () => {
    open(99999999)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
  })
})
