import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { ACCESSORIES, CATEGORIES, GRADES } from '@/core/api/catalogue'
import { navigate } from '@/core/navigation'
import { decodeParam } from '@/core/platform/text'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { callApi } from '@/core/request'
import { stockDescription } from '@/features/smu'
import { stockApi, type StockItem, type StockItemSummary, ItemPicker } from '@/features/stock'
import { yuanToCents } from '@/shared/rules/amount'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { BrandIndex, useBrandList } from '@/shared/ui/brand-index'
import { ChoiceField, DraftNote, Field, FormCard, MultiChoiceField, PickerField, useForm } from '@/shared/ui/form'
import { Sheet } from '@/shared/ui/sheet'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { toastOnNextPage } from '@/shared/ui/result/toast-after'
import { recycleSellerApi, type OfferInput } from '../api'
import { checkOffer, PHOTO_MAX, PHOTO_MIN, TITLE_MAX } from '../machine'
import { changedRecycle } from '../shared'
import './offer-form.less'
import { ActionBar } from '@/shared/ui/action-bar'

/** The offer as the form holds it: what is sent, with the stock code shown and 期望价格 as typed. */
export interface OfferValues extends Omit<OfferInput, 'stockItemId' | 'expectedPriceCents' | 'mode'> {
  stockItemId: number | null
  stockCode: string
  /** 期望价格 as typed, in yuan ('' for none). */
  expected: string
}

export const EMPTY_OFFER: OfferValues = {
  source: 'new',
  stockItemId: null,
  stockCode: '',
  title: '',
  brandName: '',
  category: '',
  grade: '',
  accessories: [],
  photos: [],
  description: '',
  expected: '',
}

export const DESCRIPTION_MAX = 500

const isOneOf = (list: readonly string[], value: string) => list.includes(value)

function inputOf(values: OfferValues, mode: OfferInput['mode']): OfferInput {
  return {
    source: values.source,
    stockItemId: values.source === 'stock' ? values.stockItemId : null,
    title: values.title.trim(),
    brandName: values.brandName.trim(),
    category: values.category,
    grade: values.grade,
    accessories: values.accessories,
    photos: values.photos,
    description: values.description.trim(),
    expectedPriceCents: yuanToCents(values.expected),
    mode,
  }
}

/** The offer's fields as the stock item holds them (only values the offer can take). */
export function valuesOfStock(item: StockItem, current: OfferValues): OfferValues {
  return {
    ...current,
    source: 'stock',
    stockItemId: item.id,
    stockCode: item.code,
    title: item.title.slice(0, TITLE_MAX),
    brandName: item.brand,
    category: isOneOf(CATEGORIES, item.category) ? item.category : current.category,
    grade: isOneOf(GRADES, item.grade) ? item.grade : current.grade,
    accessories: item.accessories.filter((name) => isOneOf(ACCESSORIES, name)),
    photos: item.photos.slice(0, PHOTO_MAX),
    // What was typed for a new item stays; another stock item's words do not.
    description: current.source === 'stock' || !current.description.trim() ? stockDescription(item) : current.description,
  }
}

/**
 * 发布回收: the item (from stock or entered new), its grade, accessories, photos and the price
 * hoped for; sent for estimates (先估价) or straight to bidding (发布竞价). `top` stands above
 * it on the page (the seller's figures and entries).
 */
