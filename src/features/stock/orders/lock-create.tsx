import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { yuanToCents } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { Field, FormCard } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, type StockItemSummary } from '../api'
import { priceOrUnset } from '../shared/item-card'
import { checkLock, MAX_LOCK_DAYS, MAX_NOTE, stripPhone, type LockErrors } from './order-rules'
import { ChosenItems } from './shared/chosen-items'
import { DateTimeField } from './shared/date-time-field'
import { changedStock, parseIds, unavailableError, useStockItems } from './shared/load-items'
import { useSeed } from '@/shared/hooks/use-seed'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { ChipGroup } from './shared/order-ui'
import { timeLeftText } from './shared/time-left'
import './lock.less'

const DAY = 24 * 3600 * 1000
const QUICK_EXPIRY = ['1天', '3天', '7天'] as const
const DEFAULT_DAYS = 3

const daysLater = (days: number) => new Date(Date.now() + days * DAY).toISOString()

interface LockForm {
  buyerName: string
  buyerPhone: string
  deposit: string
  expireAt: string
  note: string
}

/** pages/stock/order/lock/create?itemIds=1,2: reserve items for a buyer with a deposit until an expiry. */
export function LockCreate() {
  const { params } = useCurrentRoute()
  const [initialIds] = useState(() => parseIds(params.itemIds))
  const [items, setItems] = useState<StockItemSummary[]>([])
  const initial = useSeed(useStockItems(initialIds), setItems)
  const [form, setForm] = useState<LockForm>(() => ({ buyerName: '', buyerPhone: '', deposit: '', expireAt: daysLater(DEFAULT_DAYS), note: '' }))
  const [quick, setQuick] = useState<string>(`${DEFAULT_DAYS}天`)
  const [errors, setErrors] = useState<LockErrors & { form?: string }>({})
  const { saving, submit: save } = useCreateSubmit<LockErrors & { form?: string }>(setErrors)
  const [range] = useState(() => ({ start: new Date(), end: new Date(Date.now() + MAX_LOCK_DAYS * DAY) }))

  const set = (key: keyof LockForm) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }))

  const pickQuick = (choice: (typeof QUICK_EXPIRY)[number]) => {
    setQuick(choice)
    setForm((previous) => ({ ...previous, expireAt: daysLater(parseInt(choice, 10)) }))
  }

  const submit = async () => {
    const input = {
      itemIds: items.map((item) => item.id),
      buyerName: form.buyerName.trim(),
      buyerPhone: stripPhone(form.buyerPhone),
      depositCents: yuanToCents(form.deposit) as number,
      expireAt: form.expireAt,
      note: form.note.trim(),
    }
    const next: LockErrors = { ...checkLock(input) }
    const blocked = unavailableError(items, ['IN_STOCK'])
    if (blocked && !next.itemIds) next.itemIds = blocked
    await save(next, () => callApi(stockApi.orders.lockCreate, input, { handleError: true }).then(changedStock), { done: '锁单成功', failed: '锁单失败，请稍后重试', detail: 'pages/stock/order/lock/detail/index' })
  }

  const now = Date.now()
  return (
    <PageLayout
      status={initial.status}
      error={initial.error}
      onRetry={initial.reload}
      footer={
        <Button type='primary' block loading={saving} onClick={() => void submit()}>
          确认锁单
        </Button>
      }
    >
      <View className='lock-create'>
        <ChosenItems
          title='锁定商品'
          items={items}
          onChange={(next) => {
            setItems(next)
            setErrors((previous) => ({ ...previous, itemIds: undefined }))
          }}
          statuses={['IN_STOCK']}
          error={errors.itemIds}
          figuresOf={(item) => <Text className='stock-item__price'>零售 {priceOrUnset(item.retailCents)}</Text>}
        />
        <FormCard title='买家信息'>
          <Field label='买家姓名' value={form.buyerName} onChange={set('buyerName')} error={errors.buyerName} maxlength={20} placeholder='请输入买家姓名' />
          <Field label='手机号' value={form.buyerPhone} onChange={set('buyerPhone')} error={errors.buyerPhone} maxlength={13} placeholder='请输入买家手机号' />
          <Field label='定金(元)' value={form.deposit} onChange={set('deposit')} error={errors.depositCents} type='digit' maxlength={12} placeholder='请输入定金，无定金填0' />
        </FormCard>
        <FormCard title='锁单期限'>
          <DateTimeField
            label='到期时间'
            value={form.expireAt}
            start={range.start}
            end={range.end}
            onChange={(iso) => {
              setQuick('')
              setForm((previous) => ({ ...previous, expireAt: iso }))
            }}
            error={errors.expireAt}
          >
            <View className='lock-create__chips'>
              <ChipGroup options={QUICK_EXPIRY} value={quick} onChange={pickQuick} />
            </View>
            <View className='lock-create__expiry-left'>{form.expireAt ? `${timeLeftText(form.expireAt, now)}，到期后商品自动回到库存` : ''}</View>
          </DateTimeField>
          <Field label='备注' value={form.note} onChange={set('note')} error={errors.note} maxlength={MAX_NOTE} multiline placeholder='选填，如看货时间、约定事项' />
        </FormCard>
        {errors.form && <View className='stock-order-form-error'>{errors.form}</View>}
      </View>
    </PageLayout>
  )
}
