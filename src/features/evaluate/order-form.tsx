import { Text } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { ChoiceField, Field, FormCard, type FormApi } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import {
  checkOrder,
  EVALUATE_CATEGORIES,
  EVALUATE_METHODS,
  METHOD_FEE_CENTS,
  METHOD_TEXT,
  METHOD_TURNAROUND_TEXT,
  NOTE_MAX,
  PHOTO_MAX,
  PHOTO_MIN,
  type EvaluateMethod,
} from './machine'
import type { OrderInput } from './api'

export interface OrderValues {
  category: string
  brandName: string
  model: string
  photos: string[]
  method: string
  note: string
  [key: string]: unknown
}

export const EMPTY_ORDER: OrderValues = { category: '', brandName: '', model: '', photos: [], method: '', note: '' }

/** The form's options for useForm (home's create and modify share them). */
export const ORDER_FORM = {
  fields: { category: { required: true }, brandName: { required: true }, model: { required: true }, photos: { required: true }, method: { required: true } },
  check: (values: OrderValues) => checkOrder(values),
  order: ['category', 'brandName', 'model', 'photos', 'method', 'note'],
} as const

export function inputOf(values: OrderValues): OrderInput {
  return {
    category: values.category,
    brandName: values.brandName.trim(),
    model: values.model.trim(),
    photos: values.photos,
    method: values.method as EvaluateMethod,
    note: values.note.trim(),
  }
}

/** Item, photos, method (locked once paid), note. */
export function OrderFields({ form, methodLocked, onUploadingChange }: { form: FormApi<OrderValues>; methodLocked?: boolean; onUploadingChange?: (uploading: boolean) => void }) {
  const method = form.values.method as EvaluateMethod | ''
  return (
    <>
      <FormCard title="鉴定商品">
        <ChoiceField {...form.field('category')} label="品类" options={[...EVALUATE_CATEGORIES]} />
        <Field {...form.field('brandName')} label="品牌" maxlength={30} placeholder="如：爱马仕" />
        <Field {...form.field('model')} label="款式" maxlength={50} placeholder="如：Birkin 30 / 日志型 36" />
        <PhotoField
          {...form.field('photos')}
          label="商品照片"
          max={PHOTO_MAX}
          hint={`至少${PHOTO_MIN}张：正面、背面、标识；在线鉴定建议再拍五金、内标/刻印`}
          onUploadingChange={onUploadingChange}
        />
      </FormCard>
      <FormCard title="鉴定方式">
        {methodLocked ? (
          <Text className="evaluate-line">{`${METHOD_TEXT[method as EvaluateMethod]}（已支付，不能更改）`}</Text>
        ) : (
          <ChoiceField
            {...form.field('method')}
            label="方式"
            options={EVALUATE_METHODS.map((key) => ({ value: key, label: `${METHOD_TEXT[key]} ${yuan(METHOD_FEE_CENTS[key])}` }))}
            hint={method ? METHOD_TURNAROUND_TEXT[method] : '寄送鉴定：实物保价寄往鉴定中心；在线鉴定：凭照片出结果'}
          />
        )}
        <Field {...form.field('note')} label="备注" multiline maxlength={NOTE_MAX} placeholder="选填：购入渠道、已知瑕疵等" />
      </FormCard>
    </>
  )
}
