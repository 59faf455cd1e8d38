import Taro from '@tarojs/taro'
import { navigate } from '../navigation'
import { isWeapp } from '../platform/env'
import { callBridge, type BridgeMethod } from './bridge'
import { nativeApp } from './detect'
import { COLOR } from '@/core/theme'

export { COPIED_TEXT, COPY_TOAST_MS, copyText } from './clipboard'
export { scanCode } from './scan'
export const SAVE_OK = '保存成功'
export const SAVE_FAILED = '保存失败'
export const ALBUM_DENIED = { title: '提示', content: '保存图片需要您允许访问相册，请在设置中开启相册权限', confirmText: '去设置' }

/** Operations only the native app can do (real-name, deposit, app-only pages). */
export type AppOnlyOperation = '实名认证' | '保证金充值' | '仅限APP使用的功能'

const OPERATION_METHOD: Partial<Record<AppOnlyOperation, BridgeMethod>> = {
  实名认证: 'certificationApply',
  保证金充值: 'deposit',
}

/** Inside the app: the bridge does it. Elsewhere: the guide that sends the user to the app. */
export async function runAppOnly(operation: AppOnlyOperation, params: Record<string, unknown> = {}): Promise<void> {
  const method = OPERATION_METHOD[operation]
  if (nativeApp() && method) {
    await callBridge(method, params)
    return
  }
  await navigate('pages/guide/to-app/index', { query: { operation }, force: true })
}

function isAlbumDenied(error: unknown): boolean {
  const message = (error as { errMsg?: string })?.errMsg ?? String(error)
  return /auth|deny|denied|authorize/i.test(message)
}

/** Choosing a photo was refused the album or camera (the spec's 提示 dialog, worded for choosing). */
export const CHOOSE_DENIED = { title: '提示', content: '选择图片需要您允许访问相册和相机，请在设置中开启权限', confirmText: '去设置' }

/**
 * Mini-program: a failure for a denied album (or camera) permission gets the spec's 提示 dialog,
 * whose confirm opens the settings. True when it was that failure.
 */
export async function offerAlbumSettings(error: unknown, dialog: typeof ALBUM_DENIED = ALBUM_DENIED): Promise<boolean> {
  if (!isWeapp || !isAlbumDenied(error)) return false
  const { confirm } = await Taro.showModal({ ...dialog, confirmColor: COLOR.accent })
  if (confirm) await Taro.openSetting()
  return true
}

/**
 * Save an image to the album: the app's bridge, WeChat's album (asking for permission), or a
 * download (named `fileName` when given: a data uri has no name of its own).
 */
export async function saveImage(url: string, { fileName }: { fileName?: string } = {}): Promise<boolean> {
  try {
    if (nativeApp()) {
      await callBridge('saveImage', { url })
    } else if (isWeapp) {
      const { tempFilePath } = await Taro.downloadFile({ url })
      await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
    } else {
      const link = document.createElement('a')
      link.href = url
      link.download = fileName || url.split('/').pop()?.split('?')[0] || 'image.jpg'
      link.click()
    }
    void Taro.showToast({ title: SAVE_OK, icon: 'success', duration: 2000 })
    return true
  } catch (error) {
    if (await offerAlbumSettings(error)) return false
    void Taro.showToast({ title: SAVE_FAILED, icon: 'none', duration: 2000 })
    return false
  }
}
