import { ScrollView, Text, View } from '@tarojs/components'
import { useShare } from '@/core/share'
import { yuan } from '@/shared/format/money'
import { formatDateTime } from '@/shared/format/time'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
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

function Prices({ sku }: { sku: SkuDetailData }) {
  if (sku.priceLocked || sku.refPriceCents === null || !sku.deals) return <PriceGate />
  return (
    <>
      <View className="sku-detail__ref">
        <Text className="sku-detail__ref-label">平台参考价</Text>
        <Text className="sku-detail__ref-price">{yuan(sku.refPriceCents)}</Text>
      </View>
      <View className="sku-detail__section-title">近90天成交（{sku.deals.length}笔）</View>
      {sku.deals.length ? (
        <>
          <PriceChart deals={sku.deals} />
          <View className="sku-detail__deals">
            {sku.deals.map((deal, index) => (
              <View key={`${deal.at}-${index}`} className="sku-detail__deal">
                <Text className="sku-detail__deal-date">{formatDateTime(deal.at, 'MM-DD')}</Text>
                <Text className="sku-detail__deal-grade">{deal.grade}</Text>
                <Text className="sku-detail__deal-channel">{deal.channel}</Text>
                <Text className="sku-detail__deal-price">{yuan(deal.priceCents)}</Text>
              </View>
            ))}
          </View>
        </>
      ) : (
        <Text className="sku-detail__muted">近90天暂无成交</Text>
      )}
    </>
  )
}

/** pages/product/sku/detail: photos, specs, and the reference and deal prices for those allowed. */
export function SkuDetail() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const remote = useApiQuery(productApi.skuDetail, { id }, { enabled: Number.isInteger(id) && id > 0 })
  const sku = remote.data
  useShare(() => ({ title: sku ? sku.name : '商品详情', path: 'pages/product/sku/detail/index', params: { id: params.id ?? '' } }))
  const missing = !(Number.isInteger(id) && id > 0)
  return (
    <PageLayout status={missing ? 'error' : remote.status} error={missing ? '商品不存在或链接有误' : remote.error} onRetry={missing ? undefined : remote.reload}>
      {sku && (
        <View className="sku-detail">
          <Photos sku={sku} />
          <DetailCard className="sku-detail__head">
            <Text className="sku-detail__name">{sku.name}</Text>
            <Text className="sku-detail__meta">
              {sku.brandName} · {sku.model} · {sku.category}
            </Text>
            {sku.retailPriceCents !== null && <Text className="sku-detail__retail">公价 {yuan(sku.retailPriceCents)}</Text>}
          </DetailCard>
          <DetailCard>
            <Prices sku={sku} />
          </DetailCard>
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
