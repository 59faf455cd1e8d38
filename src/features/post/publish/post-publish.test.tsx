import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { getDb, shopStocks } from '../../../../mocks/db'
import { envelope } from '../../../../mocks/lib/handle'
import { mockServer } from '../../../../mocks/node'
import PostDetailPage from '@/pages/post/detail/index'

const PATH = 'pages/post/detail/index'
const stockItem = (id: number) => shopStocks()[20001].items.find((item) => item.id === id)!
const TEXT = '分享新到的好货、调货需求…'
/** The text area (Taro's web component holds the real textarea, mounted a moment later). */
const textArea = () =>
  waitFor(() => {
    const found = screen.getAllByPlaceholderText(TEXT).find((element) => element.tagName === 'TEXTAREA')
    if (!found) throw new Error('the textarea is not mounted yet')
    return found
  })
const write = async (value: string) => fireEvent.input(await textArea(), { target: { value }, detail: { value } })
const publish = (query: Record<string, string> = {}, signedIn = true) => renderPage(<PostDetailPage />, PATH, { signedIn, query: { mode: 'publish', ...query } })

describe('publish a post', () => {
  it('checks the text, photos and items under their fields', async () => {
    publish({ itemIds: '109990,109991,109992,109993,109994,109995,109996' })
    expect(await screen.findByText('关联商品（7件）')).toBeInTheDocument()
    fireEvent.click(screen.getByText('发布'))
    expect(await screen.findByText('请输入动态内容')).toBeInTheDocument()
    expect(screen.getByText('最多关联6件商品')).toBeInTheDocument()
    await write('好'.repeat(1001))
    fireEvent.click(screen.getByText('发布'))
    expect(await screen.findByText('动态内容不能超过1000个字')).toBeInTheDocument()
    expect(getDb().posts[0].id).toBe(50000)
  })

  it('publishes text, a photo and a linked item picked from the stock, then shows the post', async () => {
    publish()
    fireEvent.click(await screen.findByText('添加商品'))
    const subject = stockItem(109996)
    fireEvent.input(screen.getByPlaceholderText('搜索名称、品牌、型号、编码'), { target: { value: subject.code }, detail: { value: subject.code } })
    fireEvent.click(screen.getByText('搜索'))
    fireEvent.click(await screen.findByText(subject.code))
    fireEvent.click(screen.getByText('完成（已选1件）'))
    expect(screen.getByText('关联商品（1件）')).toBeInTheDocument()
    await write('  【本店上新】刚到一只，欢迎同行调货  ')
    expect(screen.getByText('17/1000')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    // the photo shows a moment before the button is free again
    fireEvent.click(await screen.findByText('发布'))
    await waitFor(() => expect(getDb().posts[0].content).toBe('【本店上新】刚到一只，欢迎同行调货'))
    const created = getDb().posts[0]
    expect(created).toMatchObject({ shopId: 1001, itemIds: [109996], brand: subject.brand, likedBy: [] })
    expect(created.images).toHaveLength(1)
    expect(created.images[0]).toMatch(/mock-uploads/)
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/post/detail/index?id=${created.id}` }))
    expect(uiLog.toasts.some((toast) => toast.title === '发布成功')).toBe(true)
  })

  it('waits for a photo still uploading before it publishes', async () => {
    let finish = () => {}
    const uploaded = new Promise<void>((resolve) => (finish = resolve))
    mockServer.use(
      http.post('*/common/upload/file', async () => {
        await uploaded
        return HttpResponse.json(envelope('http://127.0.0.1:6003/mock-uploads/slow-photo'))
      }),
    )
    publish()
    await write('刚到一只，图在路上')
    fireEvent.click(screen.getByLabelText('添加图片'))
    // 发布 waits: tapping it now would leave the photo out
    const button = await screen.findByText('图片上传中')
    fireEvent.click(button)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(getDb().posts[0].id).toBe(50000)
    finish()
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    // the photo shows a moment before the button is free again
    fireEvent.click(await screen.findByText('发布'))
    await waitFor(() => expect(getDb().posts[0]).toMatchObject({ content: '刚到一只，图在路上', images: ['http://127.0.0.1:6003/mock-uploads/slow-photo'] }))
  })

  it('starts with the items it was opened with (from a stock item)', async () => {
    publish({ itemIds: '109995' })
    expect(await screen.findByText(stockItem(109995).title)).toBeInTheDocument()
    await write('同行调货')
    fireEvent.click(screen.getByText('发布'))
    await waitFor(() => expect(getDb().posts[0]).toMatchObject({ content: '同行调货', itemIds: [109995], images: [] }))
  })

  it('keeps the form when the server fails', async () => {
    failPath('/post/posts', 500)
    publish({ itemIds: '109995' })
    await screen.findByText(stockItem(109995).title)
    await write('急出一只，价格可谈')
    fireEvent.click(screen.getByText('发布'))
    expect(await screen.findByText('网络请求失败（500）', { selector: '.post-publish__form-error' })).toBeInTheDocument()
    expect(await textArea()).toHaveValue('急出一只，价格可谈')
    expect(screen.getByText(stockItem(109995).title)).toBeInTheDocument()
    expect(getDb().posts[0].id).toBe(50000)
    expect(navigationLog.some((entry) => entry.method === 'redirectTo')).toBe(false)
  })

  it('shows a failure to load the items it was opened with', async () => {
    failPath('/stock/items/109995', 500)
    publish({ itemIds: '109995' })
    expect(await screen.findByText('网络请求失败（500）')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })

  it('sends a signed-out visitor to log in first, coming back to the form', async () => {
    publish({}, false)
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('redirectTo'))
    const url = new URL(navigationLog.at(-1)!.url, 'http://app')
    expect(url.pathname).toBe('/pages/account/login/index')
    expect(url.searchParams.get('backUrl')).toBe('/pages/post/detail/index?mode=publish')
  })
})
