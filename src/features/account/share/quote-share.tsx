import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/checkbox/style/css'
import { useSession } from '@/core/session/store'
import { useShare } from '@/core/share'
import { copyText } from '@/core/native/actions'
import { reportError } from '@/core/app/errors'
import { priceOr } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { PageLayout } from '@/shared/ui/page-layout'
import { accountAreaApi, type QuoteItem } from '../api'
import '../account.less'
import './quote-share.less'

export function priceText(item: QuoteItem): string {
  return priceOr(item.peerPriceCents, '同行价仅对认证商家展示')
}

/** The quote as text, for chats that take text: one line per item. */
export function quoteText(shopName: string, items: QuoteItem[]): string {
  return [`【${shopName}】报价单`, ...items.map((item, index) => `${index + 1}. ${item.title}（${item.grade}）${priceText(item)}`)].join('\n')
}

/** pages/account/share: pick items and share them as a quote, to a chat or as text. */
export function QuoteShare() {
  const accountName = useSession((state) => state.userInfo?.accountName ?? '我的店铺')
  const remote = useApiQuery(accountAreaApi.quoteItems, undefined, { signedIn: true, isEmpty: (list) => list.length === 0 })
  const [picked, setPicked] = useState<number[]>([])
  const chosen = (remote.data ?? []).filter((item) => picked.includes(item.id))
  const share = useShare(() => ({
    title: `${accountName}的报价单（${chosen.length}件）`,
    imageUrl: chosen[0]?.image,
    path: 'pages/account/share/index',
    params: { ids: picked.join(',') },
  }))

  const toggle = (id: number) => setPicked((ids) => (ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id]))

  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      emptyText="还没有可报价的商品"
      footer={
        <View className="quote-share__actions">
          <Text className="quote-share__count">已选 {chosen.length} 件</Text>
          <Button size="small" fill="outline" disabled={!chosen.length} onClick={() => void copyText(quoteText(accountName, chosen))}>
            复制报价
          </Button>
          <Button size="small" type="primary" disabled={!chosen.length} onClick={() => void share().catch(reportError)}>
            分享报价单
          </Button>
        </View>
      }
    >
      <View className="acc-hint">勾选商品生成报价单，发给同行或客户。</View>
      <CellGroup>
        {remote.data?.map((item) => (
          <Cell
            key={item.id}
            icon={
              <>
                <Checkbox checked={picked.includes(item.id)} onChange={() => toggle(item.id)} />
                <Photo className="quote-share__image" src={item.image} mode="aspectFill" />
              </>
            }
            title={item.title}
            desc={
              <>
                {item.grade} · <Text className={item.peerPriceCents === null ? '' : 'quote-share__price'}>{priceText(item)}</Text>
              </>
            }
            onClick={() => toggle(item.id)}
          />
        ))}
      </CellGroup>
    </PageLayout>
  )
}
