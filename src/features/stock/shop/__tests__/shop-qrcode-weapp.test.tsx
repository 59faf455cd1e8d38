import { configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import ShopQrcodePage from '@/pages/stock/shop/qrcode/index'
import { toQrDataUri } from '@/shared/ui/qr-code'
import { WEAPP_SAVE_HINT } from '../shop-qrcode'

vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))
// The title bar's geometry would ask for WeChat's capsule button, which the H5 double lacks.
vi.mock('@/core/platform/nav-metrics', () => ({ getNavMetrics: () => ({ statusBarHeight: 20, navHeight: 44, capsuleWidth: 88 }) }))

// The demo shop's 10,000 items make first loads slower than the default wait under a busy run.
configure({ asyncUtilTimeout: 4000 })
vi.setConfig({ testTimeout: 20_000 })

/** The src of the rendered QR code picture. */
async function qrSrc() {
  const image = await screen.findByLabelText('二维码')
  return (image.tagName === 'IMG' ? image : image.querySelector('img'))?.getAttribute('src')
}

describe('shop QR code in the mini-program', () => {
  it('holds the page path and explains that the picture cannot be saved', async () => {
    renderPage(<ShopQrcodePage />, 'pages/stock/shop/qrcode/index', { signedIn: true })
    const path = '/pages/stock/shop/share/index?accountId=20001'
    expect(await screen.findByText(path)).toBeInTheDocument()
    expect(await qrSrc()).toBe(await toQrDataUri(path))
    fireEvent.click(screen.getByText('保存图片'))
    await waitFor(() => expect(uiLog.modals[0]).toMatchObject({ content: WEAPP_SAVE_HINT, showCancel: false }))
  })
})