export function OfferForm({ top }: { top?: ReactNode }) {
  const [picking, setPicking] = useState(false)
  const [pickingBrand, setPickingBrand] = useState(false)
  const [uploading, setUploading] = useState(false)
  // 回收 from a catalogue SKU (?title=&brandName=&category=): its fields started.
  const { params } = useCurrentRoute()
  const [initial] = useState(() => ({
    ...EMPTY_OFFER,
    title: decodeParam(params.title).slice(0, TITLE_MAX),
    brandName: decodeParam(params.brandName),
    category: isOneOf(CATEGORIES, decodeParam(params.category)) ? decodeParam(params.category) : '',
  }))
  // The platform's brand list (the catalogue's 300 brands, cached): the brand is one of it.
  const brands = useBrandList()
  const listed = brands.data ? new Set(brands.data.map((brand) => brand.name)) : null
  const form = useForm<OfferValues>({
    initial,
    fields: { title: { required: true }, brandName: { required: true }, category: { required: true }, grade: { required: true }, photos: { required: true } },
    // Every message comes from the rules shared with the mock backend.
    check: (values) => checkOffer({ ...values, expectedPriceCents: yuanToCents(values.expected) }, listed ? (name) => listed.has(name) : undefined),
    order: ['title', 'brandName', 'category', 'grade', 'accessories', 'photos', 'description', 'expectedPriceCents'],
    draft: { key: 'recycle-offer' },
  })
  const { values } = form

  const pickStock = async (items: StockItemSummary[]) => {
    const summary = items.at(-1)
    setPicking(false)
    if (!summary) return
    try {
      const item = await callApi(stockApi.items.detail, { id: summary.id }, { handleError: true })
      form.setValues((current) => valuesOfStock(item, current))
    } catch (error) {
      toastFailure(error, '读取库存商品失败，请重试')
    }
  }

  const chooseNew = () => form.setValues({ source: 'new', stockItemId: null, stockCode: '' })

  const send = (mode: OfferInput['mode']) => {
    if (uploading) {
      void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
      return
    }
    void form.submit(async (current) => {
      try {
        const created = await callApi(recycleSellerApi.offer, inputOf(current, mode), { handleError: true })
        // The server holds it now: the next offer starts empty (the page stays under the detail).
        form.draft.clear()
        form.reset(EMPTY_OFFER)
        void changedRecycle()
        toastOnNextPage(mode === 'estimate' ? '已提交估价' : '已发布竞价')
        await navigate('pages/recycle/seller/bidding/detail/index', { query: { id: created.id }, force: true })
      } catch (error) {
        form.setErrors({ form: failureText(error, '发布失败，请稍后重试') })
        toastFailure(error, '发布失败，请稍后重试')
      }
    })
  }

  return (
    <PageLayout
      footer={
        <ActionBar
          actions={[
            { key: 'estimate', text: '先估价', onTap: () => send('estimate'), disabled: form.busy },
            { key: 'bidding', text: '发布竞价', kind: 'primary', onTap: () => send('bidding'), loading: form.busy },
          ]}
        />
      }
    >
      {top}
      <View className="offer-form">
        <View className="offer-form__heading">发布回收</View>
        <DraftNote draft={form.draft} />
        <FormCard title="商品来源">
          <View className="form-choice offer-form__source" role="radiogroup" aria-label="商品来源">
            <View role="radio" aria-checked={values.source === 'stock'} className={`chip ${values.source === 'stock' ? 'chip--on' : ''}`} onClick={() => setPicking(true)}>
              从库存选择
            </View>
            <View role="radio" aria-checked={values.source === 'new'} className={`chip ${values.source === 'new' ? 'chip--on' : ''}`} onClick={chooseNew}>
              新商品
            </View>
          </View>
          {values.source === 'stock' && values.stockCode ? (
            <View className="offer-form__chosen">
              <Text className="offer-form__chosen-title">{values.title}</Text>
              <Text className="offer-form__chosen-meta">库存 {values.stockCode} · 图片与信息已带入，可修改</Text>
            </View>
          ) : null}
        </FormCard>
        <FormCard title="商品信息">
          <Field {...form.field('title')} label="商品名称" maxlength={TITLE_MAX} placeholder="如：爱马仕 Birkin 30 金扣" />
          <PickerField {...form.field('brandName')} label="品牌" text={values.brandName} placeholder="从品牌列表选择" onClick={() => setPickingBrand(true)} />
          <ChoiceField {...form.field('category')} label="品类" options={CATEGORIES} />
          <ChoiceField {...form.field('grade')} label="成色" options={GRADES} />
          <MultiChoiceField {...form.field('accessories')} label="配件" options={ACCESSORIES} />
          <PhotoField
            {...form.field('photos')}
            label="图片"
            max={PHOTO_MAX}
            hint={`${PHOTO_MIN}–${PHOTO_MAX}张：正面、背面、五金/logo、瑕疵处，第一张为封面`}
            onUploadingChange={setUploading}
          />
          <Field {...form.field('description')} label="描述" multiline maxlength={DESCRIPTION_MAX} placeholder="选填：购买渠道、使用情况、瑕疵说明等" />
          <Field {...form.field('expected', 'expectedPriceCents')} label="期望价格" type="digit" maxlength={12} placeholder="选填，单位：元" />
        </FormCard>
        <View className="offer-form__tip">先估价：买家根据图片给出价格区间，满意后再发布竞价；发布竞价：买家直接报价</View>
        {form.errors.form && <View className="offer-form__error">{form.errors.form}</View>}
      </View>
      <Sheet visible={pickingBrand} title="选择品牌" tall onClose={() => setPickingBrand(false)}>
        <BrandIndex
          value={values.brandName}
          onPick={(brand) => {
            form.setValues({ brandName: brand.name })
            setPickingBrand(false)
          }}
        />
      </Sheet>
      <ItemPicker visible={picking} statuses={['IN_STOCK', 'LOCKED']} use="recycle" chosen={[]} onChange={(items) => void pickStock(items)} onClose={() => setPicking(false)} />
    </PageLayout>
  )
}
