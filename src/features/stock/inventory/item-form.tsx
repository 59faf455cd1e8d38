import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import { Scan } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'
import dayjs from 'dayjs'
import { callApi } from '@/core/request'
import { goBack } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { useFlowAction } from '@/shared/flow'
import { scanCode } from '@/core/native/actions'
import { nativeApp } from '@/core/native/detect'
import { isWeapp } from '@/core/platform/env'
import { centsToYuanText } from '@/shared/format/money'
import { yuanToCents } from '@/shared/rules/amount'
import { useSeed } from '@/shared/hooks/use-seed'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { failureText } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { ChoiceField, DraftNote, Field, FieldError, FieldLabel, FormCard, PickerField, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { SwitchField } from '@/shared/ui/form/switch-field'
import { ACCESSORIES, CATEGORIES, GRADES, LOCATIONS, stockApi, type CommissionUnit, type StockItem, type StockItemInput } from '../api'
import { BrandSheet } from './brand-sheet'
import { ItemCreated, type CreatedItem } from './item-created'
import { checkStockItem, MAX_ITEM_PHOTOS, SHORT_TEXT_MAX, type ItemErrors } from './item-rules'
import { useCostVisible } from '../shared/use-cost-visible'
import './item-form.less'

/** The form's text: prices, quantity and commission as typed; consignment as a switch. */
interface Draft extends Omit<StockItemInput, 'costCents' | 'peerPriceCents' | 'retailCents' | 'quantity' | 'commission'> {
  cost: string
  peer: string
  retail: string
  quantity: string
  consigned: boolean
  commissionUnit: CommissionUnit
  commission: string
}

const COMMISSION_UNITS: { value: CommissionUnit; label: string }[] = [
  { value: 'PERCENT', label: '按比例(%)' },
  { value: 'CENTS', label: '固定金额(元)' },
]

const emptyDraft = (): Draft => ({
  code: '',
  title: '',
  brand: '',
  model: '',
  category: '',
  grade: '',
  colour: '',
  material: '',
  size: '',
  hardware: '',
  stamp: '',
  serial: '',
  warrantyDate: '',
  consignor: '',
  consigned: false,
  commissionUnit: 'PERCENT',
  commission: '',
  accessories: [],
  photos: [],
  cost: '',
  peer: '',
  retail: '',
  quantity: '1',
  location: '柜台',
  supplier: '',
  stockInDate: dayjs().format('YYYY-MM-DD'),
  note: '',
  shared: false,
})

/** A commission as typed: a percentage with at most two decimals, or yuan; NaN when neither. */
function commissionValue(unit: CommissionUnit, text: string): number | null {
  if (unit === 'CENTS') return yuanToCents(text)
  const typed = text.trim()
  if (!typed) return null
  return /^\d+(\.\d{1,2})?$/.test(typed) ? Number(typed) : Number.NaN
}

/** The draft as the call's input; unparsable amounts stay NaN so the rules name them. */
export function inputOfDraft(draft: Draft): StockItemInput {
  const { cost, peer, retail, quantity, consigned, commissionUnit, commission, ...rest } = draft
  const value = consigned ? commissionValue(commissionUnit, commission) : null
  return {
    ...rest,
    // A piece of the shop's own has no consignor and no commission.
    consignor: consigned ? rest.consignor : '',
    commission: value === null ? null : { unit: commissionUnit, value },
    costCents: yuanToCents(cost),
    peerPriceCents: yuanToCents(peer),
    retailCents: yuanToCents(retail),
    quantity: /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN,
  }
}

/** An item as the form edits it. */
function draftOf(item: StockItem): Draft {
  const { commission, ...rest } = item
  return {
    ...rest,
    cost: centsToYuanText(item.costCents),
    peer: centsToYuanText(item.peerPriceCents),
    retail: centsToYuanText(item.retailCents),
    quantity: String(item.quantity),
    consigned: Boolean(item.consignor),
    commissionUnit: commission?.unit ?? 'PERCENT',
    commission: !commission ? '' : commission.unit === 'CENTS' ? centsToYuanText(commission.value) : String(commission.value),
  }
}

/** The item's rules, and one only the form knows: a piece switched to consigned names its consignor. */
function checkDraft(draft: Draft, input: StockItemInput): ItemErrors {
  const errors = checkStockItem(input)
  if (draft.consigned && !draft.consignor.trim()) {
    errors.consignor = '请输入寄卖人'
    // the name is what is missing, not a commission rule
    delete errors.commission
  }
  return errors
}

/** The usual locations, and the item's own when it was moved to one of the shop's naming. */
function locationsWith(current: string): string[] {
  return current && !(LOCATIONS as readonly string[]).includes(current) ? [...LOCATIONS, current] : [...LOCATIONS]
}

/** Every message name in page order: a failed save scrolls to the first wrong one and names it. */
const ORDER = [
  'photos',
  'title',
  'brand',
  'model',
  'code',
  'category',
  'grade',
  'colour',
  'material',
  'size',
  'hardware',
  'stamp',
  'serial',
  'warrantyDate',
  'accessories',
  'costCents',
  'peerPriceCents',
  'retailCents',
  'quantity',
  'location',
  'stockInDate',
  'supplier',
  'consignor',
  'commission',
  'note',
]

const today = () => dayjs().format('YYYY-MM-DD')

/** pages/stock/inventory/stock/detail?mode=create (入库) or ?id=&mode=edit: an item's every field. */
export function ItemForm({ id }: { id?: number }) {
  // Staff the owner keeps from costs edit an item without its cost (the server keeps it as it
  // was); putting a new piece in stock, they still say what it cost.
  const costVisible = useCostVisible()
  const costHidden = Boolean(id) && costVisible === false
  const form = useForm<Draft>({
    initial: emptyDraft,
    // Marks only: the messages are the shared rules' (checkDraft).
    fields: {
      photos: { required: true },
      title: { required: true },
      brand: { required: true },
      category: { required: true },
      grade: { required: true },
      cost: { required: !costHidden },
      quantity: { required: true },
      location: { required: true },
      stockInDate: { required: true },
      consignor: { required: (values) => values.consigned },
      commission: { required: (values) => values.consigned },
    },
    check: (values) => {
      const { costCents, ...others } = checkDraft(values, inputOfDraft(values))
      return costHidden ? others : { ...others, costCents }
    },
    order: ORDER,
    // A new item is kept on the device while typed; an edit starts from the item each time.
    draft: id ? undefined : { key: 'item-create' },
  })
  // A photo still uploading would be left out: saving waits for it.
  const [uploading, setUploading] = useState(false)
  const [pickingBrand, setPickingBrand] = useState(false)
  // The item just put in stock: its result in place of the form.
  const [created, setCreated] = useState<CreatedItem | null>(null)
  const canScan = isWeapp || Boolean(nativeApp())

  // The item being edited, loaded like a page: a failure is the page's error with a retry, not
  // an empty form. A new item starts from the empty draft (or what was left last time).
  const seed = useSeed(useApiQuery(stockApi.items.detail, { id: id ?? 0 }, { signedIn: true, enabled: Boolean(id) }), (item) => form.reset(draftOf(item)))

  const { values } = form
  const toggleAccessory = (name: string) =>
    form.setValues((previous) => ({ accessories: previous.accessories.includes(name) ? previous.accessories.filter((value) => value !== name) : [...previous.accessories, name] }))

  const scan = async () => {
    try {
      form.set('code', await scanCode())
    } catch (error) {
      reportError(error)
    }
  }

  // A save has no state to move: every refusal is said at the button (the note under the form
  // may be scrolled away) and as a toast. All typed stays.
  const saving = useFlowAction({
    invalidate: () => invalidatePaths('/stock'),
    refusals: [],
    failed: '保存失败，请稍后重试',
    onFailure: (error) => form.setErrors({ form: failureText(error, '保存失败，请稍后重试') }),
  })
  const save = async (draft: Draft) => {
    const input = inputOfDraft(draft)
    if (id) {
      // Said on the detail it goes back to, which asks again on show.
      await saving.run(() => callApi(stockApi.items.update, { ...input, id }, { handleError: true }), {
        done: '保存成功',
        doneOnNextPage: true,
        after: () => goBack({ delay: true }),
      })
      return
    }
    await saving.run(() => callApi(stockApi.items.create, input, { handleError: true }), {
      after: ({ id: newId }) => {
        form.draft.clear()
        setCreated({ id: newId, title: input.title.trim(), grade: input.grade, code: input.code.trim(), photo: input.photos[0], shared: input.shared })
        void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
      },
    })
  }

  /** 继续入库: an empty form, nothing kept from the last item. */
  const next = () => {
    form.draft.discard()
    form.reset(emptyDraft())
    setCreated(null)
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  }

  if (created) {
    return (
      <PageLayout title="商品入库">
        <ItemCreated created={created} onNext={next} />
      </PageLayout>
    )
  }

  const warrantyError = form.errors.warrantyDate
  return (
    <PageLayout
      title={id ? '编辑商品' : '商品入库'}
      status={id ? seed.status : 'ready'}
      error={seed.error}
      onRetry={seed.reload}
      footer={
        // Nothing to save until the item being edited is in the form.
        (!id || seed.status === 'ready') && (
          <View className="item-form__submit">
            <Button type="primary" block loading={form.busy} disabled={uploading} onClick={() => !uploading && void form.submit(save)}>
              {uploading ? '图片上传中' : id ? '保存' : '确认入库'}
            </Button>
          </View>
        )
      }
    >
      <DraftNote draft={form.draft} />
      <FormCard>
        <PhotoField {...form.field('photos')} label="商品图片" max={MAX_ITEM_PHOTOS} hint={`最多${MAX_ITEM_PHOTOS}张，第一张为封面`} onUploadingChange={setUploading} />
      </FormCard>
      <FormCard title="基本信息">
        <Field {...form.field('title')} label="商品名称" maxlength={60} placeholder="如 爱马仕 Birkin 30 金棕色" />
        <View className="item-form__brand">
          <PickerField {...form.field('brand')} label="品牌" text={values.brand} placeholder="请选择品牌" onClick={() => setPickingBrand(true)} />
        </View>
        <Field {...form.field('model')} label="型号" placeholder="如 Birkin 30" />
        <Field
          {...form.field('code')}
          label="编码"
          maxlength={30}
          placeholder="店内货号，留空自动生成"
          extra={
            canScan ? (
              <View className="item-form__scan" aria-label="扫码" onClick={() => void scan()}>
                <Scan size={18} />
              </View>
            ) : undefined
          }
        />
        <ChoiceField {...form.field('category')} label="品类" options={CATEGORIES} />
        <ChoiceField {...form.field('grade')} label="成色" options={GRADES} />
      </FormCard>
      <FormCard title="规格与鉴别">
        <Field {...form.field('colour')} label="颜色" placeholder="选填，如 金棕色" maxlength={SHORT_TEXT_MAX} />
        <Field {...form.field('material')} label="材质" placeholder="选填，如 Togo皮" maxlength={SHORT_TEXT_MAX} />
        <Field {...form.field('size')} label="尺寸" placeholder="选填，如 28cm" maxlength={SHORT_TEXT_MAX} />
        <Field {...form.field('hardware')} label="五金" placeholder="选填，如 金扣" maxlength={SHORT_TEXT_MAX} />
        <Field {...form.field('stamp')} label="刻印/年份" placeholder="选填，如 Z刻、2021年" maxlength={SHORT_TEXT_MAX} />
        <Field {...form.field('serial')} label="编号" placeholder="选填，表号/序列号" maxlength={30} />
        <View id={form.anchorId('warrantyDate')} className={`form-field ${warrantyError ? 'form-field--error' : ''}`}>
          <View className="form-field__row">
            <Picker
              mode="date"
              className="item-form__date"
              value={values.warrantyDate || today()}
              end={today()}
              onChange={(event) => form.set('warrantyDate', String(event.detail.value))}
            >
              <View className="item-form__date-row">
                <FieldLabel label="保卡日期" />
                <Text className={`form-field__value ${values.warrantyDate ? '' : 'form-field__value--empty'}`}>{values.warrantyDate || '选填，无保卡不填'}</Text>
              </View>
            </Picker>
            {values.warrantyDate && (
              <Text className="item-form__clear" onClick={() => form.set('warrantyDate', '')}>
                清除
              </Text>
            )}
          </View>
          <FieldError error={warrantyError} />
        </View>
        <View id={form.anchorId('accessories')} className={`form-field form-field--stacked ${form.errors.accessories ? 'form-field--error' : ''}`}>
          <FieldLabel label="配件" />
          <View className="form-choice" role="group" aria-label="配件">
            {ACCESSORIES.map((name) => (
              <View
                key={name}
                role="checkbox"
                aria-checked={values.accessories.includes(name)}
                className={`chip ${values.accessories.includes(name) ? 'chip--on' : ''}`}
                onClick={() => toggleAccessory(name)}
              >
                {name}
              </View>
            ))}
          </View>
          <FieldError error={form.errors.accessories} />
        </View>
      </FormCard>
      <FormCard title="价格与库存">
        {!costHidden && <Field {...form.field('cost', 'costCents')} label="成本价" type="digit" placeholder="单位：元" maxlength={12} />}
        <Field {...form.field('peer', 'peerPriceCents')} label="同行价" type="digit" placeholder="选填，单位：元" maxlength={12} />
        <Field {...form.field('retail', 'retailCents')} label="零售价" type="digit" placeholder="选填，单位：元" maxlength={12} />
        <Field {...form.field('quantity')} label="数量" type="number" maxlength={3} />
        <ChoiceField {...form.field('location')} label="库位" options={locationsWith(values.location)} />
        <Picker mode="date" value={values.stockInDate} end={today()} onChange={(event) => form.set('stockInDate', String(event.detail.value))}>
          <PickerField {...form.field('stockInDate')} label="入库日期" text={values.stockInDate} />
        </Picker>
        <Field {...form.field('supplier')} label="供应商" placeholder="选填，如 个人寄卖" maxlength={30} />
      </FormCard>
      <FormCard title="寄卖">
        <View className="form-field">
          <View className="form-field__row form-field__row--switch">
            <View className="item-form__switch-text">
              <FieldLabel label="寄卖商品" />
              <View className="form-field__hint">代客户出售，记录寄卖人和佣金</View>
            </View>
            <Switch aria-label="寄卖商品" checked={values.consigned} onChange={(on) => form.set('consigned', on)} />
          </View>
        </View>
        {values.consigned && (
          <>
            <Field {...form.field('consignor')} label="寄卖人" placeholder="寄卖人姓名" maxlength={SHORT_TEXT_MAX} />
            <ChoiceField {...form.field('commissionUnit')} label="佣金方式" options={COMMISSION_UNITS} />
            <Field
              {...form.field('commission')}
              label="佣金"
              type="digit"
              placeholder={values.commissionUnit === 'PERCENT' ? '佣金比例，如 10 即成交价的10%' : '佣金金额，单位：元'}
              maxlength={12}
            />
          </>
        )}
      </FormCard>
      <FormCard title="备注与展示">
        <Field {...form.field('note')} label="备注" multiline maxlength={200} placeholder="选填" />
        <SwitchField {...form.field('shared')} label="展示到店铺" />
      </FormCard>
      {form.errors.form && <View className="item-form__error">{form.errors.form}</View>}
      <BrandSheet
        visible={pickingBrand}
        value={values.brand}
        onClose={() => setPickingBrand(false)}
        onPick={(name, brand) =>
          form.setValues((previous) => ({
            brand: name,
            // The brand's usual category, unless one is chosen already.
            category: previous.category || (brand && CATEGORIES.includes(brand.category as (typeof CATEGORIES)[number]) ? brand.category : ''),
          }))
        }
      />
    </PageLayout>
  )
}
