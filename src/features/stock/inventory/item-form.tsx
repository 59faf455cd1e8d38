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
import { ACCESSORIES, CATEGORIES, GRADES, LOCATIONS, stockApi, type StockItemInput } from '../api'
import { checkStockItem, MAX_ITEM_PHOTOS, type ItemErrors } from './item-rules'
import './item-form.less'
import { useOnce } from '@/shared/hooks/use-once'

/** The form's text: prices and quantity as typed. */
interface Draft extends Omit<StockItemInput, 'costCents' | 'peerPriceCents' | 'retailCents' | 'quantity'> {
  cost: string
  peer: string
  retail: string
  quantity: string
}

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

/** The draft as the call's input; unparsable amounts stay NaN so the rules name them. */
export function inputOfDraft(draft: Draft): StockItemInput {
  const { cost, peer, retail, quantity, ...rest } = draft
  return {
    ...rest,
    costCents: yuanToCents(cost),
    peerPriceCents: yuanToCents(peer),
    retailCents: yuanToCents(retail),
    quantity: /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN,
  }
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
    (item) => {
      setDraft({
        ...item,
        cost: centsToYuanText(item.costCents),
        peer: centsToYuanText(item.peerPriceCents),
        retail: centsToYuanText(item.retailCents),
        quantity: String(item.quantity),
      })
    },
  )

  // Chips to pick a brand from; without them the brand is typed.
  const brands = useApiQuery(stockApi.items.brands, undefined, { signedIn: true, pullDown: false }).data ?? []

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
    const next = checkStockItem(input)
    setErrors(next)
    if (Object.keys(next).length) {
      void Taro.showToast({ title: Object.values(next)[0]!, icon: 'none' })
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
          <Button type='primary' block loading={saving} disabled={uploading} onClick={() => void save()}>
            {uploading ? '图片上传中' : id ? '保存' : '确认入库'}
          </Button>
        )
      }
    >
      <FormCard title='商品图片'>
        <PhotoPicker value={draft.photos} onChange={set('photos')} onUploadingChange={setUploading} max={MAX_ITEM_PHOTOS} hint={`最多${MAX_ITEM_PHOTOS}张，第一张为封面`} error={errors.photos} />
      </FormCard>
      <FormCard title='基本信息'>
        <Field label='商品名称' value={draft.title} onChange={set('title')} error={errors.title} maxlength={60} placeholder='如 爱马仕 Birkin 30 金棕色' />
        <Field label='品牌' value={draft.brand} onChange={set('brand')} error={errors.brand} maxlength={20} placeholder='输入或从下方选择品牌' />
        <View className='item-form__brands'>
          {brands.map((brand) => (
            <Text key={brand.name} className={`chip ${draft.brand === brand.name ? 'chip--on' : ''}`} onClick={() => set('brand')(brand.name)}>
              {brand.name}
            </Text>
          ))}
        </View>
        <Field label='型号' value={draft.model} onChange={set('model')} placeholder='如 Birkin 30' />
        <Field
          label='编码'
          value={draft.code}
          onChange={set('code')}
          error={errors.code}
          maxlength={30}
          placeholder='序列号/货号，留空自动生成'
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
        <Field label='颜色' value={draft.colour} onChange={set('colour')} placeholder='选填' maxlength={20} />
        <Field label='材质' value={draft.material} onChange={set('material')} placeholder='选填' maxlength={20} />
        <Field label='尺寸' value={draft.size} onChange={set('size')} placeholder='选填' maxlength={20} />
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
        <Choice label='库位' options={LOCATIONS} value={draft.location} onChange={set('location')} error={errors.location} />
        <Picker mode='date' value={draft.stockInDate} end={dayjs().format('YYYY-MM-DD')} onChange={(event) => set('stockInDate')(String(event.detail.value))}>
          <View className='item-form__picker'>
            <Text className='item-form__label'>入库日期</Text>
            <Text className='item-form__picked'>{draft.stockInDate}</Text>
          </View>
        </Picker>
        <Field label='供应商' value={draft.supplier} onChange={set('supplier')} placeholder='选填，如 个人寄卖' maxlength={30} />
        <Field label='备注' value={draft.note} onChange={set('note')} error={errors.note} multiline maxlength={200} placeholder='选填' />
        <View className='item-form__switch'>
          <Text>展示到店铺</Text>
          <Switch checked={draft.shared} onChange={(value) => set('shared')(value)} />
        </View>
      </FormCard>
      {errors.form && <View className='item-form__error item-form__error--form'>{errors.form}</View>}
    </PageLayout>
  )
}
