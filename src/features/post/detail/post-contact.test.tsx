import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb, PEER_TOKEN } from '@mocks/db'
import { PHONE_HIDDEN_SHOP, WECHAT_HIDDEN_SHOP } from '@mocks/db/seed-contact'
import { setUserToken } from '@/core/session/store'
import PostDetailPage from '@/pages/post/detail/index'
import PostListPage from '@/pages/post/list/index'
import NotificationsPage from '@/pages/account/follow/index'

/** Post 50001: shop 1014's, one linked item; 50034: the demo shop's, linking its stock item 109996. */
const post = () => getDb().posts.find((candidate) => candidate.id === 50001)!
const item = () => getDb().postItems[post().itemIds[0]]
const contact = (shopId: number) => getDb().contacts[shopId]
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`
const sheet = () => document.querySelector('.contact-sheet') as HTMLElement
const openPost = (id: number, signedIn = true) => renderPage(<PostDetailPage />, 'pages/post/detail/index', { signedIn, query: { id: String(id) } })
const openShop = (shopId: number) => renderPage(<PostListPage />, 'pages/post/list/index', { signedIn: true, query: { shopId: String(shopId) } })
/** The message box (Taro's web component holds the real textarea, mounted a moment later). */
const messageBox = () =>
  waitFor(() => {
    const found = within(sheet())
      .getAllByPlaceholderText('请输入询价内容')
      .find((element) => element.tagName === 'TEXTAREA')
    if (!found) throw new Error('the textarea is not mounted yet')
    return found
  })
const typeMessage = async (value: string) => fireEvent.input(await messageBox(), { target: { value }, detail: { value } })
const button = (text: string) => screen.getByText(text, { selector: '.nut-button-children, .nut-button-children *' })

afterEach(() => vi.restoreAllMocks())

describe('contact from a post', () => {
  it('shows the masked phone and calls the full number fetched on the tap', async () => {
    const call = vi.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
    const { phone } = contact(1014)
    openPost(50001)
    await screen.findByText(post().content)
    fireEvent.click(button('联系'))
    expect(await within(sheet()).findByText(masked(phone))).toBeInTheDocument()
    expect(sheet()).not.toHaveTextContent(phone.slice(3, 7))
    fireEvent.click(within(sheet()).getByText('拨打电话'))
    await waitFor(() => expect(call).toHaveBeenCalledWith({ phoneNumber: phone }))
    expect(within(sheet()).getByText(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`)).toBeInTheDocument()
  })

  it('copies the WeChat id', async () => {
    const copy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
    openPost(50001)
    await screen.findByText(post().content)
    fireEvent.click(button('联系'))
    fireEvent.click(await within(sheet()).findByText('复制微信号'))
    await waitFor(() => expect(copy).toHaveBeenCalledWith({ data: contact(1014).wechat }))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('微信号已复制'))
  })

  it('says what a shop does not show, and asks nothing for it', async () => {
    const call = vi.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
    openShop(PHONE_HIDDEN_SHOP)
    fireEvent.click(await screen.findByText('联系', { selector: '.nut-button-children, .nut-button-children *' }))
    expect(await within(sheet()).findByText('对方未公开电话')).toBeInTheDocument()
    expect(within(sheet()).getByText(contact(PHONE_HIDDEN_SHOP).wechat)).toBeInTheDocument()
    fireEvent.click(within(sheet()).getByText('拨打电话'))
    await new Promise((done) => setTimeout(done, 50))
    expect(call).not.toHaveBeenCalled()
  })

  it('says when the WeChat id is not shown', async () => {
    openShop(WECHAT_HIDDEN_SHOP)
    fireEvent.click(await screen.findByText('联系', { selector: '.nut-button-children, .nut-button-children *' }))
    expect(await within(sheet()).findByText('对方未公开微信')).toBeInTheDocument()
  })

  it('sends a signed-out reader to login instead', async () => {
    openPost(50001, false)
    await screen.findByText(post().content)
    fireEvent.click(button('联系'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
    expect(document.querySelector('.contact-sheet__body')).toBeNull()
  })
})

