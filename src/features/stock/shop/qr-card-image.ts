import QRCode from 'qrcode'
import { COLOR } from '@/core/theme'

export interface QrCardContent {
  name: string
  caption: string
  url: string
}

const WIDTH = 320
const HEIGHT = 400
const QR_SIZE = 220
/** Drawn at 3x: sharp on phone screens and in print. */
const SCALE = 3
const INK = COLOR.text

/** Text cut with an ellipsis to fit `maxWidth` (canvas text does not wrap or clip by itself). */
function fitted(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text
  let end = text.length
  while (end > 1 && context.measureText(`${text.slice(0, end)}…`).width > maxWidth) end -= 1
  return `${text.slice(0, end)}…`
}

/**
 * The shop's QR card as a PNG data url: name, QR code of the showcase and caption on white,
 * the picture a dealer posts to 朋友圈 or prints (an SVG does neither). H5 and the app's
 * web-view only: it draws on a DOM canvas.
 */
export async function renderQrCardPng({ name, caption, url }: QrCardContent): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = WIDTH * SCALE
  canvas.height = HEIGHT * SCALE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas unavailable')
  context.scale(SCALE, SCALE)
  context.fillStyle = COLOR.surface
  context.fillRect(0, 0, WIDTH, HEIGHT)

  context.fillStyle = INK
  context.textAlign = 'center'
  context.font = '600 20px sans-serif'
  context.fillText(fitted(context, name, WIDTH - 40), WIDTH / 2, 44)

  const code = document.createElement('canvas')
  await QRCode.toCanvas(code, url, { width: QR_SIZE * SCALE, margin: 1, errorCorrectionLevel: 'M', color: { dark: INK, light: COLOR.surface } })
  context.drawImage(code, (WIDTH - QR_SIZE) / 2, 68, QR_SIZE, QR_SIZE)

  context.fillStyle = INK
  context.font = '15px sans-serif'
  context.fillText(caption, WIDTH / 2, 324)
  context.fillStyle = COLOR.textWeak
  context.font = '11px sans-serif'
  context.fillText(fitted(context, url, WIDTH - 32), WIDTH / 2, 354)
  return canvas.toDataURL('image/png')
}
