import { useEffect, useRef, type ReactNode } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { ArrowLeft, Home } from '@nutui/icons-react-taro'
import { isTabPath } from '@/core/routes'
import { goBack, navigate } from '@/core/navigation'
import { guardStockHost, leavesStockHost, onStockHost } from '@/core/navigation/web'
import { isWeapp } from '@/core/platform/env'
import { getNavMetrics } from '@/core/platform/nav-metrics'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { usePageFocus } from '@/shared/query/page-focus'
import { StateView, type LoadStatus } from '../state-view'
import { showPendingToast } from '../result/toast-after'
import './index.less'

export interface PageLayoutProps {
  /** Defaults to the route table's title of the current page. */
  title?: string
  /** Replaces the title in the bar (a search box, tabs); the title stays for screen readers. */
  header?: ReactNode
  navRight?: ReactNode
  /** Kept under the bar while the page scrolls (search and filters of a list). */
  toolbar?: ReactNode
  /** Whole-page state: anything but 'ready' replaces the children with a state view. */
  status?: LoadStatus
  error?: string
  emptyText?: string
  onRetry?: () => void
  /** A bar fixed at the bottom (actions), kept above the home indicator. */
  footer?: ReactNode
  className?: string
  children?: ReactNode
}

/** Room kept on each side of a centred title for the back arrow and the bar's actions. */
const TITLE_SIDE_PX = 96

/** The frame of every page: title bar, safe areas and loading, empty and error states. */
export function PageLayout(props: PageLayoutProps) {
  usePageFocus()
  const { header, navRight, toolbar, status = 'ready', error, emptyText, onRetry, footer, className, children } = props
  const route = useCurrentRoute()
  const title = props.title ?? route.meta?.title ?? ''
  const isTab = route.path ? isTabPath(route.path) : false
  // The weapp web-view keeps WeChat's own bar: its component covers the whole page anyway.
  const drawsBar = !(isWeapp && route.meta?.nav === 'native')
  const metrics = getNavMetrics()
  const canGoBack = Taro.getCurrentPages().length > 1
  const titleInset = Math.max(TITLE_SIDE_PX, metrics.capsuleWidth)
  useEffect(() => guardStockHost(route.path), [route.path])
  // A page the stock host does not serve shows nothing of itself while it goes to not-found.
  const leaving = leavesStockHost(route.path)
  const root = useRef<HTMLElement>(null)
  useEffect(() => {
    // H5: Taro's page element is the region that scrolls; keyboard users reach it by focus.
    if (process.env.TARO_ENV === 'h5') root.current?.closest?.('.taro_page')?.setAttribute('tabindex', '0')
  }, [])
  // A create or an edit that opened (or went back to) this page left its result to say here.
  useEffect(() => showPendingToast(), [])
  useDidShow(showPendingToast)

  // The stock host serves shared items only: its home is not-found, so no way home is offered.
  const back = isTab ? null : canGoBack ? <ArrowLeft size={18} /> : onStockHost() ? null : <Home size={18} />
  const onBack = () => (canGoBack ? goBack() : navigate('pages/home/post/index'))

  return (
    <View ref={root} className={`page-layout ${footer ? 'page-layout--with-footer' : ''} ${className ?? ''}`}>
      {drawsBar && (
        <View className="page-layout__bar" style={{ paddingTop: `${metrics.statusBarHeight}px`, paddingRight: `${metrics.capsuleWidth}px` }}>
          {/* Drawn here, not with NutUI's NavBar: every page's first paint would wait for NutUI's runtime. */}
          <View className="page-layout__nav" style={{ height: `${metrics.navHeight}px` }}>
            {back && (
              <View className="page-layout__back" role="button" aria-label={canGoBack ? '返回' : '回到首页'} onClick={onBack}>
                {back}
              </View>
            )}
            {header ? (
              <View className="page-layout__header">{header}</View>
            ) : (
              // Centred on the screen whatever the sides hold (a back arrow, 锁单, the capsule).
              <View
                className="page-layout__title page-layout__title--center"
                role="heading"
                aria-level={1}
                style={{ left: `${titleInset}px`, right: `${titleInset - metrics.capsuleWidth}px`, lineHeight: `${metrics.navHeight}px` }}
              >
                {title}
              </View>
            )}
            {navRight && <View className="page-layout__right">{navRight}</View>}
          </View>
          {toolbar}
        </View>
      )}
      {!drawsBar && toolbar && <View className="page-layout__bar">{toolbar}</View>}
      <View className="page-layout__body">
        {status === 'ready' && !leaving ? (
          children
        ) : (
          <StateView status={leaving || status === 'ready' ? 'loading' : status} error={error} emptyText={emptyText} onRetry={onRetry} />
        )}
      </View>
      {footer && (
        <View className="page-layout__footer">
          {footer}
          <View className="page-layout__safe-bottom" />
        </View>
      )}
    </View>
  )
}
