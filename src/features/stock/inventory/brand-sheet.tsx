import { useMemo, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { Checked, Search } from '@nutui/icons-react-taro'
import { useApiQuery } from '@/shared/query'
import { StateView } from '@/shared/ui/state-view'
import { brandMatches, catalogueApi, type Brand } from '../api'
import { Sheet } from '../shared/sheet'
import './brand-sheet.less'

/** What the brand field holds: the list's name, or a name typed for a brand not in it. */
export const BRAND_MAX = 20
const HOT_ANCHOR = 'brand-hot'
const anchorOf = (initial: string) => `brand-initial-${initial === '#' ? 'other' : initial}`

function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

function BrandRow({ brand, chosen, onPick }: { brand: Brand; chosen: boolean; onPick: (name: string) => void }) {
  return (
    <View className={`brand-sheet__row ${chosen ? 'brand-sheet__row--on' : ''}`} onClick={() => onPick(brand.name)}>
      <Text className='brand-sheet__name'>{brand.name}</Text>
      {brand.nameEn !== brand.name && <Text className='brand-sheet__en'>{brand.nameEn}</Text>}
      {chosen && <Checked size={16} color='#86591f' />}
    </View>
  )
}

export interface BrandSheetProps {
  visible: boolean
  /** The brand in the field now (marked in the list). */
  value: string
  /** A brand of the list, or a typed one (其他品牌); the sheet closes. */
  onPick: (name: string, brand?: Brand) => void
  onClose: () => void
}

/**
 * The item form's brand picker over the platform's brand list: a search box (Chinese or
 * English, instant on the loaded list), hot brands on top, then A–Z with an index at the side.
 * A brand not in the list is typed and taken as it is.
 */
export function BrandSheet({ visible, value, onPick, onClose }: BrandSheetProps) {
  // Loaded with the form, so the sheet opens full; the list is the same for everyone.
  const remote = useApiQuery(catalogueApi.brands, {}, { pullDown: false })
  const [typed, setTyped] = useState('')
  const [anchor, setAnchor] = useState('')
  const brands = useMemo(() => remote.data ?? [], [remote.data])
  const keyword = typed.trim()

  const groups = useMemo(() => {
    const byInitial = new Map<string, Brand[]>()
    for (const brand of brands) byInitial.set(brand.initial, [...(byInitial.get(brand.initial) ?? []), brand])
    return [...byInitial.entries()]
  }, [brands])
  const hot = useMemo(() => brands.filter((brand) => brand.hot), [brands])
  const found = useMemo(() => (keyword ? brands.filter((brand) => brandMatches(brand, keyword)) : []), [brands, keyword])
  const exact = found.find((brand) => brand.name === keyword || brand.nameEn.toLowerCase() === keyword.toLowerCase())

  const pick = (name: string) => {
    const brand = brands.find((candidate) => candidate.name === name)
    onPick(name, brand)
    setTyped('')
    onClose()
  }

  const typedOption = keyword && !exact && (
    <View className='brand-sheet__other' onClick={() => pick(keyword.slice(0, BRAND_MAX))}>
      <Text>使用「{keyword.slice(0, BRAND_MAX)}」</Text>
      <Text className='brand-sheet__other-note'>其他品牌，不在列表中</Text>
    </View>
  )

  return (
    <Sheet visible={visible} title='选择品牌' tall onClose={onClose} className='brand-sheet'>
      <View className='brand-sheet__search'>
        <Search size={14} color='#8c867e' />
        <Input className='brand-sheet__input' value={typed} placeholder='搜索品牌，中英文均可' onInput={(event) => setTyped(inputValue(event))} />
        {typed && (
          <Text className='brand-sheet__clear' onClick={() => setTyped('')}>
            清除
          </Text>
        )}
      </View>
      {remote.status !== 'ready' ? (
        <View className='brand-sheet__state'>
          {typedOption}
          <StateView status={remote.status} error={remote.error} onRetry={() => void remote.reload()} />
        </View>
      ) : keyword ? (
        <ScrollView scrollY className='brand-sheet__scroll'>
          {found.map((brand) => (
            <BrandRow key={brand.id} brand={brand} chosen={brand.name === value} onPick={pick} />
          ))}
          {!found.length && <View className='brand-sheet__none'>没有找到「{keyword}」</View>}
          {typedOption}
        </ScrollView>
      ) : (
        <View className='brand-sheet__main'>
          <ScrollView scrollY className='brand-sheet__scroll' scrollIntoView={anchor} scrollIntoViewAlignment='start' onScroll={() => anchor && setAnchor('')}>
            <View id={HOT_ANCHOR} className='brand-sheet__section'>
              热门品牌
            </View>
            <View className='brand-sheet__hot'>
              {hot.map((brand) => (
                <Text key={brand.id} className={`chip brand-sheet__chip ${brand.name === value ? 'chip--on' : ''}`} onClick={() => pick(brand.name)}>
                  {brand.name}
                </Text>
              ))}
            </View>
            {groups.map(([initial, members]) => (
              <View key={initial}>
                <View id={anchorOf(initial)} className='brand-sheet__section'>
                  {initial}
                </View>
                {members.map((brand) => (
                  <BrandRow key={brand.id} brand={brand} chosen={brand.name === value} onPick={pick} />
                ))}
              </View>
            ))}
          </ScrollView>
          <View className='brand-sheet__index' aria-label='按字母查找'>
            <Text className='brand-sheet__letter' onClick={() => setAnchor(HOT_ANCHOR)}>
              热
            </Text>
            {groups.map(([initial]) => (
              <Text key={initial} className='brand-sheet__letter' onClick={() => setAnchor(anchorOf(initial))}>
                {initial}
              </Text>
            ))}
          </View>
        </View>
      )}
    </Sheet>
  )
}
