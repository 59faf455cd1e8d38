import { memo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useSession } from '@/core/session/store'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { ListCard } from '@/shared/ui/list-card'
import { LoginPrompt } from '@/shared/ui/login-prompt'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { usePagedQuery } from '@/shared/query'
import { useListClock } from '@/shared/query/clocked'
import { PagedRows } from '@/shared/ui/tabbed-list'
import { Tabs } from '@/shared/ui/tabs'
import { auctionApi, MY_BID_TABS, type MyBidLot, type MyBidTab } from './api'
import { myStateBadge } from './badges'
import { depositDetail } from './deposit-text'
import { LotTime } from './shared'

const TAB_TEXT: Record<MyBidTab, string> = { active: '竞拍中', won: '已拍中', lost: '未拍中' }
const EMPTY_TEXT: Record<MyBidTab, string> = {
  active: '没有竞拍中的拍品，去专场看看吧',
  won: '还没有拍中的拍品',
  lost: '没有未拍中的拍品',
}

function WinPayment({ item }: { item: MyBidLot }) {
  if (!item.payOrderNo) return null
  if (item.paid) return <Text className="auction-card__action auction-card__action--done">已支付</Text>
  return (
    <Text
      className="auction-card__action"
      onClick={(event) => {
        event.stopPropagation()
        void navigate('pages/order/pay/index', { query: { lotId: item.id } })
      }}
    >
      去支付
    </Text>
  )
}

/** One lot the dealer bid on: where they stand, their top bid, and a won lot's payment. */
export const MyBidCard = memo(function MyBidCard({ item }: { item: MyBidLot }) {
  const mine = myStateBadge(item.myState, item.reserveMet)
  return (
    <ListCard
      className="auction-card auction-my-bid"
      cover={<Photo className="list-card__cover auction-card__cover" src={item.cover} mode="aspectFill" />}
      onClick={() => void navigate('pages/product/auction/detail/index', { query: { id: item.id } })}
    >
      <View className="auction-card__head">
        <Text className="list-card__title">{item.title}</Text>
        {mine && <StatusBadge {...mine} />}
      </View>
      <Text className="auction-card__meta">
        {item.sessionTitle} · 第{item.lotNo}号
      </Text>
      <Text className="auction-card__meta">
        我的最高出价 {yuan(item.myTopBidCents)}
        {item.currentPriceCents !== null && item.status === 'live' ? ` · 当前价 ${yuan(item.currentPriceCents)}` : ''}
      </Text>
      {item.myState === 'won' && item.payOrderNo && !item.paid && item.payDeadline && (
        <Text className="auction-card__meta">
          成交价 {yuan(item.currentPriceCents ?? item.myTopBidCents)} · 请于 {formatDateTime(item.payDeadline)} 前付款
        </Text>
      )}
      {item.deposit.status !== 'unpaid' && item.deposit.status !== 'pending' && (
        <Text className="auction-card__meta auction-my-bid__deposit">场次保证金 {depositDetail(item.deposit)}</Text>
      )}
      <View className="auction-card__foot">
        <LotTime lot={item} />
        <WinPayment item={item} />
      </View>
    </ListCard>
  )
})

/** One tab of the dealer's bids, counting down on the server's clock. */
function MyBidRows({ tab }: { tab: MyBidTab }) {
  const params = { pageSize: 20, tab }
  const list = usePagedQuery(auctionApi.myBids, params, { signedIn: true })
  useListClock(auctionApi.myBids, params, list.items)
  return <PagedRows list={list} className="auction-list" empty={EMPTY_TEXT[tab]} renderRow={(item) => <MyBidCard item={item} />} />
}

/** 我的竞拍: the dealer's bids by 竞拍中 / 已拍中 / 未拍中; won lots are paid from here. */
export function MyBids({ initial }: { initial?: string }) {
  const signedIn = useSession((state) => Boolean(state.userToken))
  const [tab, setTab] = useState<MyBidTab>(() => ((MY_BID_TABS as readonly string[]).includes(initial ?? '') ? (initial as MyBidTab) : 'active'))
  if (!signedIn) return <LoginPrompt text="登录后查看您的出价和拍中的拍品" />
  return (
    <>
      <Tabs small tabs={MY_BID_TABS.map((key) => ({ key, label: TAB_TEXT[key] }))} value={tab} onChange={setTab} />
      <MyBidRows key={tab} tab={tab} />
    </>
  )
}
