import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb, PEER_TOKEN, shopStocks } from '@mocks/db'
import { INQUIRY_BURST, INQUIRY_WINDOW_MS } from '@mocks/handlers/contact'
import { setUserToken } from '@/core/session/store'
import ShopSharePage from '@/pages/stock/shop/share/index'
import { formatCents } from '@/shared/format/money'
import { ContactSheet } from './contact-sheet'

const sheet = () => document.querySelector('.contact-sheet') as HTMLElement
const messageBox = () =>
  waitFor(() => {
    const found = within(sheet())
      .getAllByPlaceholderText('请输入询价内容')
      .find((element) => element.tagName === 'TEXTAREA')
    if (!found) throw new Error('the textarea is not mounted yet')
    return found
  })
const footerButton = (text: string) => screen.findByText(text, { selector: '.shop-share__actions .nut-button-children, .shop-share__actions .nut-button-children *' })

describe('contact sheet', () => {
  it('offers no inquiry to the reader’s own shop', async () => {
    renderPage(<ContactSheet target={{ shopId: 1001, inquire: true }} onClose={() => undefined} />, 'pages/post/detail/index', { signedIn: true })
    expect(await within(sheet()).findByText('这是你自己的店铺')).toBeInTheDocument()
    expect(within(sheet()).getByText('同行看到的联系方式')).toBeInTheDocument()
    expect(within(sheet()).queryAllByPlaceholderText('请输入询价内容')).toEqual([])
  })

  it('shows the server’s refusal of too many inquiries, keeping the text', async () => {
    const now = Date.now()
    getDb().inquiries = Array.from({ length: INQUIRY_BURST }, (_, n) => ({
      id: n + 1,
      shopId: 1002,
      fromUserId: 10001,
      itemId: null,
      postId: null,
      message: '还在吗',
      callbackPhone: null,
      sentAt: now - INQUIRY_WINDOW_MS / 2,
    }))
    renderPage(<ContactSheet target={{ shopId: 1014, inquire: true }} onClose={() => undefined} />, 'pages/post/detail/index', { signedIn: true })
    const box = await messageBox()
    expect(box).toHaveValue('你好，想咨询一下店里的货，方便联系吗？')
    fireEvent.click(within(sheet()).getByText('发送询价'))
    expect(await within(sheet()).findByText('询价太频繁，请10分钟后再试')).toBeInTheDocument()
    expect(await messageBox()).toHaveValue('你好，想咨询一下店里的货，方便联系吗？')
    expect(getDb().inquiries).toHaveLength(INQUIRY_BURST)
  })
})

describe('contact from a shop’s showcase', () => {
  beforeEach(() => void shopStocks())

  it('lets a peer ask about the shared item, which the shop finds in its notifications', async () => {
    const shared = shopStocks()[20001].items.find((item) => item.shared && item.status === 'IN_STOCK')!
    setUserToken(PEER_TOKEN)
    renderPage(<ShopSharePage />, 'pages/stock/shop/share/index', { query: { accountId: '20001', itemId: String(shared.id) } })
    fireEvent.click(await footerButton('询价'))
    await messageBox()
    const attached = within(sheet()).getByLabelText('询价商品')
    expect(attached).toHaveTextContent(shared.title)
    expect(attached).toHaveTextContent(shared.retailCents === null ? '价格私询' : `¥${formatCents(shared.retailCents)}`)
    // 李老板 keeps his number to himself this time
    const keepPhone = await waitFor(() => sheet().querySelector('.nut-switch') ?? Promise.reject(new Error('no switch yet')))
    expect(within(sheet()).getByText('139****9000', { exact: false })).toBeInTheDocument()
    // NutUI's switch takes its checked prop into its own state after the first render
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(keepPhone)
    fireEvent.click(within(sheet()).getByText('发送询价'))
    expect(await within(sheet()).findByText('询价已发送，对方会在消息中看到')).toBeInTheDocument()
    // the one success look: the shared result panel, its 完成 the one step
    expect(within(sheet()).getByRole('status')).toHaveClass('result-panel')
    expect(within(sheet()).getByText('完成')).toBeInTheDocument()
    expect(getDb().notifications[10001].at(-1)).toMatchObject({
      kind: 'inquiry',
      inquiry: { from: { name: '李记名表（个人）' }, callbackPhone: null, item: { id: shared.id, title: shared.title } },
    })
  })

  it('sends a signed-out visitor to login', async () => {
    renderPage(<ShopSharePage />, 'pages/stock/shop/share/index', { query: { accountId: '20001' } })
    fireEvent.click(await footerButton('联系'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
  })

  it('has no contact on the shop’s own showcase', async () => {
    renderPage(<ShopSharePage />, 'pages/stock/shop/share/index', { signedIn: true })
    await screen.findByText('分享给好友')
    expect(document.querySelector('.shop-share__actions')).not.toHaveTextContent('联系')
  })
})
