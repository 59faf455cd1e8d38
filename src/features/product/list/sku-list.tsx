import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { Filter, Order } from '@nutui/icons-react-taro'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { CATEGORIES, GRADES, type Category, type Grade } from '@/core/api/catalogue'
import { navigate } from '@/core/navigation'
import { decodeParam } from '@/core/platform/text'
import { useSession } from '@/core/session/store'
import { yuan } from '@/shared/format/money'
import { amountFormatError, yuanToCents } from '@/shared/rules/amount'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { usePriceAccess } from '@/shared/hooks/use-price-access'
import { usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { SearchBar } from '@/shared/ui/search-bar'
import { Sheet } from '@/shared/ui/sheet'
import { STATE_ICON_COLOR, StateMessage, StateView } from '@/shared/ui/state-view'
import { productApi, type SkuListQuery, type SkuSort } from '../api'
import { useBrandCatalogue } from '../shared/brand-catalogue'
import { SkuCard } from '../shared/sku-card'
import './sku-list.less'

export const SKU_PAGE_SIZE = 20

const SORTS: { key: SkuSort; label: string; needsPrice?: boolean }[] = [
  { key: 'default', label: '综合' },
  { key: 'deals', label: '成交多' },
  { key: 'priceAsc', label: '价格↑', needsPrice: true },
  { key: 'priceDesc', label: '价格↓', needsPrice: true },
  { key: 'newest', label: '最新' },
]

/** What the filter sheet sets: a grade and a reference price range (yuan, as typed). */
interface MoreFilters {
  grade?: Grade
  minYuan: string
  maxYuan: string
}

function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

/** The price range's problem in words, or '' (both optional; whole or .xx yuan; low ≤ high). */
export function priceRangeError(minYuan: string, maxYuan: string): string {
  const malformed = amountFormatError(minYuan) ?? amountFormatError(maxYuan)
  if (malformed) return malformed
  const min = yuanToCents(minYuan)
  const max = yuanToCents(maxYuan)
  if (min !== null && max !== null && min > max) return '最低价不能高于最高价'
  return ''
}

function FilterSheet({
  visible,
  value,
  canSeePrices,
  onApply,
  onClose,
}: {
  visible: boolean
  value: MoreFilters
  canSeePrices: boolean
  onApply: (next: MoreFilters) => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState(value)
  const error = priceRangeError(draft.minYuan, draft.maxYuan)
  const apply = () => {
    if (error) return
    onApply(draft)
    onClose()
  }
  return (
    <Sheet
      visible={visible}
      title="筛选"
      onClose={onClose}
      // The sheet's own footer row: two buttons sharing its width (as every sheet's 取消 / 确定).
      footer={
        <>
          <Button fill="outline" className="sku-list__reset" onClick={() => setDraft({ minYuan: '', maxYuan: '' })}>
            重置
          </Button>
          <Button type="primary" className="sku-list__apply" disabled={Boolean(error)} onClick={apply}>
            确定
          </Button>
        </>
      }
    >
      <View className="sku-list__sheet-title">成交成色</View>
      <View className="sku-list__chips sku-list__chips--wrap">
        {GRADES.map((grade) => (
          <Text key={grade} className={`chip ${draft.grade === grade ? 'chip--on' : ''}`} onClick={() => setDraft({ ...draft, grade: draft.grade === grade ? undefined : grade })}>
            {grade}
          </Text>
        ))}
      </View>
      <View className="sku-list__sheet-title">参考价（元）</View>
      {canSeePrices ? (
        <>
          <View className="sku-list__range">
            <Input
              className="sku-list__range-input"
              type="digit"
              placeholder="最低价"
              value={draft.minYuan}
              onInput={(event) => setDraft({ ...draft, minYuan: inputValue(event) })}
            />
            <Text className="sku-list__range-dash">—</Text>
            <Input
              className="sku-list__range-input"
              type="digit"
              placeholder="最高价"
              value={draft.maxYuan}
              onInput={(event) => setDraft({ ...draft, maxYuan: inputValue(event) })}
            />
          </View>
          {error && <Text className="sku-list__error">{error}</Text>}
        </>
      ) : (
        <Text className="sku-list__note">开通交易权限后可按价格筛选</Text>
      )}
    </Sheet>
  )
}

/** pages/product/sku/list: the catalogue by brand, category and keyword, filtered and sorted. */
export function SkuList() {
  const { params } = useCurrentRoute()
  const brandId = params.brandId ? Number(params.brandId) : undefined
  const brandName = decodeParam(params.brandName)
  const [typed, setTyped] = useState(() => decodeParam(params.keyword))
  const [keyword, setKeyword] = useState(() => decodeParam(params.keyword))
  const [category, setCategory] = useState<Category | undefined>(() => CATEGORIES.find((name) => name === decodeParam(params.category)))
  const [sort, setSort] = useState<SkuSort>('default')
  const [more, setMore] = useState<MoreFilters>({ minYuan: '', maxYuan: '' })
  const [filtering, setFiltering] = useState(false)
  const canSeePrices = usePriceAccess()
  const signedIn = Boolean(useSession((state) => state.userToken))
  const catalogue = useBrandCatalogue()
  const held = brandId ? catalogue.byBrand.get(brandId) : undefined
  // A brand offers the categories it has SKUs in (百达翡丽: 腕表); known once the catalogue answered.
  const categories: readonly Category[] = brandId ? (held?.categories ?? []) : CATEGORIES
  // A brand the catalogue holds nothing of (a link from elsewhere): said, with where to go instead.
  const emptyBrand = Boolean(brandId) && catalogue.status === 'ready' && !held

  const query: Omit<SkuListQuery, 'page'> = { pageSize: SKU_PAGE_SIZE, sort }
  if (brandId) query.brandId = brandId
  if (keyword) query.keyword = keyword
  if (category) query.category = category
  if (more.grade) query.grade = more.grade
  if (canSeePrices && more.minYuan) query.minPriceCents = yuanToCents(more.minYuan) ?? undefined
  if (canSeePrices && more.maxYuan) query.maxPriceCents = yuanToCents(more.maxYuan) ?? undefined
  const list = usePagedQuery(productApi.skuList, query)

  const moreCount = (more.grade ? 1 : 0) + (more.minYuan || more.maxYuan ? 1 : 0)
  const priceText = more.minYuan || more.maxYuan ? `${yuan(yuanToCents(more.minYuan) ?? 0)}–${more.maxYuan ? yuan(yuanToCents(more.maxYuan) ?? 0) : '不限'}` : ''
  const search = (text: string) => {
    setKeyword(text.trim())
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  }
  // Clearing the box shows the whole list again.
  const changeTyped = (value: string) => {
    setTyped(value)
    if (!value) search('')
  }
  const title = brandName || undefined

  const toolbar = (
    <View className="sku-list__toolbar">
      <SearchBar className="sku-list__search" value={typed} onChange={changeTyped} onSearch={search} placeholder={brandName ? `在${brandName}中搜索` : '搜索品牌、型号、商品名'} />
      <ScrollView scrollX className="sku-list__categories">
        <View className="sku-list__chips">
          <Text className={`chip ${!category ? 'chip--on' : ''}`} onClick={() => setCategory(undefined)}>
            全部
          </Text>
          {categories.map((name) => (
            <Text key={name} className={`chip ${category === name ? 'chip--on' : ''}`} onClick={() => setCategory(name)}>
              {name}
            </Text>
          ))}
        </View>
      </ScrollView>
      <View className="sku-list__sorts">
        {SORTS.filter((option) => canSeePrices || !option.needsPrice).map((option) => (
          <Text key={option.key} className={`sku-list__sort ${sort === option.key ? 'sku-list__sort--on' : ''}`} onClick={() => setSort(option.key)}>
            {option.label}
          </Text>
        ))}
        <View className={`sku-list__filter ${moreCount ? 'sku-list__filter--on' : ''}`} role="button" onClick={() => setFiltering(true)}>
          <Filter size={14} />
          <Text>筛选{moreCount ? `(${moreCount})` : ''}</Text>
        </View>
      </View>
      {(more.grade || priceText) && (
        <Text className="sku-list__applied">{[more.grade && `成交成色 ${more.grade}`, priceText && `参考价 ${priceText}`].filter(Boolean).join(' · ')}</Text>
      )}
    </View>
  )

  return (
    <PageLayout title={title} toolbar={toolbar}>
      {emptyBrand ? (
        <StateMessage
          icon={<Order size={48} color={STATE_ICON_COLOR} />}
          title="暂无该品牌商品"
          description={`商品库暂未收录${brandName || '该品牌'}的商品，可换个品牌看看`}
          actions={[
            { text: '查看全部商品', onClick: () => void navigate('pages/product/sku/list/index', { replace: true }) },
            { text: '选择其他品牌', primary: true, onClick: () => void navigate('pages/product/brand-filter/index', { replace: true }) },
          ]}
        />
      ) : list.status === 'ready' ? (
        <View className="sku-list__rows">
          {list.total !== undefined && <Text className="sku-list__total">共 {list.total} 款</Text>}
          {list.items.map((sku) => (
            <SkuCard key={sku.id} sku={sku} signedIn={signedIn} />
          ))}
          <ListFooter list={list} />
        </View>
      ) : (
        <StateView status={list.status} error={list.error} emptyText={keyword ? `没有找到「${keyword}」相关的商品` : '没有符合条件的商品'} onRetry={list.reload} />
      )}
      <FilterSheet key={String(filtering)} visible={filtering} value={more} canSeePrices={canSeePrices} onApply={setMore} onClose={() => setFiltering(false)} />
    </PageLayout>
  )
}
