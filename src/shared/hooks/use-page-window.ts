import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePageScroll } from '@tarojs/taro'
import { DESIGN_WIDTH } from '../../../config/layout'
import { isH5 } from '@/core/platform/env'

export interface PageWindow {
  /** First and one-past-last index to render. */
  start: number
  end: number
  /** Heights of the blank space standing in for the rows above and below, in px. */
  before: number
  after: number
  /** Measure again where the list starts on the page (after the header above it changed). */
  remeasure: () => void
}

function windowSize(): { width: number; height: number } {
  try {
    const info = Taro.getWindowInfo()
    return { width: info.windowWidth || DESIGN_WIDTH, height: info.windowHeight || 812 }
  } catch {
    return { width: DESIGN_WIDTH, height: 812 }
  }
}

/**
 * H5: where the list starts in the page, read from the DOM at once. Taro's selector query runs a
 * tick later against whatever page Taro then holds as current; during a navigation that page may
 * have no element yet, and the query throws outside any catch. Pages stacked below are hidden
 * (no client rects), so the shown anchor is the top page's. H5 pages scroll the window.
 */
function listTopInDom(selector: string): number | undefined {
  const shown = Array.from(document.querySelectorAll(selector)).find((el) => el.getClientRects().length > 0)
  return shown ? shown.getBoundingClientRect().top + window.scrollY : undefined
}

const routeOf = (path: string | undefined) => path?.replace(/^\//, '').split('?')[0]

/**
 * Whether the page that mounted the list is the one on top. A selector query runs against the
 * top page: measuring while another page covers this one (a detail opened from the list, the
 * list reloading behind it) fails inside Taro's query with no way to catch it.
 */
function ownPageOnTop(ownRoute: string | undefined): boolean {
  const pages = Taro.getCurrentPages()
  if (!pages.length) return false
  const top = routeOf((pages[pages.length - 1] as { route?: string }).route)
  return !ownRoute || !top || top === ownRoute
}

/**
 * Windowing over the page's own scroll: only the rows near the viewport are rendered, the rest
 * is blank space of the same height. The page keeps its pull-down refresh and reach-bottom
 * events, which a list inside a fixed-height scroll-view would lose. Rows have a fixed height
 * in design px (scaled to the screen like the stylesheet's px).
 */
export function usePageWindow(count: number, rowDesignPx: number, anchorSelector: string, overscan = 8): PageWindow {
  const [{ width, height }] = useState(windowSize)
  const row = (rowDesignPx * width) / DESIGN_WIDTH
  // Only the first visible row is state: scrolling within a row does not re-render the page.
  const [first, setFirst] = useState(0)
  const scrollTop = useRef(0)
  const listTop = useRef(0)
  const update = useCallback(() => setFirst(Math.max(0, Math.floor((scrollTop.current - listTop.current) / row))), [row])
  const [ownRoute] = useState(() => routeOf(Taro.getCurrentInstance()?.router?.path))

  const remeasure = useCallback(() => {
    // Outside a mounted page (a test, a page being torn down) or under another page: nothing to
    // measure now; the list measures again when its page shows.
    if (!ownPageOnTop(ownRoute)) return
    if (isH5) {
      const top = listTopInDom(anchorSelector)
      if (top !== undefined) listTop.current = top
      update()
      return
    }
    try {
      const query = Taro.createSelectorQuery()
      query.select(anchorSelector).boundingClientRect()
      query.selectViewport().scrollOffset()
      query.exec((result: ({ top?: number; scrollTop?: number } | null)[] | null) => {
        const rect = result?.[0]
        const viewport = result?.[1]
        if (rect && typeof rect.top === 'number') listTop.current = rect.top + (viewport?.scrollTop ?? 0)
        update()
      })
    } catch {
      // Unmeasured, the list is taken to start at the top: a few extra rows are rendered.
    }
  }, [anchorSelector, update, ownRoute])

  // Measured once rows exist (the header above has its final height by then).
  const hasRows = count > 0
  useEffect(() => {
    const timer = setTimeout(remeasure, 0)
    return () => clearTimeout(timer)
  }, [remeasure, hasRows])

  useDidShow(() => remeasure())

  usePageScroll(({ scrollTop: top }: { scrollTop: number }) => {
    scrollTop.current = top
    update()
  })

  const start = Math.max(0, first - overscan)
  const end = Math.min(count, first + Math.ceil(height / row) + 1 + overscan)
  return { start, end: Math.max(start, end), before: start * row, after: Math.max(0, count - Math.max(start, end)) * row, remeasure }
}
