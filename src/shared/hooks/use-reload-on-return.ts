import { useRef } from 'react'
import { useDidShow } from '@tarojs/taro'

/**
 * Reload when the page shows again after another page changed things (back from a detail or a
 * form, back to a tab). The first show is the page opening, which loads on mount already.
 */
export function useReloadOnReturn(reload: () => unknown): void {
  const shown = useRef(false)
  useDidShow(() => {
    if (!shown.current) {
      shown.current = true
      return
    }
    void reload()
  })
}
