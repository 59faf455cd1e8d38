import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Location } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { chooseAddress } from '@/features/account/address/choose'
import { Field, FormCard } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { CARRIERS, stockApi, type DeliveryInput, type StockItemSummary } from '../api'
import { checkDelivery, normaliseTrackingNo, stripPhone, type DeliveryErrors } from './order-rules'
import { ChosenItems } from './shared/chosen-items'
import { changedStock, parseIds, unavailableError, useStockItems } from './shared/load-items'
import { useSeed } from '@/shared/hooks/use-seed'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { ChipGroup, FieldError } from './shared/order-ui'
import './delivery.less'

type DeliveryFormState = Omit<DeliveryInput, 'itemIds'>
const EMPTY: DeliveryFormState = { carrier: '', trackingNo: '', receiverName: '', receiverPhone: '', receiverAddress: '' }

/** The delivery form: ship items by courier (pages/stock/order/delivery/detail?itemIds=…). */
export function DeliveryForm({ itemIdsParam }: { itemIdsParam?: string }) {
  const [itemIds] = useState(() => parseIds(itemIdsParam))
  const [items, setItems] = useState<StockItemSummary[]>([])
  const [form, setForm] = useState<DeliveryFormState>(EMPTY)
  const [errors, setErrors] = useState<DeliveryErrors & { form?: string }>({})
  const { saving, submit: save } = useCreateSubmit<DeliveryErrors & { form?: string }>(setErrors)
  const start = useSeed(useStockItems(itemIds), setItems)

  const set = (key: keyof DeliveryFormState) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }))

  const pickAddress = async () => {
    const address = await chooseAddress()
    setForm((previous) => ({
      ...previous,
      receiverName: address.name,
      receiverPhone: address.phone,
      receiverAddress: `${address.province}${address.city}${address.district}${address.detail}`,
    }))
    setErrors((previous) => ({ ...previous, receiverName: undefined, receiverPhone: undefined, receiverAddress: undefined }))
  }

  const submit = async () => {
    const input: DeliveryInput = {
      itemIds: items.map((item) => item.id),
      carrier: form.carrier,
      trackingNo: normaliseTrackingNo(form.trackingNo),
      receiverName: form.receiverName.trim(),
      receiverPhone: stripPhone(form.receiverPhone),
      receiverAddress: form.receiverAddress.trim(),
    }
    const next: DeliveryErrors = { ...checkDelivery(input) }
    const blocked = unavailableError(items, ['IN_STOCK', 'SOLD'])
    if (blocked && !next.itemIds) next.itemIds = blocked
    await save(next, () => callApi(stockApi.orders.deliveryCreate, input, { handleError: true }).then(changedStock), { done: '发货成功', failed: '发货失败，请稍后重试', detail: 'pages/stock/order/delivery/detail/index' })
  }

  return (
    <PageLayout
      title='新建发货单'
      status={start.status}
      error={start.error}
      onRetry={start.reload}
      footer={
        <Button type='primary' block loading={saving} onClick={() => void submit()}>
          确认发货
        </Button>
      }
    >
      <View className='delivery-form'>
        <ChosenItems
          title='发货商品'
          items={items}
          onChange={(next) => {
            setItems(next)
            setErrors((previous) => ({ ...previous, itemIds: undefined }))
          }}
          statuses={['SOLD', 'IN_STOCK']}
          error={errors.itemIds}
        />
        <FormCard title='物流信息'>
          <View className='delivery-form__carrier'>
            <View className='delivery-form__label'>快递公司</View>
            <ChipGroup options={CARRIERS} value={form.carrier} onChange={(carrier) => setForm((previous) => ({ ...previous, carrier }))} />
            <FieldError error={errors.carrier} />
          </View>
          <Field label='快递单号' value={form.trackingNo} onChange={set('trackingNo')} error={errors.trackingNo} maxlength={40} placeholder='请输入快递单号' />
        </FormCard>
        <FormCard title='收货人'>
          <View className='delivery-form__address' onClick={() => void pickAddress()}>
            <Location size={14} color='#86591f' />
            <Text>从地址簿选择</Text>
          </View>
          <Field label='姓名' value={form.receiverName} onChange={set('receiverName')} error={errors.receiverName} maxlength={20} placeholder='请输入收货人姓名' />
          <Field label='手机号' value={form.receiverPhone} onChange={set('receiverPhone')} error={errors.receiverPhone} maxlength={13} placeholder='请输入收货人手机号' />
          <Field
            label='地址'
            value={form.receiverAddress}
            onChange={set('receiverAddress')}
            error={errors.receiverAddress}
            maxlength={100}
            multiline
            placeholder='省市区、街道、门牌号'
          />
        </FormCard>
        {errors.form && <View className='stock-order-form-error'>{errors.form}</View>}
      </View>
    </PageLayout>
  )
}
