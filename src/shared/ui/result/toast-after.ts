import Taro from '@tarojs/taro'

/** Long enough to read a short result (the bar: at least 1.5 s). */
export const RESULT_TOAST_MS = 2000

let pending: string | null = null

/**
 * The one success toast (保存成功, 已复制…): WeChat's check icon only fits seven characters, a longer
 * result is said in words alone; shown long enough to read.
 */
export function showSuccess(title: string): void {
  void Taro.showToast({ title, icon: title.length > 7 ? 'none' : 'success', duration: RESULT_TOAST_MS })
}

/**
 * A result to say on the page a create opens next (锁单成功 on the new lock): a toast shown before
 * the navigation is covered by the page within a fraction of a second.
 */
export function toastOnNextPage(title: string): void {
  pending = title
}

/** Shown by the next page to mount (PageLayout), once. */
export function showPendingToast(): void {
  if (!pending) return
  const title = pending
  pending = null
  showSuccess(title)
}
