import { useEffect, useState } from 'react'
import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import QRCode from 'qrcode'
import { isWeapp } from '@/core/platform/env'
import { COLOR } from '@/core/theme'

const QR_OPTIONS = { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: COLOR.text, light: COLOR.surface } } as const

/**
 * A real QR code of `text`, drawn as SVG by the qrcode library (no canvas needed), as a data URI.
 * The mini-program's <Image> needs it base64-encoded (wx.arrayBufferToBase64; the SVG is ASCII);
 * browsers take it URL-encoded.
 */
export async function toQrDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, QR_OPTIONS)
  if (!isWeapp) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  const bytes = Uint8Array.from(svg, (char) => char.charCodeAt(0))
  return `data:image/svg+xml;base64,${Taro.arrayBufferToBase64(bytes.buffer)}`
}

export function QrCode({ text, size = 180, className }: { text: string; size?: number; className?: string }) {
  const [src, setSrc] = useState('')
  useEffect(() => {
    let alive = true
    void toQrDataUri(text).then((uri) => alive && setSrc(uri))
    return () => {
      alive = false
    }
  }, [text])
  return (
    <View className={className} style={{ width: `${size}px`, height: `${size}px` }}>
      {src && <Image src={src} style={{ width: `${size}px`, height: `${size}px` }} aria-label="二维码" imgProps={{ alt: '二维码' }} />}
    </View>
  )
}
