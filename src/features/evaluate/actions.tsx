import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction } from '@/shared/flow'
import { yuan } from '@/shared/format/money'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { evaluateApi, type EvaluateDetail } from './api'
import { EVALUATE_FLOW } from './shared'

/** The footer of an appraisal order: only what the server allows now; each leads to its page or runs with a confirm. */
export function EvaluateActionBar({ order }: { order: EvaluateDetail }) {
  const action = useFlowAction(EVALUATE_FLOW)
  const query = { id: order.id }
  const allowed = (name: EvaluateDetail['actions'][number]) => order.actions.includes(name)
  const actions: BarAction[] = []
  if (allowed('cancel')) {
    actions.push({
      key: 'cancel',
      text: '取消订单',
      kind: 'danger',
      onTap: () =>
        void action.run(() => callApi(evaluateApi.cancel, query, { handleError: true }), {
          confirm: {
            title: '取消鉴定订单？',
            content: order.paidAt ? '已付鉴定费全额原路退回，使用的优惠券退回券包。' : '订单尚未支付，取消后关闭。',
            confirmText: '确认取消',
            cancelText: '再想想',
            danger: true,
          },
          done: '已取消',
        }),
    })
  }
  if (allowed('modify')) actions.push({ key: 'modify', text: '修改', onTap: () => void navigate('pages/evaluate/order/modify/index', { query }) })
  if (allowed('pay')) {
    actions.push({
      key: 'pay',
      text: `去支付 ${yuan(order.feeCents)}`,
      kind: 'primary',
      // The server makes (or finds) the pay order; the one cashier pays it.
      onTap: () =>
        void action.run(() => callApi(evaluateApi.pay, query, { handleError: true }), {
          failed: '发起支付失败，请稍后重试',
          after: ({ payOrderNo }) => navigate('pages/order/cash/index', { query: { payOrderNo }, force: true }),
        }),
    })
  }
  if (allowed('send')) actions.push({ key: 'send', text: '去寄出', kind: 'primary', onTap: () => void navigate('pages/evaluate/order/send/index', { query }) })
  if (allowed('confirmOnline'))
    actions.push({ key: 'confirmOnline', text: '确认结果', kind: 'primary', onTap: () => void navigate('pages/evaluate/order/confirm-online/index', { query }) })
  if (allowed('confirmMail'))
    actions.push({ key: 'confirmMail', text: '确认收货', kind: 'primary', onTap: () => void navigate('pages/evaluate/order/confirm-mail/index', { query }) })
  return <ActionBar actions={actions} busy={action.busy} />
}
