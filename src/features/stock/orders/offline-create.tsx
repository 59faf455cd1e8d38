import { useMemo, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { centsToYuanText, yuan } from '@/shared/format/money'
import { yuanToCents } from '@/shared/rules/amount'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { DateTimeField } from '@/shared/ui/form/date-time-field'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { LOCK_STATUS_TEXT, PAYMENT_METHODS, stockApi, type StockItemSummary, type StockLock } from '../api'
import { NOTE_MAX } from '@/shared/rules/reason'
import { stripPhone } from '@/shared/rules/shipping'
import { checkOfflineOrder, MAX_CERTIFICATES } from './order-rules'
import { BuyerCard } from './shared/buyer-card'
import { ChosenItems } from './shared/chosen-items'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { changedStock, parseIds, unavailableError, useStockItems } from './shared/load-items'
import { useSeed } from '@/shared/hooks/use-seed'
import { useApiQuery, type Remote } from '@/shared/query'
import './offline.less'

const DAY = 24 * 3600 * 1000

interface Start {
  items: StockItemSummary[]
  lock: StockLock | null
}

interface OfflineForm {
  buyerName: string
  buyerPhone: string
  paymentMethod: string
  paidAt: string
  certificates: string[]
  note: string
  /** Each line's price as typed, by item id; a line not typed yet starts from the item's price. */
  prices: Record<number, string>
}

const emptyForm = (): OfflineForm => ({ buyerName: '', buyerPhone: '', paymentMethod: '', paidAt: new Date().toISOString(), certificates: [], note: '', prices: {} })

/** The price an item's line starts with: its retail price, else its peer price. */
function defaultPrice(item: StockItemSummary): string {
  return centsToYuanText(item.retailCents ?? item.peerPriceCents)
}

/** What the form starts from: the lock it turns into an order (?lockId=), else the items it was opened with. */
function useStart(lockId: number, itemIds: number[]): Remote<Start> {
  const lockRemote = useApiQuery(stockApi.orders.lock, { id: lockId }, { signedIn: true, enabled: lockId > 0 })
  const itemsRemote = useStockItems(itemIds, { enabled: !lockId })
  const lock = lockRemote.data
  const items = itemsRemote.data
  const data = useMemo<Start | undefined>(() => {
    if (lockId) return lock && { items: lock.items, lock }
    return items && { items, lock: null }
  }, [lockId, lock, items])
  const remote = lockId ? lockRemote : itemsRemote
  return { ...remote, data }
}

/** pages/stock/order/offline/create?itemIds=… or ?lockId=…: record a sale made outside the platform. */
export function OfflineCreate() {
  const { params } = useCurrentRoute()
  const [lockId] = useState(() => Number(params.lockId) || 0)
  const [itemIds] = useState(() => parseIds(params.itemIds))
  const [items, setItems] = useState<StockItemSummary[]>([])
  const [lock, setLock] = useState<StockLock | null>(null)
  // A receipt still uploading would be left out: 确认开单 waits for it.
  const [uploading, setUploading] = useState(false)
  const [range] = useState(() => ({ start: new Date(Date.now() - 365 * DAY), end: new Date() }))

  const priceText = (values: OfflineForm, item: StockItemSummary) => values.prices[item.id] ?? defaultPrice(item)
  const linesOf = (values: OfflineForm) => items.map((item) => ({ itemId: item.id, priceCents: yuanToCents(priceText(values, item)) }))
  /** The order as the rules and the call take it (the typed prices become its lines). */
  const orderOf = (values: OfflineForm) => {
    const { prices: _prices, ...order } = values
    return { ...order, buyerName: order.buyerName.trim(), buyerPhone: stripPhone(order.buyerPhone), note: order.note.trim(), lines: linesOf(values) }
  }

  // A lock that is no longer active cannot become an order (checked on the lock the form starts
  // from: the lock this order sells becomes SOLD meanwhile).
  const [refusal, setRefusal] = useState('')
  const start = useSeed(useStart(lockId, itemIds), (loaded) => {
    if (loaded.lock && loaded.lock.status !== 'ACTIVE') {
      setRefusal(`该锁单${LOCK_STATUS_TEXT[loaded.lock.status]}，不能转为线下订单`)
      return
    }
    setItems(loaded.items)
    setLock(loaded.lock)
    // What was typed last time stays as it was.
    if (loaded.lock && !form.draft.restored) fillBuyer(loaded.lock)
  })

  const form = useForm<OfflineForm>({
    initial: emptyForm,
    fields: {
      buyerName: { required: true },
      buyerPhone: { required: true },
      paymentMethod: { required: true },
      paidAt: { required: true },
      certificates: { required: true },
    },
    check: (values) => {
      const errors = checkOfflineOrder(orderOf(values))
      const lockedHere = new Set(lock?.items.map((item) => item.id) ?? [])
      const blocked = unavailableError(
        items.filter((item) => !(item.status === 'LOCKED' && lockedHere.has(item.id))),
        ['IN_STOCK'],
        'offline',
      )
      return { ...errors, lines: errors.lines ?? blocked }
    },
    order: ['lines', ...items.map((item) => `price-${item.id}`), 'buyerName', 'buyerPhone', 'paymentMethod', 'paidAt', 'certificates', 'note'],
    draft: { key: 'offline-create', scope: lockId ? `lock:${lockId}` : `items:${itemIds.join(',')}`, enabled: start.status === 'ready' && !refusal },
  })
  const save = useCreateSubmit(form)

  /** The lock's buyer, as the form starts (a reset: not typed, so not kept as a draft). */
  function fillBuyer({ buyerName, buyerPhone }: StockLock) {
    form.reset({ ...emptyForm(), buyerName, buyerPhone })
  }

  const { values, errors } = form
  const totalCents = linesOf(values).reduce((sum, line) => sum + (line.priceCents !== null && Number.isInteger(line.priceCents) ? line.priceCents : 0), 0)

  const submit = () => {
    if (uploading) return
    return form.submit((current) => {
      const order = orderOf(current)
      const lines = order.lines.map((line) => ({ itemId: line.itemId, priceCents: line.priceCents as number }))
      return save(() => callApi(stockApi.orders.offlineCreate, { ...order, lines, lockId: lock?.id ?? null }, { handleError: true }).then(changedStock), {
        done: '开单成功',
        failed: '开单失败，请稍后重试',
        detail: 'pages/stock/order/offline/detail/index',
      })
    })
  }

  return (
    <PageLayout
      status={refusal ? 'error' : start.status}
      error={refusal || start.error}
      // A lock never becomes active again: nothing to retry.
      onRetry={refusal ? undefined : start.reload}
      footer={
        <View className="stock-order-actions">
          <View className="stock-order-total">
            合计 <Text className="stock-order-total__value">{yuan(totalCents)}</Text>
          </View>
          <Button type="primary" loading={form.busy} disabled={uploading} onClick={() => void submit()}>
            {uploading ? '图片上传中' : '确认开单'}
          </Button>
        </View>
      }
    >
      <View className="offline-create">
        <DraftNote draft={form.draft} onDiscard={() => lock && fillBuyer(lock)} />
        {lock && <View className="offline-create__lock">来自锁单 {lock.lockNo}，开单后锁单成交，未售出的商品回到库存</View>}
        <ChosenItems
          id={form.anchorId('lines')}
          title="售出商品"
          items={items}
          onChange={setItems}
          statuses={['IN_STOCK']}
          use="offline"
          error={errors.lines}
          extraOf={(item) => {
            const error = errors[`price-${item.id}`]
            return (
              <View id={form.anchorId(`price-${item.id}`)} className="offline-create__price">
                <Text>成交价 ¥</Text>
                <Input
                  className={`offline-create__price-input ${error ? 'offline-create__price-input--error' : ''}`}
                  type="digit"
                  value={priceText(values, item)}
                  placeholder="请输入成交价"
                  maxlength={12}
                  onInput={(event) => {
                    const value = event.detail.value
                    form.setValues((previous) => ({ prices: { ...previous.prices, [item.id]: value } }))
                  }}
                />
                {error && <Text className="offline-create__price-error">{error}</Text>}
              </View>
            )
          }}
        />
        <BuyerCard name={form.field('buyerName')} phone={form.field('buyerPhone')} />
        <FormCard title="付款信息">
          <ChoiceField {...form.field('paymentMethod')} label="付款方式" options={PAYMENT_METHODS} />
          <DateTimeField {...form.field('paidAt')} label="付款时间" start={range.start} end={range.end} />
          <PhotoField
            {...form.field('certificates')}
            label="付款凭证"
            onUploadingChange={setUploading}
            max={MAX_CERTIFICATES}
            cover={false}
            hint={`上传转账截图、收据等，至少1张，最多${MAX_CERTIFICATES}张`}
          />
        </FormCard>
        <FormCard>
          <Field {...form.field('note')} label="备注" maxlength={NOTE_MAX} multiline placeholder="选填" />
        </FormCard>
        {errors.form && <View className="stock-order-form-error">{errors.form}</View>}
      </View>
    </PageLayout>
  )
}
