import { Button as NativeButton } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { isWeapp } from '@/core/platform/env'
import './index.less'

/** What the session is about, shown to the agent: an order or report number, a ticket, a question. */
export interface KefuContext {
  /** 订单号 / 报告号 / 票号 … with its label: { label: '订单号', value: 'YH20261120001' }. */
  label?: string
  value?: string
  /** The page the card opens when the agent taps it (a route table path with its query). */
  path?: string
  /** The card's title (default: the label and value). */
  title?: string
}

export const KEFU_PAGE = 'pages/account/kefu/index'

/** The session-from string WeChat passes to the customer-service backend. */
export function sessionFromOf(context: KefuContext): string {
  return JSON.stringify({ label: context.label ?? '', value: context.value ?? '', path: context.path ?? '' })
}

/**
 * The one customer-service entry. In the mini-program a real Button with open-type contact (WeChat's
 * own customer-service session, the page's context in session-from and on the message card); on H5
 * and in the app the kefu page (phone number and a QR code to add), with the context in its query.
 */
export function KefuButton({ context = {}, text = '联系客服', className = '', block = false }: { context?: KefuContext; text?: string; className?: string; block?: boolean }) {
  const classes = `kefu-button ${block ? 'kefu-button--block' : ''} ${className}`
  const title = context.title ?? (context.value ? `${context.label ?? ''} ${context.value}`.trim() : undefined)
  if (isWeapp) {
    return (
      <NativeButton
        className={classes}
        openType="contact"
        sessionFrom={sessionFromOf(context)}
        showMessageCard={Boolean(title)}
        sendMessageTitle={title}
        sendMessagePath={context.path ? `/${context.path.replace(/^\//, '')}` : undefined}
      >
        {text}
      </NativeButton>
    )
  }
  const query: Record<string, string> = {}
  if (context.label) query.label = context.label
  if (context.value) query.value = context.value
  return (
    <NativeButton className={classes} onClick={() => void navigate(KEFU_PAGE, { query })}>
      {text}
    </NativeButton>
  )
}
