import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction } from '@/shared/flow'
import { yuan } from '@/shared/format/money'
import { draftStorageKey, readDraft } from '@/shared/hooks/use-draft'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { CheckField } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { Order } from '@nutui/icons-react-taro'
import { STATE_ICON_COLOR, StateMessage } from '@/shared/ui/state-view'
import { maintainApi } from './api'
import { estimateText, LIABILITY_ACK_TEXT, LIABILITY_TEXT, SEND_BACK_TEXT, turnaroundOf, turnaroundText } from './machine'
import { Note } from '@/shared/ui/note'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { clearPending, CREATE_DRAFT_KEY, MAINTAIN_FLOW, readPending, serviceNames } from './shared'

/** pages/maintain/order/confirm: the order as it will be made; the liability rule must be accepted before confirming. */
export function MaintainConfirm() {
  const [pending] = useState(readPending)
  const [accepted, setAccepted] = useState(false)
  const [error, setError] = useState('')
  const action = useFlowAction(MAINTAIN_FLOW)

  if (!pending) {
    // Opened cold (a shared link, after the order was made, on another device): nothing kept to confirm.
    const drafted = readDraft(CREATE_DRAFT_KEY) !== undefined
    return (
      <PageLayout>
        <StateMessage
          icon={<Order size={56} color={STATE_ICON_COLOR} />}
          title="没有待确认的养护订单"
          description={`确认页只显示刚填写好的养护信息。${drafted ? '上次填写的内容还在，可继续填写后再确认。' : '请先选择商品并填写养护信息。'}已提交的订单在「我的养护订单」中查看。`}
          actions={[
            {
              text: drafted ? '继续填写' : '去填写',
              primary: true,
              onClick: () => void navigate(drafted ? 'pages/maintain/order/create/index' : 'pages/maintain/spu-sku/index', { replace: true }),
            },
            { text: '养护首页', onClick: () => void navigate('pages/maintain/home/index', { replace: true }) },
          ]}
        />
      </PageLayout>
    )
  }

  const confirm = () => {
    if (!accepted) {
      setError(LIABILITY_ACK_TEXT)
      void Taro.showToast({ title: LIABILITY_ACK_TEXT, icon: 'none', duration: 2000 })
      return
    }
    void action.run(() => callApi(maintainApi.create, { ...pending, liabilityAccepted: true }, { handleError: true }), {
      failed: '下单失败，请稍后重试',
      onFailure: (failure) => setError(failure instanceof Error ? failure.message : '下单失败，请稍后重试'),
      after: async (order) => {
        // The server holds it now: the form starts empty next time.
        Taro.removeStorageSync(draftStorageKey(CREATE_DRAFT_KEY))
        clearPending()
        await navigate('pages/maintain/order/confirm-success/index', { query: { id: order.id }, replace: true, force: true })
      },
    })
  }

  const turnaround = turnaroundOf(pending.services)
  return (
    <PageLayout footer={<ActionBar busy={action.busy} actions={[{ key: 'confirm', text: '确认下单', kind: 'primary', onTap: confirm, loading: action.busy }]} />}>
      <View className="maintain-page">
        <DetailCard title="养护商品">
          <InfoRow label="商品">{`${pending.brandName} ${pending.model}`}</InfoRow>
          <InfoRow label="品类">{pending.category}</InfoRow>
          {pending.stockCode && <InfoRow label="库存编号">{pending.stockCode}</InfoRow>}
          <InfoRow label="问题">{pending.problem}</InfoRow>
          <PhotoRow photos={pending.photos} />
        </DetailCard>
        <DetailCard title="养护项目">
          <InfoRow label="项目">{serviceNames(pending.services)}</InfoRow>
          <InfoRow label="预估费用">
            <Text className="maintain-money">{estimateText(pending.services)}</Text>
          </InfoRow>
          <InfoRow label="预估周期">{`${turnaroundText(turnaround)}（以诊断为准）`}</InfoRow>
          <InfoRow label="声明价值">{yuan(pending.declaredValueCents)}</InfoRow>
          <Note>下单后请将商品寄往养护工坊；工坊诊断后给出最终报价，您确认并支付后订单才生效。支付前可申请退回商品。{SEND_BACK_TEXT}。</Note>
        </DetailCard>
        <DetailCard title="赔付规则">
          <Text className="maintain-service__line">{LIABILITY_TEXT}</Text>
          <CheckField
            label="我已阅读并同意：按养护前成色与声明价值核定赔付"
            value={accepted}
            error={error}
            onChange={(next) => {
              setAccepted(next)
              setError('')
            }}
          />
        </DetailCard>
      </View>
    </PageLayout>
  )
}