describe('询价 on a linked item', () => {
  const startInquiry = async () => {
    openPost(50001)
    fireEvent.click(await screen.findByText(item().title))
    fireEvent.click(within(document.querySelector('.post-item-sheet') as HTMLElement).getByText('询价'))
    return messageBox()
  }

  it('sends it with the item attached and says so', async () => {
    const message = await startInquiry()
    expect(message).toHaveValue('你好，请问这件还在吗？')
    expect(within(sheet()).getByLabelText('询价商品')).toHaveTextContent(item().title)
    expect(within(sheet()).getByLabelText('询价商品')).toHaveTextContent(`同行价 ¥${(item().peerPriceCents! / 100).toLocaleString('en-US')}`)
    fireEvent.click(within(sheet()).getByText('发送询价'))
    expect(await within(sheet()).findByText('询价已发送，对方会在消息中看到')).toBeInTheDocument()
    expect(getDb().inquiries).toEqual([
      expect.objectContaining({ shopId: 1014, itemId: item().id, postId: 50001, message: '你好，请问这件还在吗？', callbackPhone: '13800138000' }),
    ])
  })

  it('checks the message and keeps what was typed', async () => {
    await startInquiry()
    await typeMessage(' ')
    fireEvent.click(within(sheet()).getByText('发送询价'))
    expect(await within(sheet()).findByText('请输入询价内容')).toBeInTheDocument()
    await typeMessage('这只还能便宜吗')
    expect(within(sheet()).queryByText('请输入询价内容')).not.toBeInTheDocument()
    expect(getDb().inquiries).toEqual([])
  })

  it('shows the server’s refusal when the shop switched inquiries off meanwhile', async () => {
    await startInquiry()
    await typeMessage('这只还能便宜吗')
    contact(1014).acceptInquiry = false
    fireEvent.click(within(sheet()).getByText('发送询价'))
    expect(await within(sheet()).findByText('该店铺暂未开放询价')).toBeInTheDocument()
    expect(await messageBox()).toHaveValue('这只还能便宜吗')
    expect(getDb().inquiries).toEqual([])
  })

  it('offers no inquiry to a shop that takes none', async () => {
    contact(1014).acceptInquiry = false
    openPost(50001)
    await screen.findByText(post().content)
    fireEvent.click(button('联系'))
    expect(await within(sheet()).findByText('对方暂未开放询价')).toBeInTheDocument()
    expect(within(sheet()).queryAllByPlaceholderText('请输入询价内容')).toEqual([])
  })
})

describe('an inquiry from a peer to the demo shop', () => {
  it('reaches the owner’s notifications with the sender, the message and the item, which opens', async () => {
    // 李老板 (another dealer) asks about the demo shop's linked item…
    setUserToken(PEER_TOKEN)
    const view = renderPage(<PostDetailPage />, 'pages/post/detail/index', { query: { id: '50034' } })
    const linked = getDb().posts.find((candidate) => candidate.id === 50034)!.itemIds[0]
    const title = (await screen.findAllByText(/./, { selector: '.post-items__title' }))[0].textContent!
    fireEvent.click(screen.getByText(title))
    fireEvent.click(within(document.querySelector('.post-item-sheet') as HTMLElement).getByText('询价'))
    await typeMessage('老板，这只 CF 还在吗？')
    fireEvent.click(within(sheet()).getByText('发送询价'))
    expect(await within(sheet()).findByText('询价已发送，对方会在消息中看到')).toBeInTheDocument()
    view.unmount()

    // …and the demo shop's owner reads it.
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    const row = (await screen.findByText('老板，这只 CF 还在吗？')).closest('.notifications__item') as HTMLElement
    expect(within(row).getByText('询价')).toBeInTheDocument()
    expect(within(row).getByText('李记名表（个人） 向你询价')).toBeInTheDocument()
    expect(within(row).getByLabelText('询价商品')).toHaveTextContent(title)
    expect(within(row).getByLabelText('询价商品')).toHaveTextContent('同行价 ¥')
    expect(within(row).getByText('回电 139 0013 9000')).toBeInTheDocument()
    expect(within(row).getByLabelText('未读')).toBeInTheDocument()
    fireEvent.click(within(row).getByLabelText('询价商品'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/stock/inventory/stock/detail/index?id=${linked}` }))
    await waitFor(() => expect(getDb().notifications[10001].at(-1)?.read).toBe(true))
  })
})
