import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction } from '@/shared/flow'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { maintainApi, type MaintainDetail } from './api'
import { MAINTAIN_FLOW } from './shared'

/** The footer of a care order's pages: only what the server allows now; each leads to its page or runs with a confirm. */
export function MaintainActionBar({ order }: { order: MaintainDetail }) {
  const action = useFlowAction(MAINTAIN_FLOW)
  const query = { id: order.id }
  const allowed = (name: MaintainDetail['actions'][number]) => order.actions.includes(name)
  const actions: BarAction[] = []
  if (allowed('cancel')) {
    actions.push({
      key: 'cancel',
      text: '取消订单',
      kind: 'danger',
      onTap: () =>
        void action.run(() => callApi(maintainApi.cancel, query, { handleError: true }), {
          confirm: { title: '取消养护订单？', content: '商品尚未寄出，取消后订单关闭。', confirmText: '确认取消', cancelText: '再想想', danger: true },
          done: '已取消',
        }),
    })
  }
  if (allowed('applyReturn')) actions.push({ key: 'applyReturn', text: '申请退回', onTap: () => void navigate('pages/maintain/order/apply-return/index', { query }) })
  if (allowed('send')) actions.push({ key: 'send', text: '去寄出', kind: 'primary', onTap: () => void navigate('pages/maintain/order/send/index', { query }) })
  if (allowed('acceptAll') || allowed('acceptSome'))
    actions.push({ key: 'diagnose', text: '查看报价', kind: 'primary', onTap: () => void navigate('pages/maintain/order/diagnose/index', { query }) })
  if (allowed('pay')) actions.push({ key: 'pay', text: '去支付', kind: 'primary', onTap: () => void navigate('pages/maintain/order/before-pay/index', { query }) })
  return <ActionBar actions={actions} busy={action.busy} />
}
