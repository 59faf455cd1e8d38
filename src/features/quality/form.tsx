import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { decodeParam } from '@/core/platform/text'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { ItemPicker, type StockItemSummary } from '@/features/stock'
import { ChoiceField, DraftNote, Field, FieldError, FormCard, useForm } from '@/shared/ui/form'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import { qualityApi } from './api'
import { checklistOf, checkQuality, METHOD_PRICE_CENTS, METHODS, NOTE_MAX, QUALITY_CATEGORIES, TURNAROUND, type Method, type QualityFields } from './machine'
import { changedQuality } from './shared'

export const QUALITY_DRAFT_KEY = 'quality-form'

export interface QualityValues extends QualityFields {
  source: 'stock' | 'new'
  stockItemId: number | null
}

export const EMPTY_QUALITY: QualityValues = { source: 'new', stockItemId: null, category: '', brandName: '', model: '', colour: '', material: '', method: '', photos: {}, note: '' }

/** An item from stock as the route names it (stock detail's 送检): it wins over a kept draft's item. */
function itemOfRoute(params: Record<string, string | undefined>): Partial<QualityValues> {
  const id = params.stockItemId && /^\d+$/.test(params.stockItemId) ? Number(params.stockItemId) : null
  if (id === null) return {}
  const text = (key: string) => decodeParam(params[key])
  return { source: 'stock', stockItemId: id, category: text('category'), brandName: text('brandName'), model: text('model'), colour: text('colour'), material: text('material') }
}

const methodLabel = (method: Method) => `${method === 'photo' ? '照片鉴定' : '寄送实物鉴定'} ${yuan(METHOD_PRICE_CENTS[method])}`

