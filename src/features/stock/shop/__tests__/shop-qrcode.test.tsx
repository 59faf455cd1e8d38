import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { shopStocks } from '@mocks/db'
import { mockServer } from '@mocks/node'
import QRCode from 'qrcode'
import ShopQrcodePage from '@/pages/stock/shop/qrcode/index'
import { toQrDataUri } from '@/shared/ui/qr-code'

// Seed the demo shop before a page starts waiting for it.
beforeEach(() => void shopStocks())

const PATH = 'pages/stock/shop/qrcode/index'
const shareUrl = () => `${window.location.origin}/pages/stock/shop/share/index?accountId=20001`

/** The src of the rendered QR code picture. */
async function qrSrc() {
  const image = await screen.findByLabelText('二维码')
  return (image.tagName === 'IMG' ? image : image.querySelector('img'))?.getAttribute('src')
}

/** jsdom draws nothing: a 2D context that records the texts the card would show. */
function recordCanvas() {
  const drawn: string[] = []
  const context = new Proxy(
    { fillText: (text: string) => drawn.push(text), measureText: (text: string) => ({ width: text.length * 10 }) },
    {
      get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined),
      set: () => true,
    },
  )
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never)
  return { drawn, getContext }
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

  it('saves the shop card with its QR code as a PNG picture', async () => {
    const clicks: { href: string; download: string }[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download })
    })
    const { drawn, getContext } = recordCanvas()
    const toDataUrl = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,UE5H')
    const toCanvas = vi.spyOn(QRCode, 'toCanvas').mockResolvedValue(undefined as never)
    renderPage(<ShopQrcodePage />, PATH, { signedIn: true })
    fireEvent.click(await screen.findByText('保存图片'))
    await waitFor(() => expect(clicks).toHaveLength(1))
    expect(clicks[0]).toEqual({ href: 'data:image/png;base64,UE5H', download: '臻品名包汇-店铺二维码.png' })
    expect(toCanvas).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), shareUrl(), expect.objectContaining({ errorCorrectionLevel: 'M' }))
    expect(toDataUrl).toHaveBeenCalledWith('image/png')
    expect(drawn).toEqual(expect.arrayContaining(['臻品名包汇', '扫一扫，查看店铺展示商品']))
    expect(uiLog.toasts.at(-1)?.title).toBe('保存成功')
    for (const spy of [click, getContext, toDataUrl, toCanvas]) spy.mockRestore()
  })

  it('says so when the picture cannot be drawn', async () => {
    const { getContext } = recordCanvas()
    const toCanvas = vi.spyOn(QRCode, 'toCanvas').mockRejectedValue(new Error('no canvas'))
    renderPage(<ShopQrcodePage />, PATH, { signedIn: true })
    fireEvent.click(await screen.findByText('保存图片'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('二维码生成失败，请重试'))
    toCanvas.mockRestore()
    getContext.mockRestore()
  })

  it('shows a server failure with a retry', async () => {
    failPath('/stock/showcase', 500)
    renderPage(<ShopQrcodePage />, PATH, { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.queryByText('保存图片')).not.toBeInTheDocument()
    // The server is back: the retry shows the card.
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByText('臻品名包汇')).toBeInTheDocument()
    expect(screen.getByText(shareUrl())).toBeInTheDocument()
    expect(screen.getByText('保存图片')).toBeInTheDocument()
  })
})
