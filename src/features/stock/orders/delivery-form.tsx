import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Location } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { chooseAddress } from '@/features/account'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { useSeed } from '@/shared/hooks/use-seed'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { CARRIERS, normaliseTrackingNo, stripPhone } from '@/shared/rules/shipping'
import { stockApi, type DeliveryInput, type StockItemSummary } from '../api'
import { checkDelivery } from './order-rules'
import { ChosenItems } from './shared/chosen-items'
import { changedStock, parseIds, unavailableError, useStockItems } from './shared/load-items'
import './delivery.less'
import { CSS_COLOR } from '@/core/theme'

type DeliveryForm = Omit<DeliveryInput, 'itemIds'>
const EMPTY: DeliveryForm = { carrier: '', trackingNo: '', receiverName: '', receiverPhone: '', receiverAddress: '' }

function inputOf(values: DeliveryForm, items: StockItemSummary[]): DeliveryInput {
  return {
    itemIds: items.map((item) => item.id),
    carrier: values.carrier,
    trackingNo: normaliseTrackingNo(values.trackingNo),
    receiverName: values.receiverName.trim(),
    receiverPhone: stripPhone(values.receiverPhone),
    receiverAddress: values.receiverAddress.trim(),
  }
}

/** The delivery form: ship items by courier (pages/stock/order/delivery/detail?itemIds=…). */
export function DeliveryForm({ itemIdsParam }: { itemIdsParam?: string }) {
  const [itemIds] = useState(() => parseIds(itemIdsParam))
  const [items, setItems] = useState<StockItemSummary[]>([])
  const start = useSeed(useStockItems(itemIds), setItems)
  const form = useForm<DeliveryForm>({
    initial: EMPTY,
    // Every message comes from the rules shared with the mock backend.
    fields: {
      carrier: { required: true },
      trackingNo: { required: true },
      receiverName: { required: true },
      receiverPhone: { required: true },
      receiverAddress: { required: true },
    },
    check: (values) => {
      const errors = checkDelivery(inputOf(values, items))
      return { ...errors, itemIds: errors.itemIds ?? unavailableError(items, ['IN_STOCK', 'SOLD'], 'delivery') }
    },
    order: ['itemIds', 'carrier', 'trackingNo', 'receiverName', 'receiverPhone', 'receiverAddress'],
    draft: { key: 'delivery-create', scope: itemIds.join(','), enabled: start.status === 'ready' },
  })
  const save = useCreateSubmit(form)

  const pickAddress = async () => {
    const address = await chooseAddress()
    form.setValues({
      receiverName: address.name,
      receiverPhone: address.phone,
      receiverAddress: `${address.province}${address.city}${address.district}${address.detail}`,
    })
  }

  const submit = () =>
    form.submit((values) =>
      save(() => callApi(stockApi.orders.deliveryCreate, inputOf(values, items), { handleError: true }).then(changedStock), {
        done: '发货成功',
        failed: '发货失败，请稍后重试',
        detail: 'pages/stock/order/delivery/detail/index',
      }),
    )

  return (
    <PageLayout
      title="新建发货单"
      status={start.status}
      error={start.error}
      onRetry={start.reload}
      footer={
        <Button type="primary" block loading={form.busy} onClick={() => void submit()}>
          确认发货
        </Button>
      }
    >
      <View className="delivery-form">
        <DraftNote draft={form.draft} />
        <ChosenItems id={form.anchorId('itemIds')} title="发货商品" items={items} onChange={setItems} statuses={['SOLD', 'IN_STOCK']} use="delivery" error={form.errors.itemIds} />
        <FormCard title="物流信息">
          <ChoiceField {...form.field('carrier')} label="快递公司" options={CARRIERS} />
          <Field {...form.field('trackingNo')} label="快递单号" maxlength={40} placeholder="请输入快递单号" />
        </FormCard>
        <FormCard title="收货人">
          <View className="delivery-form__address" onClick={() => void pickAddress()}>
            <Location size={14} color={CSS_COLOR.accent} />
            <Text>从地址簿选择</Text>
          </View>
          <Field {...form.field('receiverName')} label="姓名" maxlength={20} placeholder="请输入收货人姓名" />
          <Field {...form.field('receiverPhone')} label="手机号" maxlength={13} placeholder="请输入收货人手机号" />
          <Field {...form.field('receiverAddress')} label="地址" maxlength={100} multiline placeholder="省市区、街道、门牌号" />
        </FormCard>
        {form.errors.form && <View className="stock-order-form-error">{form.errors.form}</View>}
      </View>
    </PageLayout>
  )
}
