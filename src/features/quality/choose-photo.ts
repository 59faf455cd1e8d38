import { loadBridge } from '@/core/native/load-bridge'
import { nativeApp } from '@/core/native/detect'
import { chooseImagePath, uploadImage } from '@/core/upload'

/**
 * One photo for recognition, through the platform: the native app's camera (bridge chooseImage,
 * which hands back the photo's url), else Taro's chooseImage (the mini-program's chooser; a file
 * input on H5) uploaded. Its url.
 */
export async function choosePhoto(): Promise<string> {
  if (process.env.TARO_ENV === 'h5' && nativeApp()) {
    const data = await (await loadBridge()).callBridge<{ url: string } | string>('chooseImage', { count: 1 })
    const url = typeof data === 'string' ? data : data?.url
    if (!url) throw new Error('未获取到照片，请重试')
    return url
  }
  return uploadImage(await chooseImagePath())
}
