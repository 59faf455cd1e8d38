import { configure, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { shopStocks } from '../../../../../mocks/db'
import ShopQrcodePage from '@/pages/stock/shop/qrcode/index'
import { toQrDataUri } from '@/shared/ui/qr-code'

// The demo shop's 10,000 items make first loads slower than the default wait under a busy run.
configure({ asyncUtilTimeout: 4000 })
vi.setConfig({ testTimeout: 20_000 })
// Seed the demo shop before a page starts waiting for it.
beforeEach(() => void shopStocks())

const PATH = 'pages/stock/shop/qrcode/index'
const shareUrl = () => `${window.location.origin}/pages/stock/shop/share/index?accountId=20001`

/** The src of the rendered QR code picture. */
async function qrSrc() {
  const image = await screen.findByLabelText('二维码')
  return (image.tagName === 'IMG' ? image : image.querySelector('img'))?.getAttribute('src')
}

describe('shop QR code', () => {
  it("shows the shop's card with a QR code of the showcase url", async () => {
    renderPage(<ShopQrcodePage />, PATH, { signedIn: true })
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
    expect(screen.getByText(shareUrl())).toBeInTheDocument()
    const shared = shopStocks()[20001].items.filter((item) => item.shared && (item.status === 'IN_STOCK' || item.status === 'LOCKED')).length
    expect(screen.getByText(`${shared.toLocaleString('en-US')}件商品展示中`)).toBeInTheDocument()
    expect(await qrSrc()).toBe(await toQrDataUri(shareUrl()))
    const [message] = await firePageEvent('shareAppMessage')
    expect(message).toMatchObject({ path: '/pages/stock/shop/share/index?accountId=20001' })
  })

  it('copies the link', async () => {
    const copy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    renderPage(<ShopQrcodePage />, PATH, { signedIn: true })
    fireEvent.click(await screen.findByText('复制链接'))
    await waitFor(() => expect(copy).toHaveBeenCalledWith({ data: shareUrl() }))
    expect(uiLog.toasts.at(-1)?.title).toBe('内容已复制')
    copy.mockRestore()
  })

  it('saves the QR code as a picture', async () => {
    const clicks: { href: string; download: string }[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download })
    })
    renderPage(<ShopQrcodePage />, PATH, { signedIn: true })
    fireEvent.click(await screen.findByText('保存图片'))
    await waitFor(() => expect(clicks).toHaveLength(1))
    expect(clicks[0]).toEqual({ href: await toQrDataUri(shareUrl()), download: '臻品名包汇-店铺二维码.svg' })
    expect(uiLog.toasts.at(-1)?.title).toBe('保存成功')
    click.mockRestore()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/showcase', 500)
    renderPage(<ShopQrcodePage />, PATH, { signedIn: true })
    expect(await screen.findByText('网络请求失败（500）')).toBeInTheDocument()
    expect(screen.queryByText('保存图片')).not.toBeInTheDocument()
  })
})
