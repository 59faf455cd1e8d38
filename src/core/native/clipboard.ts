import Taro from '@tarojs/taro'

export const COPIED_TEXT = '内容已复制'
export const COPY_TOAST_MS = 2000

/** Copies the text and says so. Its own module: a page that only copies does not load the bridge. */
export async function copyText(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
  await Taro.showToast({ title: COPIED_TEXT, icon: 'none', duration: COPY_TOAST_MS })
}
