import { useState } from 'react'
import Taro from '@tarojs/taro'
import { askConfirm } from '@/shared/ui/confirm'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value'
import { useApiQuery } from '@/shared/query'
import { ChipSection } from '@/shared/ui/chip-section'
import { PageLayout } from '@/shared/ui/page-layout'
import { SearchBar } from '@/shared/ui/search-bar'
import { productApi, type SkuSuggestion } from '../api'
import { skuSearchHistory } from './search-history'
import './sku-search.less'

/** Suggestions are asked once typing pauses this long. */
export const SUGGEST_DELAY_MS = 300

/** pages/product/sku/search: suggestions while typing, the device's history and hot searches. */
export function SkuSearch() {
  const [typed, setTyped] = useState('')
  const [history, setHistory] = useState(skuSearchHistory.read)
  const keyword = useDebouncedValue(typed.trim(), SUGGEST_DELAY_MS)
  const hot = useApiQuery(productApi.hotSearches, undefined, { pullDown: false, staleAfterMs: 10 * 60_000 })
  const suggestions = useApiQuery(productApi.suggest, { keyword }, { enabled: Boolean(keyword), pullDown: false })

  const search = (text: string) => {
    const word = text.trim()
    if (!word) return void Taro.showToast({ title: '请输入要搜索的商品', icon: 'none' })
    setHistory(skuSearchHistory.remember(word))
    void navigate('pages/product/sku/list/index', { query: { keyword: word } })
  }
  const pickSuggestion = (suggestion: SkuSuggestion) => {
    setHistory(skuSearchHistory.remember(suggestion.text))
    if (suggestion.brandId !== null) void navigate('pages/product/sku/list/index', { query: { brandId: suggestion.brandId, brandName: suggestion.text } })
    else void navigate('pages/product/sku/list/index', { query: { keyword: suggestion.text } })
  }
  const clearHistory = async () => {
    const confirm = await askConfirm({ title: '清空搜索记录', content: '确定清空本机的搜索记录吗？' })
    if (!confirm) return
    skuSearchHistory.clear()
    setHistory([])
  }

  // While typing: what the catalogue has for it (the last answer stays until the next arrives).
  const showing = typed.trim() && suggestions.data
  return (
    <PageLayout toolbar={<SearchBar className="sku-search__bar" value={typed} onChange={setTyped} onSearch={search} placeholder="搜索品牌、型号、商品名" focus button />}>
      {showing ? (
        <View className="sku-search__suggestions" role="listbox" aria-label="搜索建议">
          {suggestions.data!.map((suggestion) => (
            <View key={`${suggestion.brandId ?? 'sku'}-${suggestion.text}`} className="sku-search__suggestion" role="option" onClick={() => pickSuggestion(suggestion)}>
              <Text className="sku-search__suggestion-text">{suggestion.text}</Text>
              {suggestion.brandId !== null && <Text className="sku-search__suggestion-kind">品牌</Text>}
            </View>
          ))}
          {!suggestions.data!.length && <View className="sku-search__none">没有相关建议，点「搜索」查找「{typed.trim()}」</View>}
        </View>
      ) : (
        <>
          {history.length > 0 && <ChipSection title="搜索记录" words={history} onPick={search} onClear={() => void clearHistory()} clearLabel="清空搜索记录" />}
          {/* Its chips once loaded (no children), a retry after a failure, nothing while loading. */}
          <ChipSection title="热门搜索" words={hot.data ?? []} onPick={search}>
            {hot.status === 'error' ? (
              <View className="sku-search__retry" role="button" onClick={() => void hot.reload()}>
                热门搜索加载失败，点击重试
              </View>
            ) : hot.status === 'ready' ? undefined : null}
          </ChipSection>
        </>
      )}
    </PageLayout>
  )
}
