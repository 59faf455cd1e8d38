import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { allowedActions, cancelConfirm, toCashier, useFlowAction } from '@/shared/flow'
import { yuan } from '@/shared/format/money'
import { ActionBar } from '@/shared/ui/action-bar'
import { evaluateApi, type EvaluateDetail } from './api'
import { EVALUATE_FLOW } from './shared'

/** The footer of an appraisal order: only what the server allows now; each leads to its page or runs with a confirm. */
export function EvaluateActionBar({ order }: { order: EvaluateDetail }) {
  const action = useFlowAction(EVALUATE_FLOW)
  const query = { id: order.id }
  const open = (page: 'modify' | 'send' | 'confirm-online' | 'confirm-mail') => () => void navigate(`pages/evaluate/order/${page}/index`, { query })
  const actions = allowedActions(order.actions, [
    {
      when: 'cancel',
      key: 'cancel',
      text: '取消订单',
      kind: 'danger',
      onTap: () =>
        void action.run(() => callApi(evaluateApi.cancel, query, { handleError: true }), {
          confirm: cancelConfirm('取消鉴定订单？', order.paidAt ? '已付鉴定费全额原路退回，使用的优惠券退回券包。' : '订单尚未支付，取消后关闭。'),
          done: '已取消',
        }),
    },
    { when: 'modify', key: 'modify', text: '修改', onTap: open('modify') },
    {
      when: 'pay',
      key: 'pay',
      text: `去支付 ${yuan(order.feeCents)}`,
      kind: 'primary',
      onTap: () => void action.run(() => callApi(evaluateApi.pay, query, { handleError: true }), { failed: '发起支付失败，请稍后重试', after: toCashier }),
    },
    { when: 'send', key: 'send', text: '去寄出', kind: 'primary', onTap: open('send') },
    { when: 'confirmOnline', key: 'confirmOnline', text: '确认结果', kind: 'primary', onTap: open('confirm-online') },
    { when: 'confirmMail', key: 'confirmMail', text: '确认收货', kind: 'primary', onTap: open('confirm-mail') },
    {
      when: 'askReturn',
      key: 'askReturn',
      text: '申请原样退回',
      onTap: () =>
        void action.run(() => callApi(evaluateApi.askReturn, query, { handleError: true }), {
          confirm: { title: '申请原样退回？', content: '鉴定中心不再鉴定，商品按原保价寄回（运费由平台承担），已付鉴定费全额原路退回。', confirmText: '申请退回' },
          done: '已申请退回',
        }),
    },
    {
      when: 'continueAppraisal',
      key: 'continueAppraisal',
      text: '确认继续鉴定',
      kind: 'primary',
      onTap: () =>
        void action.run(() => callApi(evaluateApi.continueAppraisal, query, { handleError: true }), {
          confirm: {
            title: '确认继续鉴定？',
            content: `仅当封签 ${order.seal.found ?? ''} 是您本人更换时确认。确认后鉴定中心按签收的商品继续鉴定。`,
            confirmText: '确认继续',
          },
          done: '已确认，继续鉴定',
        }),
    },
  ])
  return <ActionBar actions={actions} busy={action.busy} />
}
