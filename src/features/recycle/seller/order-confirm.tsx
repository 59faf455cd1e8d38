import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { accountApi, type BankCard } from '@/core/api/account'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { ResultPanel } from '@/shared/ui/result'
import { recycleSellerApi, type RecycleDetail, type Settlement } from '../api'
import { feeCents, feeRuleText, payoutCents, RECYCLE_STATUS_TEXT } from '../machine'
import { InspectionCompareCard, ItemCard, priceDiffText, SettlementCard } from '../parts'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { RECYCLE_FLOW, RecycleAuditGuard } from '../shared'
import './bidding-detail.less'

/** 招商银行 尾号5678. */
export function bankCardText(card: BankCard): string {
  return `${card.bankName} 尾号${card.cardTail}`
}

type PayoutChoice = 'balance' | number

function openOrder(id: number) {
  void navigate('pages/recycle/seller/order/detail/index', { query: { id }, replace: true })
}

/** The order's final price: the inspection's (a recheck that revised it updates it), else the deal's. */
function finalPriceOf(order: RecycleDetail): number {
  return order.recheck?.answer?.finalPriceCents ?? order.inspection?.finalPriceCents ?? order.dealPriceCents ?? 0
}

function AccountChoice({ value, onChange }: { value: PayoutChoice; onChange: (next: PayoutChoice) => void }) {
  const cards = useApiQuery(accountApi.bankcards, undefined, { signedIn: true, pullDown: false })
  const option = (key: PayoutChoice, text: string) => (
    <View
      key={String(key)}
      role="radio"
      aria-checked={value === key}
      className={`recycle-confirm__account ${value === key ? 'recycle-confirm__account--on' : ''}`}
      onClick={() => onChange(key)}
    >
      <Text>{text}</Text>
      <View className={`recycle-confirm__tick ${value === key ? 'recycle-confirm__tick--on' : ''}`} />
    </View>
  )
  return (
    <DetailCard title="到账账户">
      <View role="radiogroup" aria-label="到账账户">
        {option('balance', '账户余额')}
        {(cards.data ?? []).map((card) => option(card.id, bankCardText(card)))}
      </View>
      {cards.status === 'error' && <Text className="recycle-empty-line">银行卡加载失败，可先选择账户余额</Text>}
    </DetailCard>
  )
}

function useBankCard(payout: PayoutChoice): BankCard | undefined {
  const cards = useApiQuery(accountApi.bankcards, undefined, { signedIn: true, pullDown: false })
  return payout === 'balance' ? undefined : cards.data?.find((entry) => entry.id === payout)
}

function ConfirmFigures({ order, payout, onPayout }: { order: RecycleDetail; payout: PayoutChoice; onPayout: (next: PayoutChoice) => void }) {
  const finalCents = finalPriceOf(order)
  const acceptedCents = order.acceptedQuote?.priceCents ?? null
  return (
    <View className="recycle-detail">
      {order.inspection && <InspectionCompareCard item={order.item} inspection={order.inspection} />}
      <ItemCard item={order.item} title="登记信息" />
      <DetailCard title="成交金额">
        <InfoRow label="验货价">
          <Text className="recycle-money">{yuan(finalCents)}</Text>
        </InfoRow>
        {acceptedCents !== null && (
          <InfoRow label="接受的报价">
            {yuan(acceptedCents)}（{order.acceptedQuote?.buyerName}，验货价{priceDiffText(finalCents, acceptedCents)}）
          </InfoRow>
        )}
        <InfoRow label="服务费">
          <Text>-{yuan(feeCents(finalCents))}</Text>
          <Text className="recycle-fee-rule">（{feeRuleText()}）</Text>
        </InfoRow>
        <InfoRow label="到账金额">
          <Text className="recycle-money">{yuan(payoutCents(finalCents))}</Text>
        </InfoRow>
      </DetailCard>
      <AccountChoice value={payout} onChange={onPayout} />
      <Text className="recycle-confirm__statement">确认后按验货价成交并打款，确认后不可撤销。</Text>
    </View>
  )
}

function ConfirmButton({ order, payout, onDone }: { order: RecycleDetail; payout: PayoutChoice; onDone: (settlement: Settlement | null) => void }) {
  const action = useFlowAction(RECYCLE_FLOW)
  const card = useBankCard(payout)
  const finalCents = finalPriceOf(order)
  const accountText = card ? bankCardText(card) : '账户余额'
  const confirm = () =>
    void action.run(
      async () => {
        const settled = await callApi(recycleSellerApi.confirm, { id: order.id, payoutTo: card ? 'bank' : 'balance', bankCardId: card ? card.id : null }, { handleError: true })
        onDone(settled.settlement)
      },
      {
        confirm: {
          title: '确认成交？',
          content: `按验货价 ${yuan(finalCents)} 成交，${yuan(payoutCents(finalCents))} 打款至${accountText}。确认后不可撤销。`,
          confirmText: '确认成交',
        },
        done: '已成交',
      },
    )
  return (
    <Button type="primary" block disabled={action.busy} onClick={confirm}>
      确认成交
    </Button>
  )
}

function NothingToConfirm({ order }: { order: RecycleDetail }) {
  return (
    <View className="recycle-detail">
      <View className="recycle-confirm__why" role="status">
        {order.settlement ? '该订单已成交，无需再次确认' : `当前状态「${RECYCLE_STATUS_TEXT[order.status]}」无需确认`}
      </View>
      {order.settlement && <SettlementCard settlement={order.settlement} prominent />}
      <View className="recycle-deal-link" role="link" onClick={() => openOrder(order.id)}>
        查看订单 ›
      </View>
    </View>
  )
}

function Done({ order, settlement }: { order: RecycleDetail; settlement: Settlement | null }) {
  return (
    <ResultPanel
      title="成交完成"
      actions={[
        { text: '查看订单', primary: true, onClick: () => openOrder(order.id) },
        { text: '返回卖家中心', onClick: () => void navigate('pages/recycle/seller/home/index', { replace: true }) },
      ]}
    >
      {settlement ? (
        <>
          <View>
            {yuan(settlement.payoutCents)} 已打款至 {settlement.accountText}
          </View>
          <View>{settlement.arrivalText}</View>
          <View>
            成交价 {yuan(settlement.finalPriceCents)}，服务费 {yuan(settlement.feeCents)}
          </View>
        </>
      ) : (
        '货款已打款，详情见订单'
      )}
    </ResultPanel>
  )
}

function ConfirmScreen() {
  const { remote, layout } = useRouteRecord(recycleSellerApi.detail)
  const [payout, setPayout] = useState<PayoutChoice>('balance')
  // Held here: once confirmed the detail reloads without the confirm action, the result stays.
  const [done, setDone] = useState<{ settlement: Settlement | null } | null>(null)
  const order = remote.data
  const confirmable = Boolean(order && !done && order.actions.includes('confirm'))
  return (
    <PageLayout {...layout} footer={order && confirmable ? <ConfirmButton order={order} payout={payout} onDone={(settlement) => setDone({ settlement })} /> : undefined}>
      {order &&
        (done ? (
          <Done order={order} settlement={done.settlement} />
        ) : confirmable ? (
          <ConfirmFigures order={order} payout={payout} onPayout={setPayout} />
        ) : (
          <NothingToConfirm order={order} />
        ))}
    </PageLayout>
  )
}

/** pages/recycle/seller/order/confirm?id=: accept the inspection price: the payout figures, where it goes, 确认成交 and its result. */
export function SellerOrderConfirm() {
  return (
    <RecycleAuditGuard>
      <ConfirmScreen />
    </RecycleAuditGuard>
  )
}
