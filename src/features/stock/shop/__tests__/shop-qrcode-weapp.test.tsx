import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { buildConstants } from '../../../../../config/constants'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import ShopQrcodePage from '@/pages/stock/shop/qrcode/index'
import { toQrDataUri } from '@/shared/ui/qr-code'
import { WEAPP_SAVE_HINT } from '../shop-qrcode'

vi.mock('@/core/platform/env', async (original) => ({
  ...(await original<typeof import('@/core/platform/env')>()),
  isWeapp: true,
  isH5: false,
  webOrigin: () => __H5_ORIGIN__,
}))
// The title bar's geometry would ask for WeChat's capsule button, which the H5 double lacks.
vi.mock('@/core/platform/nav-metrics', () => ({ getNavMetrics: () => ({ statusBarHeight: 20, navHeight: 44, capsuleWidth: 88 }) }))

/** The src of the rendered QR code picture. */
async function qrSrc() {
  const image = await screen.findByLabelText('二维码')
  return (image.tagName === 'IMG' ? image : image.querySelector('img'))?.getAttribute('src')
}

describe('shop QR code in the mini-program', () => {
  it("holds the showcase's H5 address, which a WeChat scan opens, and explains that the picture cannot be saved", async () => {
    renderPage(<ShopQrcodePage />, 'pages/stock/shop/qrcode/index', { signedIn: true })
    const url = `${__H5_ORIGIN__}/pages/stock/shop/share/index?accountId=20001`
    expect(url).toMatch(/^https?:\/\/[^/]+\/pages\//)
    expect(await screen.findByText(url)).toBeInTheDocument()
    expect(await qrSrc()).toBe(await toQrDataUri(url))
    fireEvent.click(screen.getByText('保存图片'))
    await waitFor(() => expect(uiLog.modals[0]).toMatchObject({ content: WEAPP_SAVE_HINT, showCancel: false }))
  })

  it('copies the H5 address, not the bare page path', async () => {
    const copy = vi.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    renderPage(<ShopQrcodePage />, 'pages/stock/shop/qrcode/index', { signedIn: true })
    fireEvent.click(await screen.findByText('复制链接'))
    await waitFor(() => expect(copy).toHaveBeenCalledWith({ data: `${__H5_ORIGIN__}/pages/stock/shop/share/index?accountId=20001` }))
    copy.mockRestore()
  })
})

describe('the H5 origin build constant', () => {
  const saved = process.env.TARO_APP_H5_ORIGIN
  afterEach(() => {
    if (saved === undefined) delete process.env.TARO_APP_H5_ORIGIN
    else process.env.TARO_APP_H5_ORIGIN = saved
  })

  it('defaults to what npm start serves and takes TARO_APP_H5_ORIGIN without a trailing slash', () => {
    delete process.env.TARO_APP_H5_ORIGIN
    expect(buildConstants().__H5_ORIGIN__).toBe(JSON.stringify('http://127.0.0.1:10086'))
    process.env.TARO_APP_H5_ORIGIN = 'https://m.luxtrade.cn/'
    expect(buildConstants().__H5_ORIGIN__).toBe(JSON.stringify('https://m.luxtrade.cn'))
  })
})
