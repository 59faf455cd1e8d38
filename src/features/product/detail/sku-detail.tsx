import { useState } from 'react'
import { Button as TaroButton, ScrollView, Text, View } from '@tarojs/components'
import { Heart, HeartFill, Share } from '@nutui/icons-react-taro'
import { GRADES, type Grade } from '@/core/api/catalogue'
import { reportError } from '@/core/app/errors'
import { navigate, navigateUrl } from '@/core/navigation'
import { isWeapp } from '@/core/platform/env'
import { callApi } from '@/core/request'
import { needLogin } from '@/core/session/auth'
import { useShare } from '@/core/share'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { useFlowAction } from '@/shared/flow'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { ChoiceChips } from '@/shared/ui/chip-section'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { ListCard } from '@/shared/ui/list-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { productApi, type SkuDetail as SkuDetailData } from '../api'
import { PriceGate } from '../shared/price-gate'
import { PriceChart } from './price-chart'
import './sku-detail.less'

function Photos({ sku }: { sku: SkuDetailData }) {
  const photos = sku.photos.length ? sku.photos : [sku.cover]
  return (
    <ScrollView scrollX className="sku-detail__photos">
      <View className="sku-detail__photo-row">
        {photos.map((url, index) => (
          <Photo key={url} className="sku-detail__photo" src={url} mode="aspectFill" alt={`${sku.name} 第${index + 1}张`} onClick={() => void previewPhotos(photos, index)} />
        ))}
      </View>
    </ScrollView>
  )
}

/** The deals of the last 90 days, of one grade when picked (the server filters): 85新 and 全新 are different prices. */
function Deals({ sku }: { sku: SkuDetailData }) {
  const [grade, setGrade] = useState<Grade | ''>('')
  const remote = useApiQuery(productApi.deals, grade ? { skuId: sku.id, grade } : { skuId: sku.id }, { pullDown: false })
  const all = sku.deals ?? []
  // The chips come from the SKU's own deals: a grade nobody dealt in is not offered.
  const grades = GRADES.filter((name) => all.some((deal) => deal.grade === name))
  const deals = remote.data?.deals ?? (grade ? null : all)
  return (
    <>
      <View className="sku-detail__section-title">近90天成交（{all.length}笔）</View>
      {all.length ? (
        <>
          {grades.length > 1 && (
            <ChoiceChips
              scroll
              label="成交成色"
              className="sku-detail__grades"
              value={grade}
              onChange={setGrade}
              options={[{ value: '', label: '全部' }, ...grades.map((name) => ({ value: name, label: `${name} ${all.filter((deal) => deal.grade === name).length}笔` }))]}
            />
          )}
          {deals === null ? (
            <Text className="sku-detail__muted">{remote.status === 'error' ? remote.error : '加载中…'}</Text>
          ) : (
            <>
              <PriceChart deals={deals} />
              <View className="sku-detail__deals">
                {deals.map((deal, index) => (
                  <View key={`${deal.at}-${index}`} className="sku-detail__deal">
                    <Text className="sku-detail__deal-date">{formatDateTime(deal.at, 'MM-DD')}</Text>
                    <Text className="sku-detail__deal-grade">{deal.grade}</Text>
                    <Text className="sku-detail__deal-channel">{deal.channel}</Text>
                    <Text className="sku-detail__deal-price">{yuan(deal.priceCents)}</Text>
                  </View>
                ))}
              </View>
            </>
          )}
        </>
      ) : (
        <Text className="sku-detail__muted">近90天暂无成交</Text>
      )}
    </>
  )
}

function Prices({ sku }: { sku: SkuDetailData }) {
  if (sku.priceLocked || sku.refPriceCents === null || !sku.deals) return <PriceGate />
  return (
    <>
      <View className="sku-detail__ref">
        <Text className="sku-detail__ref-label">平台参考价</Text>
        <Text className="sku-detail__ref-price">{yuan(sku.refPriceCents)}</Text>
      </View>
      <Deals sku={sku} />
    </>
  )
}

/** 在拍同款: pieces of this SKU in auctions or 捡漏 now, each opening its page; or saying there are none. */
function OnSale({ sku }: { sku: SkuDetailData }) {
  const remote = useApiQuery(productApi.onSale, { skuId: sku.id }, { pullDown: false })
  const items = remote.data
  return (
    <DetailCard title="在拍同款" className="sku-detail__on-sale">
      {!items ? (
        <Text className="sku-detail__muted">{remote.status === 'error' ? remote.error : '加载中…'}</Text>
      ) : items.length ? (
        items.map((item) => (
          <ListCard
            key={`${item.kind}-${item.id}`}
            flat
            className="sku-detail__sale"
            linkLabel={`${item.title} ${item.statusText}`}
            cover={<Photo className="list-card__cover sku-detail__sale-cover" src={item.cover} mode="aspectFill" />}
            onClick={() => void navigateUrl(item.path)}
          >
            <Text className="sku-detail__sale-title">{item.title}</Text>
            <Text className="sku-detail__muted">
              {item.grade} · {item.statusText} · {formatDateTime(item.endsAt)} 结束
            </Text>
            <Text className="sku-detail__sale-price">
              {item.priceLabel} {yuan(item.priceCents)}
            </Text>
          </ListCard>
        ))
      ) : (
        <Text className="sku-detail__muted">暂无在拍的同款，可寄拍这款或发布求购</Text>
      )}
    </DetailCard>
  )
}

