import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { productApi, type SkuSummary } from '@/features/product'
import { usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { Photo } from '@/shared/ui/photo'
import { SearchBar } from '@/shared/ui/search-bar'
import { StateView } from '@/shared/ui/state-view'

function Found({ keyword, onPick }: { keyword: string; onPick: (sku: SkuSummary) => void }) {
  const list = usePagedQuery(productApi.skuList, { keyword: keyword || undefined, pageSize: 20 }, { pullDown: false })
  if (list.status !== 'ready') return <StateView status={list.status} error={list.error} emptyText="没有找到相关商品" onRetry={() => void list.reload()} />
  return (
    <>
      {list.items.map((sku) => (
        <View key={sku.id} className="smu-sku" onClick={() => onPick(sku)}>
          <Photo className="smu-sku__cover" src={sku.cover} mode="aspectFill" />
          <View className="smu-sku__body">
            <Text className="smu-sku__name">{sku.name}</Text>
            <Text className="smu-sku__brand">
              {sku.brandName} · {sku.category}
            </Text>
          </View>
        </View>
      ))}
      <ListFooter list={list} />
    </>
  )
}

/** A bottom sheet to pick one SKU of the catalogue: search by brand and name. */
export function SkuPicker({ visible, onPick, onClose }: { visible: boolean; onPick: (sku: SkuSummary) => void; onClose: () => void }) {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [shown, setShown] = useState(visible)
  useEffect(() => {
    if (visible) setShown(true)
  }, [visible])
  return (
    <Popup visible={visible} position="bottom" round onClose={onClose} afterClose={() => setShown(false)} className="smu-picker" style={{ display: 'flex' }}>
      <View className="smu-picker__head">
        <Text className="smu-picker__title">从商品库选择</Text>
        <Text className="smu-picker__close" onClick={onClose}>
          关闭
        </Text>
      </View>
      <SearchBar
        value={typed}
        placeholder="搜索品牌、名称"
        button
        onChange={(value) => {
          setTyped(value)
          if (!value) setKeyword('')
        }}
        onSearch={setKeyword}
      />
      <View className="smu-picker__list">{(visible || shown) && <Found keyword={keyword.trim()} onPick={onPick} />}</View>
    </Popup>
  )
}
