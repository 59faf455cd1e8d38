import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import { Scan } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'
import dayjs from 'dayjs'
import { callApi } from '@/core/request'
import { goBack, navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { scanCode } from '@/core/native/actions'
import { nativeApp } from '@/core/native/detect'
import { isWeapp } from '@/core/platform/env'
import { centsToYuanText, yuanToCents } from '@/shared/format/money'
import { useSeed } from '@/shared/hooks/use-seed'
import { invalidatePaths, useApiQuery } from '@/shared/query'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { Field, FormCard } from '@/shared/ui/form'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import { ACCESSORIES, CATEGORIES, GRADES, LOCATIONS, stockApi, type CommissionUnit, type StockItem, type StockItemInput } from '../api'
import { BrandSheet } from './brand-sheet'
import { checkStockItem, MAX_ITEM_PHOTOS, SHORT_TEXT_MAX, type ItemErrors } from './item-rules'
import './item-form.less'
import { useOnce } from '@/shared/hooks/use-once'

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

const COMMISSION_UNITS: { value: CommissionUnit; text: string }[] = [
  { value: 'PERCENT', text: '按比例(%)' },
  { value: 'CENTS', text: '固定金额(元)' },
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

function Choice<T extends string>({ label, options, value, onChange, error }: { label: string; options: readonly T[]; value: string; onChange: (value: T) => void; error?: string }) {
  return (
    <View className={`item-form__choice ${error ? 'item-form__choice--error' : ''}`}>
      <Text className='item-form__label'>{label}</Text>
      <View className='item-form__chips'>
        {options.map((option) => (
          <Text key={option} className={`chip ${value === option ? 'chip--on' : ''}`} onClick={() => onChange(option)}>
            {option}
          </Text>
        ))}
      </View>
      {error && <View className='item-form__error'>{error}</View>}
    </View>
  )
}

/** The usual locations, and the item's own when it was moved to one of the shop's naming. */
function locationsWith(current: string): string[] {
  return current && !(LOCATIONS as readonly string[]).includes(current) ? [...LOCATIONS, current] : [...LOCATIONS]
}

/** pages/stock/inventory/stock/detail?mode=create (入库) or ?id=&mode=edit: an item's every field. */
export function ItemForm({ id }: { id?: number }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  const [errors, setErrors] = useState<ItemErrors & { form?: string }>({})
  // One save at a time, guarded at once (two taps in one moment save once).
  const { busy: saving, once } = useOnce()
  // A photo still uploading would be left out: saving waits for it.
  const [uploading, setUploading] = useState(false)
  const canScan = isWeapp || Boolean(nativeApp())

  // The item being edited, loaded like a page: a failure is the page's error with a retry, not
  // an empty form. A new item starts from the empty draft.
  const seed = useSeed(
    useApiQuery(stockApi.items.detail, { id: id ?? 0 }, { signedIn: true, enabled: Boolean(id) }),
    (item) => setDraft(draftOf(item)),
  )
  const [pickingBrand, setPickingBrand] = useState(false)

  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((previous) => ({ ...previous, [key]: value }))

  const toggleAccessory = (name: string) =>
    setDraft((previous) => ({
      ...previous,
      accessories: previous.accessories.includes(name) ? previous.accessories.filter((value) => value !== name) : [...previous.accessories, name],
    }))

  const scan = async () => {
    try {
      set('code')(await scanCode())
    } catch (error) {
      reportError(error)
    }
  }

  const save = async () => {
    if (uploading) return
    const input = inputOfDraft(draft)
    const next = checkDraft(draft, input)
    setErrors(next)
    const first = Object.values(next).find(Boolean)
    if (first) {
      void Taro.showToast({ title: first, icon: 'none' })
      return
    }
    await once(async () => {
      try {
        if (id) {
          await callApi(stockApi.items.update, { ...input, id }, { handleError: true })
          void invalidatePaths('/stock')
          void Taro.showToast({ title: '保存成功', icon: 'success' })
          // Back to the detail it was opened from, which asks again on show.
          await goBack({ delay: true })
        } else {
          const created = await callApi(stockApi.items.create, input, { handleError: true })
          void invalidatePaths('/stock')
          void Taro.showToast({ title: '入库成功', icon: 'success' })
          // The new item opens on its detail in place of the form.
          await navigate('pages/stock/inventory/stock/detail/index', { query: { id: created.id }, replace: true })
        }
      } catch (error) {
        // Said at the button too: the note under the form may be scrolled away. All typed stays.
        toastFailure(error, '保存失败，请稍后重试')
        setErrors({ form: failureText(error, '保存失败，请稍后重试') })
      }
    })
  }

  return (
    <PageLayout
      title={id ? '编辑商品' : '商品入库'}
      status={id ? seed.status : 'ready'}
      error={seed.error}
      onRetry={seed.reload}
      footer={
        // Nothing to save until the item being edited is in the form.
        (!id || seed.status === 'ready') && (
          <View className='item-form__submit'>
            <Button type='primary' block loading={saving} disabled={uploading} onClick={() => void save()}>
              {uploading ? '图片上传中' : id ? '保存' : '确认入库'}
            </Button>
          </View>
        )
      }
    >
      <FormCard title='商品图片'>
        <PhotoPicker value={draft.photos} onChange={set('photos')} onUploadingChange={setUploading} max={MAX_ITEM_PHOTOS} hint={`最多${MAX_ITEM_PHOTOS}张，第一张为封面`} error={errors.photos} />
      </FormCard>
      <FormCard title='基本信息'>
        <Field label='商品名称' value={draft.title} onChange={set('title')} error={errors.title} maxlength={60} placeholder='如 爱马仕 Birkin 30 金棕色' />
        <View className={`item-form__picker item-form__brand ${errors.brand ? 'item-form__picker--error' : ''}`} onClick={() => setPickingBrand(true)}>
          <Text className='item-form__label'>品牌</Text>
          {draft.brand ? <Text className='item-form__picked'>{draft.brand}</Text> : <Text className='item-form__placeholder'>请选择品牌</Text>}
          <Text className='item-form__arrow'>›</Text>
        </View>
        {errors.brand && <View className='item-form__error item-form__error--field'>{errors.brand}</View>}
        <Field label='型号' value={draft.model} onChange={set('model')} placeholder='如 Birkin 30' />
        <Field
          label='编码'
          value={draft.code}
          onChange={set('code')}
          error={errors.code}
          maxlength={30}
          placeholder='店内货号，留空自动生成'
          extra={
            canScan ? (
              <View className='item-form__scan' aria-label='扫码' onClick={() => void scan()}>
                <Scan size={18} />
              </View>
            ) : undefined
          }
        />
        <Choice label='品类' options={CATEGORIES} value={draft.category} onChange={set('category')} error={errors.category} />
        <Choice label='成色' options={GRADES} value={draft.grade} onChange={set('grade')} error={errors.grade} />
      </FormCard>
      <FormCard title='规格与鉴别'>
        <Field label='颜色' value={draft.colour} onChange={set('colour')} error={errors.colour} placeholder='选填，如 金棕色' maxlength={SHORT_TEXT_MAX} />
        <Field label='材质' value={draft.material} onChange={set('material')} error={errors.material} placeholder='选填，如 Togo皮' maxlength={SHORT_TEXT_MAX} />
        <Field label='尺寸' value={draft.size} onChange={set('size')} error={errors.size} placeholder='选填，如 28cm' maxlength={SHORT_TEXT_MAX} />
        <Field label='五金' value={draft.hardware} onChange={set('hardware')} error={errors.hardware} placeholder='选填，如 金扣' maxlength={SHORT_TEXT_MAX} />
        <Field label='刻印/年份' value={draft.stamp} onChange={set('stamp')} error={errors.stamp} placeholder='选填，如 Z刻、2021年' maxlength={SHORT_TEXT_MAX} />
        <Field label='编号' value={draft.serial} onChange={set('serial')} error={errors.serial} placeholder='选填，表号/序列号' maxlength={30} />
        <Picker mode='date' value={draft.warrantyDate || dayjs().format('YYYY-MM-DD')} end={dayjs().format('YYYY-MM-DD')} onChange={(event) => set('warrantyDate')(String(event.detail.value))}>
          <View className={`item-form__picker ${errors.warrantyDate ? 'item-form__picker--error' : ''}`}>
            <Text className='item-form__label'>保卡日期</Text>
            {draft.warrantyDate ? <Text className='item-form__picked'>{draft.warrantyDate}</Text> : <Text className='item-form__placeholder'>选填，无保卡不填</Text>}
            {draft.warrantyDate && (
              <Text
                className='item-form__clear'
                onClick={(event) => {
                  // clearing is not opening the date picker
                  event.stopPropagation()
                  set('warrantyDate')('')
                }}
              >
                清除
              </Text>
            )}
          </View>
        </Picker>
        {errors.warrantyDate && <View className='item-form__error item-form__error--field'>{errors.warrantyDate}</View>}
        <View className='item-form__choice'>
          <Text className='item-form__label'>配件</Text>
          <View className='item-form__chips'>
            {ACCESSORIES.map((name) => (
              <Text key={name} className={`chip ${draft.accessories.includes(name) ? 'chip--on' : ''}`} onClick={() => toggleAccessory(name)}>
                {name}
              </Text>
            ))}
          </View>
        </View>
      </FormCard>
      <FormCard title='价格与库存'>
        <Field label='成本价' type='digit' value={draft.cost} onChange={set('cost')} error={errors.costCents} placeholder='单位：元' maxlength={12} />
        <Field label='同行价' type='digit' value={draft.peer} onChange={set('peer')} error={errors.peerPriceCents} placeholder='选填，单位：元' maxlength={12} />
        <Field label='零售价' type='digit' value={draft.retail} onChange={set('retail')} error={errors.retailCents} placeholder='选填，单位：元' maxlength={12} />
        <Field label='数量' type='number' value={draft.quantity} onChange={set('quantity')} error={errors.quantity} maxlength={3} />
        <Choice label='库位' options={locationsWith(draft.location)} value={draft.location} onChange={set('location')} error={errors.location} />
        <Picker mode='date' value={draft.stockInDate} end={dayjs().format('YYYY-MM-DD')} onChange={(event) => set('stockInDate')(String(event.detail.value))}>
          <View className='item-form__picker'>
            <Text className='item-form__label'>入库日期</Text>
            <Text className='item-form__picked'>{draft.stockInDate}</Text>
          </View>
        </Picker>
        <Field label='供应商' value={draft.supplier} onChange={set('supplier')} placeholder='选填，如 个人寄卖' maxlength={30} />
      </FormCard>
      <FormCard title='寄卖'>
        <View className='item-form__switch'>
          <View>
            <Text>寄卖商品</Text>
            <View className='item-form__hint'>代客户出售，记录寄卖人和佣金</View>
          </View>
          <Switch aria-label='寄卖商品' checked={draft.consigned} onChange={(value) => set('consigned')(value)} />
        </View>
        {draft.consigned && (
          <>
            <Field label='寄卖人' value={draft.consignor} onChange={set('consignor')} error={errors.consignor} placeholder='寄卖人姓名' maxlength={SHORT_TEXT_MAX} />
            <Choice label='佣金方式' options={COMMISSION_UNITS.map((unit) => unit.text)} value={COMMISSION_UNITS.find((unit) => unit.value === draft.commissionUnit)!.text} onChange={(text) => set('commissionUnit')(COMMISSION_UNITS.find((unit) => unit.text === text)!.value)} />
            <Field
              label='佣金'
              type='digit'
              value={draft.commission}
              onChange={set('commission')}
              error={errors.commission}
              placeholder={draft.commissionUnit === 'PERCENT' ? '佣金比例，如 10 即成交价的10%' : '佣金金额，单位：元'}
              maxlength={12}
            />
          </>
        )}
      </FormCard>
      <FormCard title='备注与展示'>
        <Field label='备注' value={draft.note} onChange={set('note')} error={errors.note} multiline maxlength={200} placeholder='选填' />
        <View className='item-form__switch'>
          <Text>展示到店铺</Text>
          <Switch checked={draft.shared} onChange={(value) => set('shared')(value)} />
        </View>
      </FormCard>
      {errors.form && <View className='item-form__error item-form__error--form'>{errors.form}</View>}
      <BrandSheet
        visible={pickingBrand}
        value={draft.brand}
        onClose={() => setPickingBrand(false)}
        onPick={(name, brand) =>
          setDraft((previous) => ({
            ...previous,
            brand: name,
            // The brand's usual category, unless one is chosen already.
            category: previous.category || (brand && CATEGORIES.includes(brand.category as (typeof CATEGORIES)[number]) ? brand.category : ''),
          }))
        }
      />
    </PageLayout>
  )
}
