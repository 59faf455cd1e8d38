import { useEffect, useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Checked, Search } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { reportError } from '@/core/app/errors'
import { ListFooter } from '@/shared/ui/list-footer'
import { StateView } from '@/shared/ui/state-view'
import { STOCK_STATUS_TEXT, stockApi, type StockItemSummary, type StockStatus } from '../../api'
import { ItemCard } from '../../shared/item-card'
import { failureText } from '@/shared/ui/failure-toast'
import './item-picker.less'

const PAGE_SIZE = 20

export interface ItemPickerProps {
  visible: boolean
  /** The item states that can be picked; more than one shows a switch between them. */
  statuses: StockStatus[]
  chosen: StockItemSummary[]
  onChange: (next: StockItemSummary[]) => void
  onClose: () => void
}

interface Found {
  status: 'loading' | 'error' | 'empty' | 'ready'
  error: string
  items: StockItemSummary[]
  page: number
  hasMore: boolean
}

const LOADING: Found = { status: 'loading', error: '', items: [], page: 0, hasMore: false }

/** A bottom sheet to add the shop's items to an order: search by keyword, tap to pick or unpick. */
export function ItemPicker({ visible, statuses, chosen, onChange, onClose }: ItemPickerProps) {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<StockStatus>(statuses[0])
  const [found, setFound] = useState<Found>(LOADING)
  const [loadingMore, setLoadingMore] = useState(false)
  // Why the next page failed: the footer says so and a tap tries again.
  const [moreError, setMoreError] = useState('')
  const [attempt, setAttempt] = useState(0)
  // Bumped by every first page: a next page of an older search is dropped.
  const search = useRef(0)

  const fetchPage = (page: number) =>
    callApi(stockApi.items.list, { keyword: keyword.trim(), status, page, pageSize: PAGE_SIZE, sort: 'newest' }, { handleError: true, loading: false })

  useEffect(() => {
    if (!visible) return
    let current = true
    search.current += 1
    setFound(LOADING)
    setMoreError('')
    fetchPage(1)
      .then((result) => {
        if (current) setFound({ status: result.list.length ? 'ready' : 'empty', error: '', items: result.list, page: 1, hasMore: result.hasMore })
      })
      .catch((error: unknown) => {
        reportError(error)
        if (current) setFound({ ...LOADING, status: 'error', error: failureText(error, '加载失败') })
      })
    return () => {
      current = false
    }
    // fetchPage reads the same keyword and status
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, keyword, status, attempt])

  const more = async () => {
    if (loadingMore || !found.hasMore) return
    const asked = search.current
    setLoadingMore(true)
    setMoreError('')
    try {
      const result = await fetchPage(found.page + 1)
      if (asked !== search.current) return
      setFound((previous) => ({ ...previous, items: [...previous.items, ...result.list], page: previous.page + 1, hasMore: result.hasMore }))
    } catch (error) {
      reportError(error)
      if (asked === search.current) setMoreError(failureText(error, '加载失败'))
    } finally {
      setLoadingMore(false)
    }
  }

  const isChosen = (item: StockItemSummary) => chosen.some((entry) => entry.id === item.id)
  const toggle = (item: StockItemSummary) => onChange(isChosen(item) ? chosen.filter((entry) => entry.id !== item.id) : [...chosen, item])

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} className='stock-item-picker'>
      <View className='stock-item-picker__head'>
        <Text className='stock-item-picker__title'>选择商品</Text>
        <Text className='stock-item-picker__close' onClick={onClose}>
          关闭
        </Text>
      </View>
      <View className='stock-item-picker__search'>
        <Search size={14} color='#8c867e' />
        <Input
          className='stock-item-picker__input'
          value={typed}
          placeholder='搜索名称、品牌、型号或编码'
          confirmType='search'
          onInput={(event) => setTyped(event.detail.value)}
          onConfirm={() => setKeyword(typed)}
        />
        <Text className='stock-item-picker__go' onClick={() => setKeyword(typed)}>
          搜索
        </Text>
      </View>
      {statuses.length > 1 && (
        <View className='stock-item-picker__statuses'>
          {statuses.map((option) => (
            <Text key={option} className={`chip ${option === status ? 'chip--on' : ''}`} onClick={() => setStatus(option)}>
              {STOCK_STATUS_TEXT[option]}
            </Text>
          ))}
        </View>
      )}
      <View className='stock-item-picker__list'>
        {found.status === 'ready' ? (
          <>
            {found.items.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                onClick={() => toggle(item)}
                leading={
                  <View className={`stock-item-picker__check ${isChosen(item) ? 'stock-item-picker__check--on' : ''}`} aria-label={isChosen(item) ? '已选' : '未选'}>
                    {isChosen(item) && <Checked size={18} color='#9a6b2f' />}
                  </View>
                }
              />
            ))}
            <ListFooter loading={loadingMore} hasMore={found.hasMore} error={moreError} onMore={() => void more()} />
          </>
        ) : (
          <StateView
            status={found.status}
            error={found.error}
            emptyText={keyword ? '没有找到相关商品' : `没有${STOCK_STATUS_TEXT[status]}的商品`}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </View>
      <View className='stock-item-picker__foot'>
        <Button type='primary' block onClick={onClose}>
          {chosen.length ? `完成（已选${chosen.length}件）` : '完成'}
        </Button>
      </View>
    </Popup>
  )
}
