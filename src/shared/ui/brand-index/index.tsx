import { useMemo, useState, type ReactNode } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { Checked, Search } from '@nutui/icons-react-taro'
import { brandMatches, catalogueApi, type Brand } from '@/core/api/catalogue'
import { useApiQuery } from '@/shared/query'
import { StateView } from '@/shared/ui/state-view'
import './index.less'
import { CSS_COLOR } from '@/core/theme'

const HOT_ANCHOR = 'brand-hot'
const anchorOf = (initial: string) => `brand-initial-${initial === '#' ? 'other' : initial}`

function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

function BrandRow({ brand, chosen, onPick }: { brand: Brand; chosen: boolean; onPick: (brand: Brand) => void }) {
  return (
    <View className={`brand-index__row ${chosen ? 'brand-index__row--on' : ''}`} onClick={() => onPick(brand)}>
      <Text className="brand-index__name">{brand.name}</Text>
      {brand.nameEn !== brand.name && <Text className="brand-index__en">{brand.nameEn}</Text>}
      {chosen && <Checked size={16} color={CSS_COLOR.accent} />}
    </View>
  )
}

/** The platform's brands change a few times a year: asked once per half hour at most. */
const BRANDS_STALE_AFTER_MS = 30 * 60_000

/** The brand list, cached: a picker that loads it early (with its form) shares the answer. */
export function useBrandList() {
  return useApiQuery(catalogueApi.brands, {}, { pullDown: false, staleAfterMs: BRANDS_STALE_AFTER_MS })
}

/** The hot brands of the list (热门品牌): one source for the brand filter and the trade tab. */
export function hotBrandsOf(brands: readonly Brand[]): Brand[] {
  return brands.filter((brand) => brand.hot)
}

export interface BrandIndexProps {
  /** The chosen brand's name (marked in the list). */
  value?: string
  onPick: (brand: Brand) => void
  /**
   * What to offer under the results for what was typed (the item form takes a brand not in the
   * list); given the trimmed keyword and whether it names a listed brand exactly.
   */
  typedOption?: (keyword: string, exact: boolean) => ReactNode
  /** Only the brands to offer (a catalogue filter leaves out brands it holds nothing of). */
  include?: (brand: Brand) => boolean
}

/**
 * The platform's brands for picking one: a search box (Chinese or English, instant on the
 * loaded list), hot brands on top, then A–Z with an index at the side that jumps to a letter.
 * Fills its container (a sheet's body, a page's body): the list scrolls inside it. 300 brands
 * render as plain rows, which stays smooth; the list is asked once and cached.
 */
export function BrandIndex({ value = '', onPick, typedOption, include }: BrandIndexProps) {
  const remote = useBrandList()
  const [typed, setTyped] = useState('')
  const [anchor, setAnchor] = useState('')
  const brands = useMemo(() => (include ? (remote.data ?? []).filter(include) : (remote.data ?? [])), [remote.data, include])
  const keyword = typed.trim()

  const groups = useMemo(() => {
    const byInitial = new Map<string, Brand[]>()
    for (const brand of brands) byInitial.set(brand.initial, [...(byInitial.get(brand.initial) ?? []), brand])
    return [...byInitial.entries()]
  }, [brands])
  const hot = useMemo(() => hotBrandsOf(brands), [brands])
  const found = useMemo(() => (keyword ? brands.filter((brand) => brandMatches(brand, keyword)) : []), [brands, keyword])
  const exact = found.some((brand) => brand.name === keyword || brand.nameEn.toLowerCase() === keyword.toLowerCase())
  const extra = keyword ? typedOption?.(keyword, exact) : null

  const pick = (brand: Brand) => {
    onPick(brand)
    setTyped('')
  }

  return (
    <View className="brand-index">
      <View className="brand-index__search">
        <Search size={14} color={CSS_COLOR.textFaint} />
        <Input className="brand-index__input" value={typed} placeholder="搜索品牌，中英文均可" onInput={(event) => setTyped(inputValue(event))} />
        {typed && (
          <Text className="brand-index__clear" onClick={() => setTyped('')}>
            清除
          </Text>
        )}
      </View>
      {remote.status !== 'ready' ? (
        <View className="brand-index__state">
          {extra}
          <StateView status={remote.status} error={remote.error} onRetry={() => void remote.reload()} />
        </View>
      ) : keyword ? (
        <ScrollView scrollY className="brand-index__scroll">
          {found.map((brand) => (
            <BrandRow key={brand.id} brand={brand} chosen={brand.name === value} onPick={pick} />
          ))}
          {!found.length && <View className="brand-index__none">没有找到「{keyword}」相关品牌</View>}
          {extra}
        </ScrollView>
      ) : (
        <View className="brand-index__main">
          <ScrollView scrollY className="brand-index__scroll" scrollIntoView={anchor} scrollIntoViewAlignment="start" onScroll={() => anchor && setAnchor('')}>
            <View id={HOT_ANCHOR} className="brand-index__section">
              热门品牌
            </View>
            <View className="brand-index__hot">
              {hot.map((brand) => (
                <Text key={brand.id} className={`chip brand-index__chip ${brand.name === value ? 'chip--on' : ''}`} onClick={() => pick(brand)}>
                  {brand.name}
                </Text>
              ))}
            </View>
            {groups.map(([initial, members]) => (
              <View key={initial}>
                <View id={anchorOf(initial)} className="brand-index__section">
                  {initial}
                </View>
                {members.map((brand) => (
                  <BrandRow key={brand.id} brand={brand} chosen={brand.name === value} onPick={pick} />
                ))}
              </View>
            ))}
          </ScrollView>
          <View className="brand-index__index" aria-label="按字母查找">
            <Text className="brand-index__letter" onClick={() => setAnchor(HOT_ANCHOR)}>
              热
            </Text>
            {groups.map(([initial]) => (
              <Text key={initial} className="brand-index__letter" onClick={() => setAnchor(anchorOf(initial))}>
                {initial}
              </Text>
            ))}
          </View>
        </View>
      )}
    </View>
  )
}
