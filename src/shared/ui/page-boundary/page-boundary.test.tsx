import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { useState } from 'react'
import { fireEvent, screen } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { PageLayout } from '../page-layout'
import DeliveryDetailPage from '@/pages/stock/order/delivery/detail/index'
import { invalidIdParam, page, PAGE_ERROR_TITLE } from '.'

/** A screen that breaks on its first render (bad data reaching it) and works after. */
let breaks = true
function Fragile() {
  const [stock] = useState(() => (breaks ? undefined : { count: 3 }))
  return (
    <PageLayout>
      <div>在库 {(stock as { count: number }).count.toFixed(0)} 件</div>
    </PageLayout>
  )
}
const FragilePage = page(Fragile)

describe('page boundary', () => {
  beforeEach(() => {
    breaks = true
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows what happened with the bar, reports the error and recovers on 重新加载', () => {
    renderPage(<FragilePage />, 'pages/stock/inventory/stock/list/index', { below: ['/pages/home/stock/index'] })
    expect(screen.getByText(PAGE_ERROR_TITLE)).toBeInTheDocument()
    // The bar stays: the page's title and the way back.
    expect(screen.getByText('库存列表')).toBeInTheDocument()
    expect(console.error).toHaveBeenCalled()
    breaks = false
    fireEvent.click(screen.getByText('重新加载'))
    expect(screen.getByText('在库 3 件')).toBeInTheDocument()
    expect(screen.queryByText(PAGE_ERROR_TITLE)).not.toBeInTheDocument()
  })

  it('offers the way home', () => {
    renderPage(<FragilePage />, 'pages/stock/inventory/stock/list/index')
    fireEvent.click(screen.getByText('回到首页'))
    expect(navigationLog.at(-1)).toMatchObject({ method: 'switchTab', url: '/pages/home/post/index' })
  })

  it('every page file sits inside it', () => {
    const pagesDir = resolve(__dirname, '../../../pages')
    const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.tsx'))
    expect(files.length).toBe(129)
    const bare = files.filter((file) => !/^export default page\(\w+\)$/m.test(readFileSync(resolve(pagesDir, file), 'utf8')))
    expect(bare).toEqual([])
  })

  it('a link whose id is not an id says so with the way home, instead of opening another screen', () => {
    renderPage(<DeliveryDetailPage />, 'pages/stock/order/delivery/detail/index', { signedIn: true, query: { id: 'abc' } })
    expect(screen.getByText('链接无效，请检查链接是否完整')).toBeInTheDocument()
    // Not the 新建发货单 form an id-less link opens.
    expect(screen.queryByText('确认发货')).not.toBeInTheDocument()
    expect(screen.queryByText('重新加载')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('回到首页'))
    expect(navigationLog.at(-1)).toMatchObject({ method: 'switchTab', url: '/pages/home/post/index' })
  })

  it('tells ids from what is not one', () => {
    expect(invalidIdParam({ id: '77', utm_source: 'wx' })).toBeUndefined()
    expect(invalidIdParam({ itemIds: '1,2' })).toBeUndefined()
    expect(invalidIdParam({ platformId: 'dewu' })).toBeUndefined()
    expect(invalidIdParam({})).toBeUndefined()
    // 0 stands for none (the address list in check mode with nothing chosen yet).
    expect(invalidIdParam({ addressId: '0', mode: 'check' })).toBeUndefined()
    for (const bad of ['abc', '-3', '1.5', '12abc', '1e3', ' 7', '007']) expect(invalidIdParam({ id: bad })).toBe('id')
    expect(invalidIdParam({ lockId: 'x' })).toBe('lockId')
  })
})
