import Taro from '@tarojs/taro'
import { useSession } from '../session/store'

/** Spec section 9: the spinner appears only for calls slower than 200 ms. */
export const LOADING_DELAY_MS = 200

let pending = 0
let timer: ReturnType<typeof setTimeout> | undefined
let shown = false

/** Count a call in; the returned function counts it out (call it once, on response). */
export function trackLoading(): () => void {
  pending++
  if (pending === 1) {
    timer = setTimeout(() => {
      shown = true
      useSession.setState({ displayLoading: true })
      void Taro.showLoading({ title: '加载中' })
    }, LOADING_DELAY_MS)
  }
  let done = false
  return () => {
    if (done) return
    done = true
    pending--
    if (pending > 0) return
    clearTimeout(timer)
    if (shown) {
      shown = false
      useSession.setState({ displayLoading: false })
      Taro.hideLoading()
    }
  }
}