/** 收藏 and 分享 in the head card: saving is kept on the server (signed out: log in first). */
function Tools({ sku, share }: { sku: SkuDetailData; share: () => Promise<void> }) {
  const { busy, run } = useFlowAction({ invalidate: [productApi.skuDetail] })
  const toggle = () => {
    if (busy) return
    if (!needLogin({ silent: true })) {
      needLoginQuietly()
      return
    }
    const saved = !sku.saved
    void run(() => callApi(productApi.save, { skuId: sku.id, saved }, { handleError: true }), { done: saved ? '已收藏' : '已取消收藏', failed: '操作失败，请稍后重试' })
  }
  return (
    <View className="sku-detail__tools">
      <View className={`sku-detail__tool ${sku.saved ? 'sku-detail__tool--on' : ''}`} role="button" aria-pressed={sku.saved} onClick={toggle}>
        {sku.saved ? <HeartFill size={18} /> : <Heart size={18} />}
        <Text>{sku.saved ? '已收藏' : '收藏'}</Text>
      </View>
      {isWeapp ? (
        // WeChat's share sheet, with the page's share message (onShareAppMessage).
        <TaroButton className="sku-detail__tool sku-detail__share" openType="share">
          <Share size={18} />
          <Text>分享</Text>
        </TaroButton>
      ) : (
        <View className="sku-detail__tool" role="button" onClick={() => void share().catch(reportError)}>
          <Share size={18} />
          <Text>分享</Text>
        </View>
      )}
    </View>
  )
}

/** Signed out: on the way to login (needLogin throws after sending the dealer there). */
function needLoginQuietly(): void {
  try {
    needLogin()
  } catch (error) {
    reportError(error)
  }
}

/** Where a dealer goes from a SKU: consign it, recycle it, or ask peers for one. */
function nextSteps(sku: SkuDetailData) {
  return [
    {
      key: 'recycle',
      text: '回收',
      onTap: () => void navigate('pages/recycle/seller/home/index', { query: { skuId: sku.id, title: sku.name, brandName: sku.brandName, category: sku.category } }),
    },
    {
      key: 'want',
      text: '求购',
      // No want-to-buy page: a peer-circle post, its text started.
      onTap: () => void navigate('pages/post/detail/index', { query: { mode: 'publish', content: `【求购】${sku.brandName} ${sku.model}` } }),
    },
    { key: 'consign', text: '寄拍这款', kind: 'primary' as const, onTap: () => void navigate('pages/product/smu/form/index', { query: { skuId: sku.id } }) },
  ]
}

/** pages/product/sku/detail: photos, specs, the reference and deal prices for those allowed, what is on sale, and the next steps. */
export function SkuDetail() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const remote = useApiQuery(productApi.skuDetail, { id }, { enabled: Number.isInteger(id) && id > 0 })
  const sku = remote.data
  const share = useShare(() => ({ title: sku ? sku.name : '商品详情', imageUrl: sku?.cover, path: 'pages/product/sku/detail/index', params: { id: params.id ?? '' } }))
  const missing = !(Number.isInteger(id) && id > 0)
  return (
    <PageLayout
      status={missing ? 'error' : remote.status}
      error={missing ? '商品不存在或链接有误' : remote.error}
      onRetry={missing ? undefined : remote.reload}
      footer={sku && <ActionBar className="sku-detail__actions" actions={nextSteps(sku)} />}
    >
      {sku && (
        <View className="sku-detail">
          <Photos sku={sku} />
          <DetailCard className="sku-detail__head">
            <Text className="sku-detail__name">{sku.name}</Text>
            <Text className="sku-detail__meta">
              {sku.brandName} · {sku.model} · {sku.category}
            </Text>
            {sku.retailPriceCents !== null && <Text className="sku-detail__retail">公价 {yuan(sku.retailPriceCents)}</Text>}
            <Tools sku={sku} share={share} />
          </DetailCard>
          <DetailCard>
            <Prices sku={sku} />
          </DetailCard>
          <OnSale sku={sku} />
          <DetailCard title="规格参数">
            {sku.specs.map((spec) => (
              <InfoRow key={spec.label} className="sku-detail__spec" label={spec.label} value={spec.value} />
            ))}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
