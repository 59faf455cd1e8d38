import { useMemo, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { centsToYuanText, formatCents, yuanToCents } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { Field, FormCard } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import { LOCK_STATUS_TEXT, PAYMENT_METHODS, stockApi, type StockItemSummary, type StockLock } from '../api'
import { checkOfflineOrder, MAX_CERTIFICATES, MAX_NOTE, stripPhone, type OfflineErrors } from './order-rules'
import { ChosenItems } from './shared/chosen-items'
import { DateTimeField } from './shared/date-time-field'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { changedStock, parseIds, unavailableError, useStockItems } from './shared/load-items'
import { useSeed } from '@/shared/hooks/use-seed'
import { useApiQuery, type Remote } from '@/shared/query'
import { ChipGroup, FieldError } from './shared/order-ui'
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
}

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
  const [prices, setPrices] = useState<Record<number, string>>({})
  const [form, setForm] = useState<OfflineForm>(() => ({ buyerName: '', buyerPhone: '', paymentMethod: '', paidAt: new Date().toISOString(), certificates: [], note: '' }))
  const [errors, setErrors] = useState<OfflineErrors & { form?: string }>({})
  // A receipt still uploading would be left out: 确认开单 waits for it.
  const [uploading, setUploading] = useState(false)
  const { saving, submit: save } = useCreateSubmit<OfflineErrors & { form?: string }>(setErrors)
  const [range] = useState(() => ({ start: new Date(Date.now() - 365 * DAY), end: new Date() }))

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
    if (loaded.lock) {
      const { buyerName, buyerPhone } = loaded.lock
      setForm((previous) => ({ ...previous, buyerName, buyerPhone }))
    }
  })

  const set = (key: 'buyerName' | 'buyerPhone' | 'note') => (value: string) => setForm((previous) => ({ ...previous, [key]: value }))
  const priceText = (item: StockItemSummary) => prices[item.id] ?? defaultPrice(item)
  const lines = items.map((item) => ({ itemId: item.id, priceCents: yuanToCents(priceText(item)) }))
  const totalCents = lines.reduce((sum, line) => sum + (line.priceCents !== null && Number.isInteger(line.priceCents) ? line.priceCents : 0), 0)

  const submit = async () => {
    if (uploading) return
    const draft = { ...form, buyerName: form.buyerName.trim(), buyerPhone: stripPhone(form.buyerPhone), note: form.note.trim(), lines }
    const next: OfflineErrors = { ...checkOfflineOrder(draft) }
    const lockedHere = new Set(lock?.items.map((item) => item.id) ?? [])
    const blocked = unavailableError(
      items.filter((item) => !(item.status === 'LOCKED' && lockedHere.has(item.id))),
      ['IN_STOCK'],
    )
    if (blocked && !next.lines) next.lines = blocked
    await save(
      next,
      () =>
        callApi(
          stockApi.orders.offlineCreate,
          { ...draft, lines: draft.lines.map((line) => ({ itemId: line.itemId, priceCents: line.priceCents as number })), lockId: lock?.id ?? null },
          { handleError: true },
        ).then(changedStock),
      { done: '开单成功', failed: '开单失败，请稍后重试', detail: 'pages/stock/order/offline/detail/index' },
    )
  }

  return (
    <PageLayout
      status={refusal ? 'error' : start.status}
      error={refusal || start.error}
      // A lock never becomes active again: nothing to retry.
      onRetry={refusal ? undefined : start.reload}
      footer={
        <View className='stock-order-actions'>
          <View className='stock-order-total'>
            合计 <Text className='stock-order-total__value'>¥{formatCents(totalCents)}</Text>
          </View>
          <Button type='primary' loading={saving} disabled={uploading} onClick={() => void submit()}>
            {uploading ? '图片上传中' : '确认开单'}
          </Button>
        </View>
      }
    >
      <View className='offline-create'>
        {lock && <View className='offline-create__lock'>来自锁单 {lock.lockNo}，开单后锁单成交，未售出的商品回到库存</View>}
        <ChosenItems
          title='售出商品'
          items={items}
          onChange={(next) => {
            setItems(next)
            setErrors((previous) => ({ ...previous, lines: undefined }))
          }}
          statuses={['IN_STOCK']}
          error={errors.lines}
          extraOf={(item) => {
            const error = errors[`price-${item.id}`]
            return (
              <View className='offline-create__price'>
                <Text>成交价 ¥</Text>
                <Input
                  className={`offline-create__price-input ${error ? 'offline-create__price-input--error' : ''}`}
                  type='digit'
                  value={priceText(item)}
                  placeholder='请输入成交价'
                  maxlength={12}
                  onInput={(event) => {
                    const value = event.detail.value
                    setPrices((previous) => ({ ...previous, [item.id]: value }))
                  }}
                />
                {error && <Text className='offline-create__price-error'>{error}</Text>}
              </View>
            )
          }}
        />
        <FormCard title='买家信息'>
          <Field label='买家姓名' value={form.buyerName} onChange={set('buyerName')} error={errors.buyerName} maxlength={20} placeholder='请输入买家姓名' />
          <Field label='手机号' value={form.buyerPhone} onChange={set('buyerPhone')} error={errors.buyerPhone} maxlength={13} placeholder='请输入买家手机号' />
        </FormCard>
        <FormCard title='付款信息'>
          <View className='offline-create__chips'>
            <View className='offline-create__label'>付款方式</View>
            <ChipGroup options={PAYMENT_METHODS} value={form.paymentMethod} onChange={(paymentMethod) => setForm((previous) => ({ ...previous, paymentMethod }))} />
            <FieldError error={errors.paymentMethod} />
          </View>
          <DateTimeField
            label='付款时间'
            value={form.paidAt}
            start={range.start}
            end={range.end}
            onChange={(paidAt) => setForm((previous) => ({ ...previous, paidAt }))}
            error={errors.paidAt}
          />
          <View className='offline-create__label offline-create__label--photos'>付款凭证</View>
          <PhotoPicker
            value={form.certificates}
            onChange={(certificates) => setForm((previous) => ({ ...previous, certificates }))}
            onUploadingChange={setUploading}
            max={MAX_CERTIFICATES}
            cover={false}
            hint={`上传转账截图、收据等，至少1张，最多${MAX_CERTIFICATES}张`}
            error={errors.certificates}
          />
        </FormCard>
        <FormCard>
          <Field label='备注' value={form.note} onChange={set('note')} error={errors.note} maxlength={MAX_NOTE} multiline placeholder='选填' />
        </FormCard>
        {errors.form && <View className='stock-order-form-error'>{errors.form}</View>}
      </View>
    </PageLayout>
  )
}
