import { useRef, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'

/** Pages (Taro's page instances) that have shown at least once. */
const shownPages = new WeakSet<object>()

/**
 * Reload when the page shows again after another page changed things (back from a detail or a
 * form, back to a tab). The page's first show is its opening, which loads on mount already; a
 * component mounted later in a page already shown (another tab, a new search) takes its first
 * show for what it is, a return.
 */
/**
 * Note that the page has shown (PageLayout, on every page): a component that mounts later in it
 * then knows that its first show is a return, even if nothing else in the page reloads on return.
 */
export function useMarkPageShown(): void {
  const [page] = useState(() => Taro.getCurrentInstance()?.page ?? undefined)
  useDidShow(() => {
    if (page) shownPages.add(page)
  })
}

export function useReloadOnReturn(reload: () => unknown): void {
  const [page] = useState(() => Taro.getCurrentInstance()?.page ?? undefined)
  const opening = useRef(!page || !shownPages.has(page))
  useDidShow(() => {
    if (page) shownPages.add(page)
    if (opening.current) {
      opening.current = false
      return
    }
    void reload()
  })
}
