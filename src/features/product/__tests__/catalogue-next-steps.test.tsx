import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { resetNavigationDebounce } from '@/core/navigation'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import { typeIn } from '@test/dom'
import { getDb, productCatalogue } from '@mocks/db'
import { auctionState, findSession } from '@mocks/db/auction'
import { jianlouItems } from '@mocks/db/jianlou'
import { BRAND_LIST } from '@mocks/db/brands'
import BrandFilterPage from '@/pages/product/brand-filter/index'
import SkuListPage from '@/pages/product/sku/list/index'
import SkuDetailPage from '@/pages/product/sku/detail/index'
import { chartRange, MIN_SPAN_SHARE } from '../detail/price-chart'

const brandNamed = (name: string) => BRAND_LIST.find((brand) => brand.name === name)!
const openDetail = (id: number, signedIn = true) => renderPage(<SkuDetailPage />, 'pages/product/sku/detail/index', { signedIn, query: { id: String(id) } })
const openList = (query: Record<string, string>) => renderPage(<SkuListPage />, 'pages/product/sku/list/index', { signedIn: true, query })
const button = (text: string) => screen.getByText(text, { selector: '.action-bar__button, .action-bar__button *' })

describe('SKU detail: where a dealer goes from here', () => {
  const sku = () => productCatalogue().skus.find((candidate) => candidate.dealCount >= 10)!

  it('寄拍这款 opens the consignment form with this SKU; 回收 the recycle form with it; 求购 a peer post started', async () => {
    const target = sku()
    openDetail(target.id)
    expect(await screen.findByText(target.name)).toBeInTheDocument()
    fireEvent.click(button('寄拍这款'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/smu/form/index?skuId=${target.id}`)
    resetNavigationDebounce()
    fireEvent.click(button('回收'))
    const recycle = new URL(`http://x${navigationLog.at(-1)!.url}`)
    expect(recycle.pathname).toBe('/pages/recycle/seller/home/index')
    expect(Object.fromEntries(recycle.searchParams)).toMatchObject({ skuId: String(target.id), title: target.name, brandName: target.brandName, category: target.category })
    resetNavigationDebounce()
    fireEvent.click(button('求购'))
    const want = new URL(`http://x${navigationLog.at(-1)!.url}`)
    expect(want.pathname).toBe('/pages/post/detail/index')
    expect(Object.fromEntries(want.searchParams)).toEqual({ mode: 'publish', content: `【求购】${target.brandName} ${target.model}` })
  })

  it('收藏 is kept on the server and shown as 已收藏; again takes it back', async () => {
    const target = sku()
    openDetail(target.id)
    fireEvent.click(await screen.findByText('收藏'))
    expect(await screen.findByText('已收藏', { selector: '.sku-detail__tool *' })).toBeInTheDocument()
    expect(getDb().skuFavourites?.[20001]).toContain(target.id)
    expect(uiLog.toasts.map((toast) => toast.title)).toContain('已收藏')
    fireEvent.click(screen.getByText('已收藏', { selector: '.sku-detail__tool *' }))
    await waitFor(() => expect(getDb().skuFavourites?.[20001]).not.toContain(target.id))
    expect(await screen.findByText('收藏', { selector: '.sku-detail__tool *' })).toBeInTheDocument()
  })

  it('收藏 signed out goes to login first', async () => {
    openDetail(sku().id, false)
    fireEvent.click(await screen.findByText('收藏'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
  })

  it('offers 分享 (the page’s share message)', async () => {
    openDetail(sku().id)
    expect(await screen.findByText('分享')).toBeInTheDocument()
  })

  it('在拍同款: the lots of this SKU now on sale, each opening its page', async () => {
    const lot = Object.values(auctionState().lots).find((candidate) => candidate.status === 'live')!
    const target = productCatalogue().skus.find((candidate) => candidate.name === lot.title)!
    openDetail(target.id)
    const card = await screen.findByRole('link', { name: `${findSession(lot.sessionId)!.title} · ${lot.lotNo}号拍品 竞拍中` })
    expect(card).toHaveTextContent('竞拍中')
    fireEvent.click(card)
    expect(navigationLog.at(-1)?.url).toMatch(new RegExp(`/auction/detail/index\\?id=${lot.id}`))
  })

  it('在拍同款 says so when nothing of it is on sale', async () => {
    const titles = new Set([...Object.values(auctionState().lots).map((item) => item.title), ...jianlouItems().map((item) => item.title)])
    openDetail(productCatalogue().skus.find((candidate) => !titles.has(candidate.name))!.id)
    expect(await screen.findByText('暂无在拍的同款，可寄拍这款或发布求购')).toBeInTheDocument()
  })
})

describe('SKU detail: deals by grade and an honest axis', () => {
  it('filters the deals by grade on the server (85新 and 全新 apart)', async () => {
    const target = productCatalogue().skus.find((candidate) => candidate.dealCount >= 15 && (candidate.gradeMask & 1) !== 0 && (candidate.gradeMask & 2) !== 0)!
    const asked = recordQueries('/product/sku/deals')
    openDetail(target.id)
    const chips = await screen.findByRole('radiogroup', { name: '成交成色' })
    fireEvent.click(within(chips).getByText(/^全新 \d+笔$/))
    await waitFor(() => expect(asked.at(-1)?.get('grade')).toBe('全新'))
    await waitFor(() => {
      const grades = [...document.querySelectorAll('.sku-detail__deal-grade')].map((node) => node.textContent)
      expect(grades.length).toBeGreaterThan(0)
      expect(new Set(grades)).toEqual(new Set(['全新']))
    })
    fireEvent.click(within(chips).getByText('全部'))
    await waitFor(() => expect(document.querySelectorAll('.sku-detail__deal')).toHaveLength(target.dealCount))
  })

  it('draws the deals on a padded, labelled range: a 3% wobble does not fill the chart', () => {
    const prices = [8_160_000, 8_300_000, 8_400_000]
    const { low, high, ticks } = chartRange(prices)
    const mid = (8_160_000 + 8_400_000) / 2
    expect(high - low).toBeGreaterThanOrEqual(mid * MIN_SPAN_SHARE)
    expect(low).toBeLessThanOrEqual(8_160_000)
    expect(high).toBeGreaterThanOrEqual(8_400_000)
    // the swing fills at most half the height
    expect((8_400_000 - 8_160_000) / (high - low)).toBeLessThan(0.5)
    expect(ticks[0]).toBe(high)
    expect(ticks.at(-1)).toBe(low)
    expect(ticks.length).toBeGreaterThanOrEqual(3)
    // never below zero
    expect(chartRange([100, 50_000]).low).toBeGreaterThanOrEqual(0)
  })

  it('labels the axis with its range on the page', async () => {
    const target = productCatalogue().skus.find((candidate) => candidate.dealCount >= 10)!
    openDetail(target.id)
    expect(await screen.findByText(/^纵轴 ¥[\d.]+万?–¥[\d.]+万?/)).toBeInTheDocument()
    expect(document.querySelectorAll('.price-chart__tick').length).toBeGreaterThanOrEqual(3)
  })
})

describe('SKU list: the filter sheet and the brand', () => {
  it('the sheet’s 重置 / 确定 are the sheet footer’s own buttons, sharing its width', async () => {
    openList({})
    await waitFor(() => expect(document.querySelectorAll('.sku-card').length).toBeGreaterThan(0))
    fireEvent.click(screen.getByText('筛选'))
    const foot = await waitFor(() => {
      const found = document.querySelector('.stock-sheet__foot')
      expect(found).not.toBeNull()
      return found as HTMLElement
    })
    // direct children of the footer row, NutUI buttons (.stock-sheet__foot .nut-button { flex: 1 }), no wrapper that shrinks to its text
    const buttons = [...foot.children]
    expect(buttons.map((node) => node.textContent)).toEqual(['重置', '确定'])
    for (const node of buttons) expect(node).toHaveClass('nut-button')
    expect(buttons[1]).toHaveClass('nut-button-primary')
  })

  it('a brand offers only its own categories (百达翡丽: 腕表, no 箱包)', async () => {
    const patek = brandNamed('百达翡丽')
    openList({ brandId: String(patek.id), brandName: '百达翡丽' })
    await waitFor(() => expect(document.querySelectorAll('.sku-card').length).toBeGreaterThan(0))
    await waitFor(() => expect(screen.getByText('腕表', { selector: '.sku-list__chips .chip' })).toBeInTheDocument())
    expect(screen.queryByText('箱包', { selector: '.sku-list__chips .chip' })).not.toBeInTheDocument()
  })

  it('a brand the catalogue holds nothing of says 暂无该品牌商品 with where to go', async () => {
    const empty = BRAND_LIST.find((brand) => !productCatalogue().countByBrand.has(brand.id))!
    openList({ brandId: String(empty.id), brandName: empty.name })
    expect(await screen.findByText('暂无该品牌商品')).toBeInTheDocument()
    fireEvent.click(screen.getByText('选择其他品牌'))
    expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/product/brand-filter/index' })
  })
})

describe('brand filter search', () => {
  it('matches nothing for 😀😀 and says so', async () => {
    renderPage(<BrandFilterPage />, 'pages/product/brand-filter/index')
    await waitFor(() => expect(document.querySelectorAll('.brand-index__row').length).toBeGreaterThan(100))
    typeIn('搜索品牌，中英文均可', '😀😀')
    expect(await screen.findByText('没有找到「😀😀」相关品牌')).toBeInTheDocument()
    expect(document.querySelectorAll('.brand-index__row')).toHaveLength(0)
  })
})

describe('the pages a SKU leads to read what it sends', () => {
  it('回收: the recycle form starts with the SKU’s name, brand and category', async () => {
    const { default: SellerHomePage } = await import('@/pages/recycle/seller/home/index')
    const sku = productCatalogue().skus.find((candidate) => candidate.category === '腕表')!
    renderPage(<SellerHomePage />, 'pages/recycle/seller/home/index', {
      signedIn: true,
      query: { skuId: String(sku.id), title: encodeURIComponent(sku.name), brandName: encodeURIComponent(sku.brandName), category: encodeURIComponent('腕表') },
    })
    await waitFor(() => expect(screen.getByPlaceholderText('如：爱马仕 Birkin 30 金扣')).toHaveValue(sku.name))
    // the brand row (picked from the platform's list) shows the SKU's brand
    const brandRow = screen.getByText('品牌', { selector: '.form-field__label, .form-field__label *' }).closest('.form-field__row')!
    expect(brandRow.querySelector('.form-field__value')).toHaveTextContent(sku.brandName)
    expect(screen.getByRole('radio', { name: '腕表', checked: true })).toBeInTheDocument()
  })

  it('求购: the peer post starts with 【求购】brand model', async () => {
    const { default: PostPage } = await import('@/pages/post/detail/index')
    renderPage(<PostPage />, 'pages/post/detail/index', { signedIn: true, query: { mode: 'publish', content: encodeURIComponent('【求购】爱马仕 Birkin') } })
    await waitFor(() => expect(screen.getByPlaceholderText('分享新到的好货、调货需求…')).toHaveValue('【求购】爱马仕 Birkin'))
  })
})
