import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { http, HttpResponse } from 'msw'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { getDb, PEER_TOKEN, shopStocks } from '@mocks/db'
import { setUserToken } from '@/core/session/store'
import { envelope } from '@mocks/lib/handle'
import { mockServer } from '@mocks/node'
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
const DRAFT_NOTE = '已恢复上次未提交的内容'
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
    // Said on the post it opens (the same page, now with the post's id), not on the form as it goes.
    expect(uiLog.toasts.some((toast) => toast.title === '发布成功')).toBe(false)
    cleanup()
    renderPage(<PostDetailPage />, PATH, { signedIn: true, query: { id: String(created.id) } })
    expect(uiLog.toasts.filter((toast) => toast.title === '发布成功')).toEqual([expect.objectContaining({ duration: expect.any(Number) })])
    expect(uiLog.toasts.at(-1)!.duration).toBeGreaterThanOrEqual(1500)
    expect(await screen.findByText('【本店上新】刚到一只，欢迎同行调货')).toBeInTheDocument()
  })

  it('marks the text required, scrolls to the first wrong field and names it in the toast', async () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    publish({ itemIds: '109990,109991,109992,109993,109994,109995,109996' })
    expect(await screen.findByText('关联商品（7件）')).toBeInTheDocument()
    expect(screen.getByText('动态内容')).toHaveClass('form-field__label--required')
    expect(screen.getByText('图片')).not.toHaveClass('form-field__label--required')
    fireEvent.click(screen.getByText('发布'))
    expect(await screen.findByText('请输入动态内容')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('请输入动态内容')
    expect(document.querySelector(scrolled.mock.lastCall![0].selector!)).toHaveTextContent('动态内容')
    // The text given: the items' message is the first, scrolled to and said.
    await write('同行调货')
    fireEvent.click(screen.getByText('发布'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('最多关联6件商品'))
    expect(document.querySelector(scrolled.mock.lastCall![0].selector!)).toHaveTextContent('关联商品（7件）')
    expect(getDb().posts[0].id).toBe(50000)
    scrolled.mockRestore()
  })

  it('clears a message the moment its field is right', async () => {
    publish({ itemIds: '109990,109991,109992,109993,109994,109995,109996' })
    expect(await screen.findByText('关联商品（7件）')).toBeInTheDocument()
    fireEvent.click(screen.getByText('发布'))
    expect(await screen.findByText('请输入动态内容')).toBeInTheDocument()
    await write('同行调货')
    expect(screen.queryByText('请输入动态内容')).not.toBeInTheDocument()
    expect(screen.getByText('最多关联6件商品')).toBeInTheDocument()
    fireEvent.click(screen.getAllByText('移除')[0])
    expect(screen.getByText('关联商品（6件）')).toBeInTheDocument()
    expect(screen.queryByText('最多关联6件商品')).not.toBeInTheDocument()
    // Made wrong again, it says so again.
    await write('   ')
    expect(await screen.findByText('请输入动态内容')).toBeInTheDocument()
  })

  it('keeps the text and photos on the device until published', async () => {
    const view = publish()
    await write('【本店上新】一只 Kelly 25')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    // Back without publishing.
    view.unmount()

    const again = publish()
    expect(await screen.findByText(DRAFT_NOTE)).toBeInTheDocument()
    expect(await textArea()).toHaveValue('【本店上新】一只 Kelly 25')
    expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1)
    fireEvent.click(screen.getByText('发布'))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('redirectTo'))
    expect(getDb().posts[0]).toMatchObject({ content: '【本店上新】一只 Kelly 25' })
    expect(getDb().posts[0].images).toHaveLength(1)
    again.unmount()

    // Published: the next post starts empty.
    publish()
    expect(await textArea()).toHaveValue('')
    expect(screen.queryByText(DRAFT_NOTE)).not.toBeInTheDocument()
  })

  it("does not offer one account's draft to another signed in on the same phone", async () => {
    const view = publish()
    await write('只给本店看的草稿')
    view.unmount()
    setUserToken(PEER_TOKEN)
    renderPage(<PostDetailPage />, PATH, { query: { mode: 'publish' } })
    expect(await textArea()).toHaveValue('')
    expect(screen.queryByText(DRAFT_NOTE)).not.toBeInTheDocument()
  })

  it('starts afresh from a kept draft after asking', async () => {
    const view = publish()
    await write('写了一半')
    view.unmount()
    publish()
    expect(await textArea()).toHaveValue('写了一半')
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('清空'))
    await waitFor(() => expect(screen.queryByText(DRAFT_NOTE)).not.toBeInTheDocument())
    expect(uiLog.modals.at(-1)?.title).toBe('清空已填写的内容？')
    await waitFor(async () => expect(await textArea()).toHaveValue(''))
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

  it('keeps everything typed when the server fails, on the page and for the next visit', async () => {
    failPath('/post/posts', 500)
    const view = publish({ itemIds: '109995' })
    await screen.findByText(stockItem(109995).title)
    await write('急出一只，价格可谈')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    fireEvent.click(await screen.findByText('发布'))
    expect(await screen.findByText('服务繁忙，请稍后重试', { selector: '.post-publish__form-error' })).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
    expect(await textArea()).toHaveValue('急出一只，价格可谈')
    expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1)
    expect(screen.getByText(stockItem(109995).title)).toBeInTheDocument()
    expect(getDb().posts[0].id).toBe(50000)
    expect(navigationLog.some((entry) => entry.method === 'redirectTo')).toBe(false)
    // Given up for now: the next opening still has it.
    view.unmount()
    publish({ itemIds: '109995' })
    expect(await screen.findByText(DRAFT_NOTE)).toBeInTheDocument()
    expect(await textArea()).toHaveValue('急出一只，价格可谈')
    expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1)
  })

  it('shows a failure to load the items it was opened with', async () => {
    failPath('/stock/items/109995', 500)
    publish({ itemIds: '109995' })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
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
