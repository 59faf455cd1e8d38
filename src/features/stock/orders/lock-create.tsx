import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { yuanToCents } from '@/shared/rules/amount'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { DateTimeField } from '@/shared/ui/form/date-time-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type LockInput, type StockItemSummary } from '../api'
import { priceOrUnset } from '../shared/item-card'
import { NOTE_MAX } from '@/shared/rules/reason'
import { stripPhone } from '@/shared/rules/shipping'
import { checkLock, MAX_LOCK_DAYS } from './order-rules'
import { BuyerCard } from './shared/buyer-card'
import { ChosenItems } from './shared/chosen-items'
import { changedStock, parseIds, unavailableError, useStockItems } from './shared/load-items'
import { useSeed } from '@/shared/hooks/use-seed'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { ChoiceChips } from '@/shared/ui/chip-section/choice-chips'
import { timeLeftText } from './shared/time-left'
import './lock.less'

const DAY = 24 * 3600 * 1000
const QUICK_EXPIRY = ['1天', '3天', '7天'] as const
const DEFAULT_DAYS = 3
/** The fields in page order: a failed save scrolls to the first wrong one. */
const ORDER = ['itemIds', 'buyerName', 'buyerPhone', 'depositCents', 'expireAt', 'note']

const daysLater = (days: number) => new Date(Date.now() + days * DAY).toISOString()

interface LockForm {
  buyerName: string
  buyerPhone: string
  deposit: string
  expireAt: string
  /** The quick choice the expiry came from ('' when picked in the sheet). */
  quick: string
  note: string
}

const emptyForm = (): LockForm => ({ buyerName: '', buyerPhone: '', deposit: '', expireAt: daysLater(DEFAULT_DAYS), quick: `${DEFAULT_DAYS}天`, note: '' })

function inputOf(form: LockForm, items: StockItemSummary[]): LockInput {
  return {
    itemIds: items.map((item) => item.id),
    buyerName: form.buyerName.trim(),
    buyerPhone: stripPhone(form.buyerPhone),
    depositCents: yuanToCents(form.deposit) as number,
    expireAt: form.expireAt,
    note: form.note.trim(),
  }
}

/** pages/stock/order/lock/create?itemIds=1,2: reserve items for a buyer with a deposit until an expiry. */
export function LockCreate() {
  const { params } = useCurrentRoute()
  const [initialIds] = useState(() => parseIds(params.itemIds))
  const [items, setItems] = useState<StockItemSummary[]>([])
  const initial = useSeed(useStockItems(initialIds), setItems)
  const form = useForm<LockForm>({
    initial: emptyForm,
    fields: { buyerName: { required: true }, buyerPhone: { required: true }, deposit: { required: true }, expireAt: { required: true } },
    check: (values) => {
      const errors = checkLock(inputOf(values, items))
      return { ...errors, itemIds: errors.itemIds ?? unavailableError(items, ['IN_STOCK'], 'lock') }
    },
    order: ORDER,
    // A quick choice counts from now again: 3天 chosen yesterday still means three days.
    draft: {
      key: 'lock-create',
      scope: initialIds.join(','),
      enabled: initial.status === 'ready',
      restore: (saved) => (saved.quick ? { ...saved, expireAt: daysLater(parseInt(saved.quick, 10)) } : saved),
    },
  })
  const save = useCreateSubmit(form)
  const [range] = useState(() => ({ start: new Date(), end: new Date(Date.now() + MAX_LOCK_DAYS * DAY) }))

  const pickQuick = (choice: (typeof QUICK_EXPIRY)[number]) => form.setValues({ quick: choice, expireAt: daysLater(parseInt(choice, 10)) })

  const submit = () =>
    form.submit((values) =>
      save(() => callApi(stockApi.orders.lockCreate, inputOf(values, items), { handleError: true }).then(changedStock), {
        done: '锁单成功',
        failed: '锁单失败，请稍后重试',
        detail: 'pages/stock/order/lock/detail/index',
      }),
    )

  const { values, errors } = form
  const now = Date.now()
  return (
    <PageLayout
      status={initial.status}
      error={initial.error}
      onRetry={initial.reload}
      footer={
        <Button type="primary" block loading={form.busy} onClick={() => void submit()}>
          确认锁单
        </Button>
      }
    >
      <View className="lock-create">
        <DraftNote draft={form.draft} />
        <ChosenItems
          id={form.anchorId('itemIds')}
          title="锁定商品"
          items={items}
          onChange={setItems}
          statuses={['IN_STOCK']}
          use="lock"
          error={errors.itemIds}
          figuresOf={(item) => <Text className="stock-item__price">零售 {priceOrUnset(item.retailCents)}</Text>}
        />
        <BuyerCard name={form.field('buyerName')} phone={form.field('buyerPhone')}>
          <Field {...form.field('deposit', 'depositCents')} label="定金(元)" type="digit" maxlength={12} placeholder="请输入定金，无定金填0" />
        </BuyerCard>
        <FormCard title="锁单期限">
          <DateTimeField {...form.field('expireAt')} label="到期时间" start={range.start} end={range.end} onChange={(iso) => form.setValues({ quick: '', expireAt: iso })}>
            <View className="lock-create__chips">
              <ChoiceChips options={QUICK_EXPIRY} value={values.quick as (typeof QUICK_EXPIRY)[number]} onChange={pickQuick} label="锁单期限" />
            </View>
            <View className="lock-create__expiry-left">{values.expireAt ? `${timeLeftText(values.expireAt, now)}，到期后商品自动回到库存` : ''}</View>
          </DateTimeField>
          <Field {...form.field('note')} label="备注" maxlength={NOTE_MAX} multiline placeholder="选填，如看货时间、约定事项" />
        </FormCard>
        {errors.form && <View className="stock-order-form-error">{errors.form}</View>}
      </View>
    </PageLayout>
  )
}
