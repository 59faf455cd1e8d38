import { useState } from 'react'
import Taro from '@tarojs/taro'
import { askConfirm } from '@/shared/ui/confirm'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useApiQuery, usePagedQuery } from '@/shared/query'
import { ChipSection } from '@/shared/ui/chip-section'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { SearchBar } from '@/shared/ui/search-bar'
import { StateView } from '@/shared/ui/state-view'
import { stockApi } from '../api'
import { ItemCard } from '../shared/item-card'
import { shopSearchHistory } from './search-history'
import './shop-search.less'

export const SEARCH_PAGE_SIZE = 20

function Results({ keyword }: { keyword: string }) {
  // Back from an item's detail (edited, sold, deleted): the results are asked again in place.
  const list = usePagedQuery(stockApi.items.list, { keyword, pageSize: SEARCH_PAGE_SIZE }, { signedIn: true })
  const total = list.total ?? 0
  if (list.status !== 'ready') {
    return <StateView status={list.status} error={list.error} emptyText="没有找到相关商品" onRetry={list.reload} />
  }
  return (
    <View>
      <View className="shop-search__count">
        找到 <Text className="shop-search__total">{total.toLocaleString('en-US')}</Text> 件相关商品
      </View>
      {list.items.map((item) => (
        <ItemCard key={item.id} item={item} onClick={() => navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

function Suggestions({ history, onPick, onClear }: { history: string[]; onPick: (keyword: string) => void; onClear: () => void }) {
  const brands = useApiQuery(stockApi.items.brands, undefined, { signedIn: true })
  return (
    <View className="shop-search__suggestions">
      {history.length > 0 && <ChipSection title="搜索历史" words={history} onPick={onPick} onClear={onClear} clearLabel="清空搜索历史" />}
      {/* Its chips once loaded (no children), a retry after a failure, nothing while loading. */}
      <ChipSection title="热门品牌" words={brands.data?.map((brand) => brand.name) ?? []} onPick={onPick}>
        {brands.status === 'error' ? (
          <View className="shop-search__note" onClick={() => void brands.reload()}>
            品牌加载失败，点击重试
          </View>
        ) : brands.status === 'ready' ? undefined : null}
      </ChipSection>
    </View>
  )
}

/** pages/stock/shop/search: search the shop's stock by name, brand, model or code. */
export function ShopSearch() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [history, setHistory] = useState(shopSearchHistory.read)

  const search = (text: string) => {
    const value = text.trim()
    if (!value) {
      void Taro.showToast({ title: '请输入商品名称、品牌或编码', icon: 'none', duration: 1500 })
      return
    }
    setTyped(value)
    setKeyword(value)
    setHistory(shopSearchHistory.remember(value))
  }

  const clear = async () => {
    const confirm = await askConfirm({ title: '清空搜索历史', content: '确定清空全部搜索历史吗？', danger: true })
    if (!confirm) return
    shopSearchHistory.clear()
    setHistory([])
  }

  return (
    <PageLayout>
      <SearchBar
        value={typed}
        focus
        button
        placeholder="搜索名称、品牌、型号、编码"
        onChange={(value) => {
          setTyped(value)
          if (!value) setKeyword('')
        }}
        onSearch={search}
      />
      {keyword ? <Results key={keyword} keyword={keyword} /> : <Suggestions history={history} onPick={search} onClear={() => void clear()} />}
    </PageLayout>
  )
}
