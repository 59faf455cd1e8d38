import Taro, { useDidShow } from '@tarojs/taro'
import { pageShown } from './client'

let current: object | undefined

/** The page that showed last (Taro's page instance), or undefined outside Taro. */
export function shownPage(): object | undefined {
  return current
}

/**
 * Called by PageLayout on every page: each show of the page (its opening, a return from
 * another page, a tab switch, the app back from the background) is a focus event for the query
 * cache, and only this page's stale queries ask again.
 */
export function usePageFocus(): void {
  useDidShow(() => {
    current = Taro.getCurrentInstance()?.page ?? undefined
    pageShown()
  })
}
