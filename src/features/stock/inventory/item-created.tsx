import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { isWeapp } from '@/core/platform/env'
import { useSession } from '@/core/session/store'
import { useShare } from '@/core/share'
import { useOnce } from '@/shared/hooks/use-once'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { toastFailure } from '@/shared/ui/failure-toast'
import { ResultPanel, type ResultAction } from '@/shared/ui/result'
import { stockApi } from '../api'
import { showSuccess } from '@/shared/ui/result/toast-after'

/** What the form knows of the item it just put in stock. */
export interface CreatedItem {
  id: number
  title: string
  grade: string
  /** As typed; empty when the shop numbers it. */
  code: string
  photo?: string
  shared: boolean
}

/** 入库成功 in place of the form: the new item's code and title, and what a dealer does next. */
export function ItemCreated({ created, onNext }: { created: CreatedItem; onNext: () => void }) {
  const accountId = useSession((state) => state.userInfo?.accountId)
  // The code the shop gave it when none was typed (and the detail's cache warmed for 查看商品).
  const loaded = useApiQuery(stockApi.items.detail, { id: created.id }, { signedIn: true }).data
  const code = loaded?.code || created.code
  const [shared, setShared] = useState(created.shared)
  const { once } = useOnce()

  const share = useShare(() => ({
    title: `${created.title} ${created.grade}`,
    imageUrl: created.photo,
    path: 'pages/stock/shop/share/index',
    params: { accountId: accountId ?? '', itemId: created.id },
  }))

  const showInShop = () =>
    once(async () => {
      try {
        await callApi(stockApi.items.share, { ids: [created.id], shared: true }, { handleError: true })
        setShared(true)
        void invalidatePaths('/stock')
        showSuccess('已展示到店铺')
      } catch (error) {
        toastFailure(error, '展示失败，请稍后重试')
      }
    })

  // As on the item's detail: the mini-program shares from the shop's share page.
  const shareItem = () => {
    if (!accountId) void Taro.showToast({ title: '店铺信息加载中，请稍后再试', icon: 'none' })
    else if (isWeapp) void navigate('pages/stock/shop/share/index', { query: { itemId: created.id } })
    else void share().catch(reportError)
  }

  const actions: ResultAction[] = [
    { text: '继续入库', primary: true, onClick: onNext },
    { text: '查看商品', onClick: () => void navigate('pages/stock/inventory/stock/detail/index', { query: { id: created.id }, replace: true, force: true }) },
    shared ? { text: '分享商品', onClick: shareItem } : { text: '展示到店铺', onClick: () => void showInShop() },
  ]

  return (
    <ResultPanel title="入库成功" actions={actions}>
      {code ? <View className="item-created__code">编码 {code}</View> : null}
      <View className="item-created__title">{created.title}</View>
    </ResultPanel>
  )
}
