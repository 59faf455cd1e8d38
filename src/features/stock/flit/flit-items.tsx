import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox, Tag } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/checkbox/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/tag/style/css'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { Photo } from '@/shared/ui/photo'
import { usePagedQuery } from '@/shared/query'
import { toastFailure } from '@/shared/ui/failure-toast'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type FlitItem, type FlitJob, type FlitPlatform } from '../api'

export const FLIT_PAGE_SIZE = 20

export interface FlitItemsProps {
  platformId: string
  /** Known once the platforms have loaded. */
  platform: FlitPlatform | undefined
  onBack: () => void
  onStarted: (job: FlitJob) => void
}

function ItemRow({ item, checked, onToggle }: { item: FlitItem; checked: boolean; onToggle: () => void }) {
  return (
    <View className={`flit__item ${item.imported ? 'flit__item--done' : ''}`} onClick={item.imported ? undefined : onToggle}>
      <Checkbox className="flit__check" checked={checked} disabled={item.imported} onChange={() => {}} />
      <Photo className="flit__photo" src={item.photo} mode="aspectFill" lazyLoad />
      <View className="flit__item-main">
        <View className="flit__item-title">{item.title}</View>
        <View className="flit__item-meta">
          <Text>{item.brand}</Text>
          <Text>{item.grade}</Text>
          {item.imported && (
            <Tag className="flit__tag" type="default">
              已导入
            </Tag>
          )}
        </View>
        <Text className="flit__price">{yuan(item.priceCents)}</Text>
      </View>
    </View>
  )
}

/** Step 2: the platform's listings to pick; those already imported cannot be picked again. */
export function FlitItems({ platformId, platform, onBack, onStarted }: FlitItemsProps) {
  const list = usePagedQuery(stockApi.shop.flitItems, { platformId, pageSize: FLIT_PAGE_SIZE }, { signedIn: true })
  const [picked, setPicked] = useState<string[]>([])
  const [starting, setStarting] = useState(false)

  const selectable = list.items.filter((item) => !item.imported)
  const allPicked = selectable.length > 0 && selectable.every((item) => picked.includes(item.externalId))
  const toggle = (id: string) => setPicked((ids) => (ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id]))
  const toggleAll = () => setPicked(allPicked ? [] : selectable.map((item) => item.externalId))

  const start = async () => {
    if (!picked.length || starting) return
    setStarting(true)
    try {
      onStarted(await callApi(stockApi.shop.flitImport, { platformId, externalIds: picked }, { handleError: true }))
    } catch (error) {
      // The server's message (quiet where the request layer spoke); the selection stays for another try.
      toastFailure(error, '导入失败，请稍后重试')
    } finally {
      setStarting(false)
    }
  }

  const footer = list.status === 'ready' && (
    <View className="flit__footer">
      <View className={`flit__all ${selectable.length ? '' : 'flit__all--off'}`} onClick={selectable.length ? toggleAll : undefined}>
        <Checkbox checked={allPicked} disabled={!selectable.length} onChange={() => {}} />
        <Text>全选</Text>
      </View>
      <Button type="primary" disabled={!picked.length} loading={starting} onClick={() => void start()}>
        导入所选({picked.length})
      </Button>
    </View>
  )

  return (
    <PageLayout
      title={platform ? `${platform.name}搬家` : undefined}
      status={list.status}
      error={list.error}
      onRetry={list.reload}
      emptyText="该平台店铺暂无在售商品"
      footer={footer || undefined}
    >
      <View className="flit__store">
        <View className="flit__store-main">
          <View className="flit__store-name">{platform?.storeName ?? ''}</View>
          {platform && (
            <View className="flit__store-counts">
              共{platform.itemCount}件，已导入{platform.importedCount}件
            </View>
          )}
        </View>
        <Text className="flit__switch" onClick={onBack}>
          更换平台
        </Text>
      </View>
      <View className="flit__items">
        {list.items.map((item) => (
          <ItemRow key={item.externalId} item={item} checked={picked.includes(item.externalId)} onToggle={() => toggle(item.externalId)} />
        ))}
      </View>
      <ListFooter list={list} />
    </PageLayout>
  )
}
