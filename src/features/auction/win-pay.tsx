import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { ApiError } from '@/core/request/errors'
import { addressLine, chooseAddress } from '@/features/account'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow, TextAction } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge, type BadgeTable } from '@/shared/ui/status-badge'
import { auctionWinApi, type WinPayment } from './api'
import { WIN_FEE_NOTES } from './win-rules'
import './win-pay.less'

const money = (cents: number) => yuan(cents)

const STATUS_BADGE: BadgeTable<WinPayment['status']> = {
  pending: { text: '待付款', tone: 'active' },
  paid: { text: '已付款', tone: 'done' },
  closed: { text: '已关闭', tone: 'over' },
  refunded: { text: '已退款', tone: 'over' },
}

function ItemCard({ win }: { win: WinPayment }) {
  return (
    <DetailCard className="win-pay__item">
      <Photo className="win-pay__cover" src={win.cover} mode="aspectFill" />
      <View className="win-pay__item-text">
        <Text className="win-pay__title">{win.title}</Text>
        <Text className="win-pay__meta">
          {win.sessionTitle} · 第{win.lotNo}号
        </Text>
        <StatusBadge {...STATUS_BADGE[win.status]} />
      </View>
    </DetailCard>
  )
}

/** Where it ships: the chosen address (更换 while unpaid), or the way to add one. */
function AddressCard({ win, onChange, onAdd }: { win: WinPayment; onChange: () => void; onAdd: () => void }) {
  const open = win.status === 'pending'
  const address = win.address
  return (
    <DetailCard title="收货地址" extra={open && address ? <TextAction text="更换" onClick={onChange} /> : undefined}>
      {address ? (
        <View className="win-pay__address">
          <Text className="win-pay__who">
            {address.name} {address.phone}
          </Text>
          <Text className="win-pay__line">{addressLine(address)}</Text>
        </View>
      ) : open ? (
        <View className="win-pay__address win-pay__address--empty" role="button" onClick={onAdd}>
          <Text>还没有收货地址，运费按地址计算</Text>
          <TextAction text="添加收货地址" />
        </View>
      ) : (
        <Text className="win-pay__muted">—</Text>
      )}
    </DetailCard>
  )
}

/** Every line as the server priced it, with its rule, and the sum it sent (never added up here). */
function BillCard({ win }: { win: WinPayment }) {
  return (
    <DetailCard title="费用明细">
      {win.lines.map((line) => (
        <View key={line.kind} className="win-pay__bill-line">
          <InfoRow kind="amount" label={line.label} value={money(line.amountCents)} />
          <Text className="win-pay__rule">{line.rule}</Text>
        </View>
      ))}
      {win.address === null && win.status === 'pending' && <InfoRow kind="amount" label="运费" value={<Text className="win-pay__muted">选择收货地址后计算</Text>} />}
      <InfoRow
        kind="total"
        label={win.status === 'paid' ? '实付金额' : '应付金额'}
        value={<Text className="win-pay__due">{win.amountDueCents === null ? '待计算' : money(win.amountDueCents)}</Text>}
      />
    </DetailCard>
  )
}

function DeadlineCard({ win }: { win: WinPayment }) {
  return (
    <DetailCard>
      {win.status === 'pending' && <InfoRow label="付款截止" value={formatDateTime(win.payDeadline, 'YYYY-MM-DD HH:mm')} />}
      {win.status === 'pending' && <Text className="win-pay__muted">请在截止时间前付款，逾期未付订单关闭，保证金不予退还</Text>}
      {win.status === 'paid' && win.paidAt && <InfoRow label="支付时间" value={formatDateTime(win.paidAt, 'YYYY-MM-DD HH:mm')} />}
      {win.status === 'closed' && <Text className="win-pay__closed">{win.closeReason || '订单已关闭'}</Text>}
      <Text className="win-pay__muted">订单号 {win.payOrderNo}</Text>
    </DetailCard>
  )
}

/**
 * pages/order/pay?lotId=: paying a won lot. The item, the address from the address book (the
 * default preselected by the server), each fee line with its rule, the deposit offset, the amount
 * due and the deadline, all priced by the server; 去支付 fixes the address on the pay order and
 * opens the cashier, which shows the same lines.
 */
export function WinPayScreen() {
  // undefined: as the server preselects (the order's address, else the default).
  const [addressId, setAddressId] = useState<number | undefined>()
  const {
    id: lotId,
    record: win,
    remote,
    layout,
  } = useRouteRecord(auctionWinApi.win, {
    param: 'lotId',
    request: (id) => (addressId === undefined ? { lotId: id } : { lotId: id, addressId }),
    dueAt: (current) => (current.status === 'pending' ? current.payDeadline : null),
  })
  const { busy, run } = useFlowAction({ invalidate: async () => void (await remote.reload()) })

  const change = () => void chooseAddress(win?.address?.id).then((address) => setAddressId(address.id))
  // The new address is the default when it is the first: the page asks again on its way back.
  const add = () => void navigate('pages/account/address/form/index')

  const pay = (current: WinPayment) =>
    void run(() => callApi(auctionWinApi.settle, { lotId: current.lotId, addressId: current.address!.id }, { handleError: true }), {
      failed: '提交失败，请稍后重试',
      // An address deleted meanwhile: back to what the server preselects.
      onFailure: (error) => {
        if (error instanceof ApiError && error.code === 404) setAddressId(undefined)
      },
      // Covered by the deposit: paid at once, the page reloads to say so; else on to the cashier.
      after: (settled) => (settled.status === 'paid' ? void remote.reload() : navigate('pages/order/cash/index', { query: { payOrderNo: settled.payOrderNo } })),
    })

  const actions: BarAction[] =
    win?.status !== 'pending'
      ? []
      : win.address && win.amountDueCents !== null
        ? [
            {
              key: 'pay',
              text: win.amountDueCents === 0 ? '确认付款（保证金全额抵扣）' : `去支付 ${money(win.amountDueCents)}`,
              kind: 'primary',
              loading: busy,
              onTap: () => pay(win),
            },
          ]
        : [{ key: 'address', text: '添加收货地址', kind: 'primary', onTap: add }]

  return (
    <PageLayout {...layout} title={lotId === undefined ? undefined : '拍品付款'} footer={actions.length ? <ActionBar actions={actions} /> : undefined}>
      {win && (
        <View className="win-pay">
          <ItemCard win={win} />
          <AddressCard win={win} onChange={change} onAdd={add} />
          <BillCard win={win} />
          <DeadlineCard win={win} />
          <DetailCard title="费用说明">
            {WIN_FEE_NOTES.map((note) => (
              <Text key={note} className="win-pay__note">
                {note}
              </Text>
            ))}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
