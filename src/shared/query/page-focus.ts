import { createContext, useContext, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import type { Query } from '@tanstack/react-query'
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

/**
 * The Taro page instance a component lives in, provided by page() (every page file): a
 * component mounted later (signed in while the login page was on top, another tab of the page)
 * still belongs to its own page, not to whichever page was current when it mounted.
 */
export const PageInstance = createContext<object | undefined>(undefined)

/** The page instance current when the calling component first rendered. */
export function useCurrentPageInstance(): object | undefined {
  const [page] = useState(() => Taro.getCurrentInstance()?.page ?? undefined)
  return page
}

/** The page a component belongs to: its page file's (PageInstance), else the current one. */
export function useOwnPage(): object | undefined {
  const provided = useContext(PageInstance)
  const current = useCurrentPageInstance()
  return provided ?? current
}

/** Whether a query is on screen: one of its observers belongs to the page that shows. */
export function onShownPage(query: Query): boolean {
  return query.observers.some((observer) => {
    const belongs = observer.options.refetchOnWindowFocus
    return typeof belongs === 'function' ? belongs(query as never) !== false : true
  })
}
