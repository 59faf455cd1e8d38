import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { Checked } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { SearchBar } from '@/shared/ui/search-bar'
import { StateView } from '@/shared/ui/state-view'
import { STOCK_STATUS_TEXT, stockApi, type StockItemSummary, type StockStatus } from '../../api'
import { ItemCard } from '../../shared/item-card'
import { channelBlock, type ChannelUse } from '../../shared/channel-rules'
import './item-picker.less'
import { CSS_COLOR } from '@/core/theme'

const PAGE_SIZE = 20

export interface ItemPickerProps {
  visible: boolean
  /** The item states that can be picked; more than one shows a switch between them. */
  statuses: StockStatus[]
  /**
   * What the pieces are taken for (锁单, 开单, 发货, 寄拍, 回收): a piece another channel holds is
   * greyed out with why and cannot be picked (the server refuses it with the same words).
   */
  use?: ChannelUse
  /** The lock an order is made from: its own pieces may be picked. */
  lockId?: number | null
  chosen: StockItemSummary[]
  onChange: (next: StockItemSummary[]) => void
  onClose: () => void
}

interface FoundProps {
  keyword: string
  status: StockStatus
  blockOf: (item: StockItemSummary) => string | null
  isChosen: (item: StockItemSummary) => boolean
  toggle: (item: StockItemSummary) => void
}

/**
 * The items found, mounted only while the sheet is open: its list (and the page's reach-bottom
 * it listens to) is not asked while the sheet is closed. A new keyword or state is a new list;
 * the page's pull-down is not the sheet's.
 */
function Found({ keyword, status, blockOf, isChosen, toggle }: FoundProps) {
  const list = usePagedQuery(stockApi.items.list, { keyword, status, pageSize: PAGE_SIZE, sort: 'newest' }, { pullDown: false })
  if (list.status !== 'ready') {
    return (
      <StateView status={list.status} error={list.error} emptyText={keyword ? '没有找到相关商品' : `没有${STOCK_STATUS_TEXT[status]}的商品`} onRetry={() => void list.reload()} />
    )
  }
  return (
    <>
      {list.items.map((item) => {
        const blocked = isChosen(item) ? null : blockOf(item)
        return (
          <ItemCard
            key={item.id}
            item={item}
            disabled={Boolean(blocked)}
            onClick={() => (blocked ? void Taro.showToast({ title: blocked, icon: 'none' }) : toggle(item))}
            leading={
              <View
                className={`stock-item-picker__check ${isChosen(item) ? 'stock-item-picker__check--on' : ''} ${blocked ? 'stock-item-picker__check--off' : ''}`}
                aria-label={blocked ? '不可选' : isChosen(item) ? '已选' : '未选'}
              >
                {isChosen(item) && <Checked size={18} color={CSS_COLOR.accent} />}
              </View>
            }
            extra={blocked ? <View className="stock-item-picker__reason">{blocked}</View> : undefined}
          />
        )
      })}
      <ListFooter list={list} />
    </>
  )
}

/** A bottom sheet to add the shop's items to an order: search by keyword, tap to pick or unpick. */
export function ItemPicker({ visible, statuses, use, lockId = null, chosen, onChange, onClose }: ItemPickerProps) {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [status, setStatus] = useState<StockStatus>(statuses[0])
  // The list stays while the sheet slides away, then goes.
  const [shown, setShown] = useState(visible)
  useEffect(() => {
    if (visible) setShown(true)
  }, [visible])
  const isChosen = (item: StockItemSummary) => chosen.some((entry) => entry.id === item.id)
  const blockOf = (item: StockItemSummary) => (use ? channelBlock(item.channel, use, lockId) : null)
  const toggle = (item: StockItemSummary) => onChange(isChosen(item) ? chosen.filter((entry) => entry.id !== item.id) : [...chosen, item])

  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      onClose={onClose}
      afterClose={() => setShown(false)}
      className="stock-item-picker"
      // NutUI sets the shown popup's display inline (block unless told): a column, so the list scrolls
      style={{ display: 'flex' }}
    >
      <View className="stock-item-picker__head">
        <Text className="stock-item-picker__title">选择商品</Text>
        <Text className="stock-item-picker__close" onClick={onClose}>
          关闭
        </Text>
      </View>
      <SearchBar
        className="stock-item-picker__search"
        value={typed}
        placeholder="搜索名称、品牌、型号、编码"
        button
        onChange={(value) => {
          setTyped(value)
          // cleared: every item again
          if (!value) setKeyword('')
        }}
        onSearch={setKeyword}
      />
      {statuses.length > 1 && (
        <View className="stock-item-picker__statuses">
          {statuses.map((option) => (
            <Text key={option} className={`chip ${option === status ? 'chip--on' : ''}`} onClick={() => setStatus(option)}>
              {STOCK_STATUS_TEXT[option]}
            </Text>
          ))}
        </View>
      )}
      <View className="stock-item-picker__list">
        {(visible || shown) && <Found keyword={keyword.trim()} status={status} blockOf={blockOf} isChosen={isChosen} toggle={toggle} />}
      </View>
      <View className="stock-item-picker__foot">
        <Button type="primary" block onClick={onClose}>
          {chosen.length ? `完成（已选${chosen.length}件）` : '完成'}
        </Button>
      </View>
    </Popup>
  )
}