/** pages/quality/form: the item (from stock or new), the checklist's photos by slot, the method; submitted, it goes to the cashier. Kept as a draft. */
export function QualityForm() {
  const { params } = useCurrentRoute()
  const [fromRoute] = useState(() => itemOfRoute(params))
  const [uploading, setUploading] = useState(0)
  const [stockOpen, setStockOpen] = useState(false)
  const form = useForm<QualityValues>({
    initial: { ...EMPTY_QUALITY, ...fromRoute },
    fields: { category: { required: true }, brandName: { required: true }, model: { required: true }, method: { required: true } },
    check: (values) => checkQuality(values),
    order: ['category', 'brandName', 'model', 'method', 'photos', 'note'],
    draft: { key: QUALITY_DRAFT_KEY, restore: (saved) => ({ ...saved, ...fromRoute }) },
  })
  const { values } = form
  const isStockItem = values.source === 'stock'
  const slots = checklistOf(values.category)

  /** A piece from stock: its item as the stock knows it; the photos of another category no longer apply. */
  const fromStock = (items: StockItemSummary[]) => {
    setStockOpen(false)
    const item = items.at(-1)
    if (!item) return
    const sameCategory = item.category === values.category
    form.setValues({
      ...values,
      source: 'stock',
      stockItemId: item.id,
      category: item.category,
      brandName: item.brand,
      model: item.model || item.title,
      colour: item.colour,
      material: item.material,
      photos: sameCategory ? values.photos : {},
    })
  }
  const asNewItem = () => form.setValues({ ...values, source: 'new', stockItemId: null })

  const setPhoto = (slot: string, urls: string[]) => {
    const next = { ...values.photos }
    if (urls[0]) next[slot] = urls[0]
    else delete next[slot]
    form.set('photos', next)
  }

  const submit = () => {
    if (uploading > 0) {
      void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
      return
    }
    void form.submit(async (current) => {
      // A refusal is said by callApi's toast; the form and its draft stay as typed.
      const order = await callApi(qualityApi.create, { ...current, method: current.method as Method }).catch(() => null)
      if (!order) return
      form.draft.clear()
      await changedQuality()
      // The order is kept; paying may wait: its result page offers 去支付 again.
      const pay = await callApi(qualityApi.pay, { id: order.id }).catch(() => null)
      if (pay) await navigate('pages/order/cash/index', { query: { payOrderNo: pay.payOrderNo }, force: true })
      else await navigate('pages/quality/result/index', { query: { id: order.id }, replace: true, force: true })
    })
  }

  return (
    <PageLayout
      footer={
        <ActionBar
          actions={[
            { key: 'submit', text: values.method ? `提交并支付 ${yuan(METHOD_PRICE_CENTS[values.method])}` : '提交并支付', kind: 'primary', onTap: submit, loading: form.busy },
          ]}
        />
      }
    >
      <View className="quality-page">
        <DraftNote draft={form.draft} />
        <View className="quality-link" role="link" onClick={() => void navigate('pages/quality/result/index')}>
          我的鉴定订单 ›
        </View>
        {isStockItem ? (
          <DetailCard
            title="送检商品（库存）"
            extra={
              <Text className="quality-link" onClick={asNewItem}>
                改为手动填写
              </Text>
            }
          >
            <InfoRow label="商品">{`${values.brandName} ${values.model}`}</InfoRow>
            <InfoRow label="品类">{values.category}</InfoRow>
            {values.colour && <InfoRow label="颜色">{values.colour}</InfoRow>}
            {values.material && <InfoRow label="材质">{values.material}</InfoRow>}
          </DetailCard>
        ) : (
          <FormCard title="送检商品">
            <View className="quality-link" role="link" onClick={() => setStockOpen(true)}>
              从库存选择 ›
            </View>
            <ChoiceField {...form.field('category')} label="品类" options={QUALITY_CATEGORIES} />
            <Field {...form.field('brandName')} label="品牌" maxlength={30} placeholder="如：爱马仕" />
            <Field {...form.field('model')} label="型号" maxlength={40} placeholder="如：Birkin 30" />
            <Field {...form.field('colour')} label="颜色" maxlength={20} placeholder="选填" />
            <Field {...form.field('material')} label="材质" maxlength={20} placeholder="选填" />
          </FormCard>
        )}
        <FormCard title="鉴定方式">
          <ChoiceField
            {...form.field('method')}
            label="方式"
            options={METHODS.map((method) => ({ value: method, label: methodLabel(method) }))}
            hint={values.method ? TURNAROUND[values.method].text : '照片鉴定按清单拍照上传；实物鉴定支付后寄出商品'}
          />
        </FormCard>
        <FormCard title="鉴定照片">
          {!slots.length ? (
            <Text className="quality-faint">选择品类后显示该品类的拍照清单</Text>
          ) : (
            <>
              {slots.map((entry) => (
                <View key={entry.key} className="quality-slot-field" aria-label={entry.label}>
                  <Text className="quality-faint">{`${entry.label}${entry.required ? '（必拍）' : ''}`}</Text>
                  <PhotoPicker
                    value={values.photos[entry.key] ? [values.photos[entry.key]] : []}
                    onChange={(urls) => setPhoto(entry.key, urls)}
                    max={1}
                    cover={false}
                    onUploadingChange={(busy) => setUploading((count) => Math.max(0, count + (busy ? 1 : -1)))}
                  />
                </View>
              ))}
              <FieldError error={form.errors.photos} />
              <Note>照片越全越好：选拍部位缺少时，鉴定师可能给出「无法鉴定」，届时可补图或改为寄送实物，无需另付费用。</Note>
            </>
          )}
        </FormCard>
        <FormCard title="备注">
          <Field {...form.field('note')} label="备注" multiline maxlength={NOTE_MAX} placeholder="选填：购入渠道、已知问题等" />
        </FormCard>
      </View>
      <ItemPicker visible={stockOpen} statuses={['IN_STOCK', 'LOCKED']} chosen={[]} onChange={fromStock} onClose={() => setStockOpen(false)} />
    </PageLayout>
  )
}
