import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Failure } from '@nutui/icons-react-taro'
import { reportError } from '@/core/app/errors'
import { navigate } from '@/core/navigation'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { queryClient } from '@/shared/query/client'
import { PageInstance, useCurrentPageInstance } from '@/shared/query/page-focus'
import { PageLayout } from '../page-layout'
import { STATE_ICON_COLOR, StateMessage } from '../state-view'
import './index.less'

export const PAGE_ERROR_TITLE = '页面出错了'

interface BoundaryState {
  error: unknown
}

/**
 * Catches what a page's screen throws while rendering: the page keeps its bar and says what
 * happened, with 重新加载 (renders the screen anew, its queries ask again) and the way home.
 */
export class PageBoundary extends Component<{ children?: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('render failed') }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error)
    if (info.componentStack) console.error(`[page] render failed at${info.componentStack.split('\n').slice(0, 4).join('\n')}`)
  }

  retry = () => {
    // The screen's queries stopped being watched when it broke: drop what they held (the data
    // it broke on may be the cause) so that it renders from fresh answers.
    queryClient.removeQueries({ type: 'inactive' })
    this.setState({ error: null })
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <PageLayout>
        <View className="page-boundary">
          <StateMessage
            role="alert"
            icon={<Failure size={56} color={STATE_ICON_COLOR} />}
            title={PAGE_ERROR_TITLE}
            description="页面没能正常显示，请重新加载或回到首页"
            actions={[
              { text: '回到首页', onClick: () => void navigate('pages/home/post/index') },
              { text: '重新加载', primary: true, onClick: this.retry },
            ]}
          />
        </View>
      </PageLayout>
    )
  }
}

/** Query parameters that name a record by its number: anything else in them is a broken link. */
const ID_PARAMS = ['id', 'itemId', 'shopId', 'accountId', 'ruleId', 'lockId', 'sessionId', 'brandId', 'addressId', 'orderId', 'postId']

/** The first id parameter that is there but is not a whole number (0 stands for none: ?addressId=0). */
export function invalidIdParam(params: Record<string, string | undefined>): string | undefined {
  return ID_PARAMS.find((name) => {
    const value = params[name]
    return value !== undefined && value !== '' && !/^(0|[1-9]\d{0,15})$/.test(value)
  })
}

/**
 * A page file's screen inside the page boundary: `export default page(StockList)`. A link whose
 * id is not an id (?id=abc) says so with the way home instead of opening the screen, which
 * might take it for no id at all (a create form).
 */
export function page<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function BoundedPage(props: P) {
    // The page file renders when its page opens: this is the page its queries belong to.
    const instance = useCurrentPageInstance()
    const { params } = useCurrentRoute()
    const invalid = invalidIdParam(params)
    return (
      <PageInstance.Provider value={instance}>
        <PageBoundary>{invalid ? <PageLayout status="error" error={INVALID_LINK_TEXT} /> : <Screen {...props} />}</PageBoundary>
      </PageInstance.Provider>
    )
  }
  BoundedPage.displayName = `page(${Screen.displayName ?? Screen.name ?? 'Screen'})`
  return BoundedPage
}
