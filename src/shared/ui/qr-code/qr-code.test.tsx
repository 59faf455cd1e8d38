import { render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import QRCode from 'qrcode'
import { QrCode } from '.'
import { COLOR } from '@/core/theme'

// The mini-program's <Image>, the case the base64 form is for.
vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

const PREFIX = 'data:image/svg+xml;base64,'

describe('QrCode in the mini-program', () => {
  it("shows the qrcode library's SVG as a base64 data URI, which WeChat's Image renders", async () => {
    // wx.arrayBufferToBase64, as WeChat answers it
    vi.spyOn(Taro, 'arrayBufferToBase64').mockImplementation((buffer: ArrayBuffer) => Buffer.from(buffer).toString('base64'))
    const text = 'http://127.0.0.1:10086/pages/stock/shop/share/index?accountId=20001'
    render(<QrCode text={text} size={120} />)
    const image = await screen.findByLabelText('二维码')
    const img = image.tagName === 'IMG' ? image : image.querySelector('img')
    await waitFor(() => expect(img?.getAttribute('src')).toMatch(/^data:/))
    const src = img!.getAttribute('src')!
    expect(src.startsWith(PREFIX)).toBe(true)
    const svg = Buffer.from(src.slice(PREFIX.length), 'base64').toString('utf8')
    expect(svg).toBe(await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: COLOR.text, light: COLOR.surface } }))
  })
})
