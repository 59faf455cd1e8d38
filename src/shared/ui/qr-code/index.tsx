import { useEffect, useState } from 'react'
import { Image, View } from '@tarojs/components'
import QRCode from 'qrcode'

/** A real QR code of `text`, drawn as SVG by the qrcode library (no canvas needed). */
export function toQrDataUri(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f1c19', light: '#ffffff' } }).then(
    (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  )
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
      {src && <Image src={src} style={{ width: `${size}px`, height: `${size}px` }} aria-label='二维码' />}
    </View>
  )
}
