import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { allowedActions, cancelConfirm, useFlowAction } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { maintainApi, type MaintainDetail } from './api'
import { MAINTAIN_FLOW } from './shared'

/** The footer of a care order's pages: only what the server allows now; each leads to its page or runs with a confirm. */
export function MaintainActionBar({ order }: { order: MaintainDetail }) {
  const action = useFlowAction(MAINTAIN_FLOW)
  const query = { id: order.id }
  const open = (page: 'apply-return' | 'send' | 'diagnose' | 'before-pay') => () => void navigate(`pages/maintain/order/${page}/index`, { query })
  const actions = allowedActions(order.actions, [
    {
      when: 'cancel',
      key: 'cancel',
      text: '取消订单',
      kind: 'danger',
      onTap: () =>
        void action.run(() => callApi(maintainApi.cancel, query, { handleError: true }), {
          confirm: cancelConfirm('取消养护订单？', '商品尚未寄出，取消后订单关闭。'),
          done: '已取消',
        }),
    },
    { when: 'applyReturn', key: 'applyReturn', text: '申请退回', onTap: open('apply-return') },
    { when: 'send', key: 'send', text: '去寄出', kind: 'primary', onTap: open('send') },
    { when: ['acceptAll', 'acceptSome'], key: 'diagnose', text: '查看报价', kind: 'primary', onTap: open('diagnose') },
    { when: 'pay', key: 'pay', text: '去支付', kind: 'primary', onTap: open('before-pay') },
  ])
  return <ActionBar actions={actions} busy={action.busy} />
}
