import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { getNavMetrics } from '@/core/platform/nav-metrics'
import { productApi } from '@/features/product'
import { ACCESSORIES, GRADES } from '@/core/api/catalogue'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { stockApi, type StockItemSummary, ItemPicker } from '@/features/stock'
import { useFlowAction } from '@/shared/flow'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useSeed } from '@/shared/hooks/use-seed'
import { useApiQuery } from '@/shared/query'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { ChoiceField, DraftNote, Field, FieldError, FieldLabel, FormCard, MultiChoiceField, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { ActionBar } from '@/shared/ui/action-bar'
import { PageLayout } from '@/shared/ui/page-layout'
import { SMU_REJECT_FIELDS, smuApi, type SmuDetail, type SmuDraftInput, type SmuRejectField, type SmuSource } from './api'
import { canEdit, checkDraft, DESCRIPTION_MAX, PHOTO_MAX, stockDescription } from './rules'
import { SmuAuditGuard } from './shared'
import { SkuPicker } from './sku-picker'
import { changedSmu } from './smu-detail'

export interface SmuFormValues {
  source: SmuSource | ''
  skuId: number | null
  stockItemId: number | null
  stockCode: string
  title: string
  brandName: string
  grade: string
  accessories: string[]
  photos: string[]
  description: string
}

export const EMPTY_SMU: SmuFormValues = {
  source: '',
  skuId: null,
  stockItemId: null,
  stockCode: '',
  title: '',
  brandName: '',
  grade: '',
  accessories: [],
  photos: [],
  description: '',
}

function valuesOf(detail: SmuDetail): SmuFormValues {
  return {
    source: detail.source,
    skuId: detail.skuId,
    stockItemId: detail.stockItemId,
    stockCode: detail.stockCode ?? '',
    title: detail.title,
    brandName: detail.brandName,
    grade: detail.grade,
    accessories: detail.accessories,
    photos: detail.photos,
    description: detail.description,
  }
}

function inputOf(values: SmuFormValues, id: number | null): SmuDraftInput {
  return {
    ...(id ? { id } : {}),
    source: values.source as SmuSource,
    skuId: values.source === 'sku' ? values.skuId : null,
    stockItemId: values.source === 'stock' ? values.stockItemId : null,
    title: values.title,
    brandName: values.brandName,
    grade: values.grade,
    accessories: values.accessories,
    photos: values.photos,
    description: values.description.trim(),
  }
}

/** The form fields a rejection can name (the prices are on the next step). */
type FormField = Exclude<SmuRejectField, 'prices'>
const focusOf = (value: string | undefined): FormField | null =>
  (SMU_REJECT_FIELDS as readonly string[]).includes(value ?? '') && value !== 'prices' ? (value as FormField) : null

function SmuFormScreen() {
  const { params } = useCurrentRoute()
  const editId = Number(params.id) || null
  // 寄拍这款 from a SKU's page: that SKU is the item (a new consignment only).
  const skuId = editId ? 0 : Number(params.skuId) || 0
  // 修改后重新提交: the field the rejection names, shown first with the reason.
  const focus = focusOf(params.focus)
  const [focused, setFocused] = useState<FormField | null>(null)
  const [savedId, setSavedId] = useState<number | null>(editId)
  const [picking, setPicking] = useState<'stock' | 'sku' | null>(null)
  const [uploading, setUploading] = useState(false)
  const [blocked, setBlocked] = useState('')
  // 下一步 needs what review needs; 存草稿 only the item.
  const forReview = useRef(false)
  // An edit keeps no draft until the server's copy is in the form.
  const [loaded, setLoaded] = useState(!editId)
  const form = useForm<SmuFormValues>({
    initial: EMPTY_SMU,
    fields: {
      source: { required: '请选择寄拍商品' },
      grade: { required: () => (forReview.current ? '请选择成色' : true) },
      photos: { required: () => (forReview.current ? '请至少上传1张商品图片' : true) },
      description: {},
    },
    check: (values) => checkDraft(values),
    order: ['source', 'grade', 'accessories', 'photos', 'description'],
    draft: { key: 'smu-form', scope: String(savedId ?? 'new'), enabled: loaded },
  })
  const remote = useSeed(useApiQuery(smuApi.detail, { id: editId ?? 0 }, { signedIn: true, enabled: Boolean(editId) }), (detail) => {
    setLoaded(true)
    if (!canEdit(detail.status)) setBlocked(`拍品${detail.status === 'in_review' ? '审核中' : '当前状态'}不可编辑`)
    // What was typed and kept on the device wins over the server's copy.
    if (!form.draft.restored) form.reset(valuesOf(detail))
    if (focus && detail.status === 'rejected') {
      form.setErrors({ [focus]: `未通过原因：${detail.rejectReason ?? '请修改后重新提交'}` })
      setFocused(focus)
    }
  })
  useSeed(useApiQuery(productApi.skuDetail, { id: skuId }, { enabled: skuId > 0 }), (sku) =>
    form.setValues({ source: 'sku', skuId: sku.id, stockItemId: null, stockCode: '', title: sku.name, brandName: sku.brandName }),
  )
  // The rejected field into view once the form shows it.
  const { anchorId } = form
  useEffect(() => {
    if (!focused) return
    const timer = setTimeout(() => {
      const { statusBarHeight, navHeight } = getNavMetrics()
      void Taro.pageScrollTo({ selector: `#${anchorId(focused)}`, offsetTop: -(statusBarHeight + navHeight + 12), duration: 300 }).catch(() => undefined)
    }, 50)
    return () => clearTimeout(timer)
  }, [focused, anchorId])

  const pickStock = async (items: StockItemSummary[]) => {
    const summary = items.at(-1)
    setPicking(null)
    if (!summary) return
    try {
      const item = await callApi(stockApi.items.detail, { id: summary.id }, { handleError: true })
      form.setValues({
        source: 'stock',
        skuId: null,
        stockItemId: item.id,
        stockCode: item.code,
        title: item.title,
        brandName: item.brand,
        grade: (GRADES as readonly string[]).includes(item.grade) ? item.grade : form.values.grade,
        accessories: item.accessories.filter((name) => (ACCESSORIES as readonly string[]).includes(name)),
        photos: item.photos.slice(0, PHOTO_MAX),
        description: form.values.description || stockDescription(item),
      })
    } catch (error) {
      toastFailure(error, '读取库存商品失败，请重试')
    }
  }

  const { run } = useFlowAction()
  const persist = async (values: SmuFormValues): Promise<number> => {
    const saved = await callApi(smuApi.save, inputOf(values, savedId), { handleError: true })
    setSavedId(saved.id)
    // The server holds it now: the device's copy goes, and these values are the new start.
    form.draft.clear()
    form.reset(values)
    void changedSmu()
    return saved.id
  }

  const save = (next: boolean) => {
    forReview.current = next
    if (uploading) {
      void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
      return
    }
    void form.submit((values) =>
      run(() => persist(values), {
        done: next ? undefined : '已存草稿',
        failed: '保存失败，请稍后重试',
        // A save has no state to move: every refusal is said at the button and as a toast.
        refusals: [],
        onFailure: (error) => form.setErrors({ form: failureText(error, '保存失败，请稍后重试') }),
        after: async (id) => {
          if (next) await navigate('pages/product/smu/setting-price/index', { query: { id } })
        },
      }),
    )
  }

  const { values } = form
  return (
    <PageLayout
      title={editId ? '编辑拍品' : '发布拍品'}
      status={editId ? remote.status : 'ready'}
      error={remote.error}
      onRetry={remote.reload}
      footer={
        // Nothing to save until the consignment to edit is in the form.
        loaded &&
        !blocked && (
          <ActionBar
            actions={[
              { key: 'draft', text: '存草稿', onTap: () => save(false), disabled: form.busy },
              { key: 'next', text: '下一步：设置价格', kind: 'primary', onTap: () => save(true), loading: form.busy },
            ]}
          />
        )
      }
    >
      {blocked ? (
        <View className="smu-blocked">{blocked}</View>
      ) : (
        <View className="smu-form">
          <DraftNote draft={form.draft} />
          <FormCard title="寄拍商品">
            <View id={form.anchorId('source')} className={`form-field form-field--stacked ${form.errors.source ? 'form-field--error' : ''}`}>
              <FieldLabel label="选择商品" required />
              {values.title ? (
                <View className="smu-chosen">
                  <Text className="smu-chosen__title">{values.title}</Text>
                  <Text className="smu-chosen__meta">
                    {values.brandName} · {values.source === 'stock' ? `库存 ${values.stockCode}` : '商品库'}
                  </Text>
                </View>
              ) : null}
              <View className="smu-source">
                <View className="chip" onClick={() => setPicking('stock')}>
                  从库存选择
                </View>
                <View className="chip" onClick={() => setPicking('sku')}>
                  从商品库选择
                </View>
              </View>
              <FieldError error={form.errors.source} />
            </View>
          </FormCard>
          <FormCard title="商品信息">
            <ChoiceField {...form.field('grade')} label="成色" options={GRADES} />
            <MultiChoiceField {...form.field('accessories')} label="配件" options={ACCESSORIES} />
            <PhotoField {...form.field('photos')} label="商品图片" max={PHOTO_MAX} hint={`1–${PHOTO_MAX}张，第一张为封面`} onUploadingChange={setUploading} />
            <Field
              {...form.field('description')}
              label="描述"
              multiline
              maxlength={DESCRIPTION_MAX}
              placeholder="成色细节、购买渠道、使用情况等"
              extra={
                <Text
                  className={`smu-form__counter ${values.description.length >= DESCRIPTION_MAX ? 'smu-form__counter--full' : ''}`}
                >{`${values.description.length}/${DESCRIPTION_MAX}`}</Text>
              }
            />
          </FormCard>
          {form.errors.form && <View className="smu-form__error">{form.errors.form}</View>}
        </View>
      )}
      <ItemPicker
        visible={picking === 'stock'}
        statuses={['IN_STOCK', 'LOCKED']}
        use="consign"
        chosen={[]}
        onChange={(items) => void pickStock(items)}
        onClose={() => setPicking(null)}
      />
      <SkuPicker
        visible={picking === 'sku'}
        onClose={() => setPicking(null)}
        onPick={(sku) => {
          setPicking(null)
          form.setValues({ source: 'sku', skuId: sku.id, stockItemId: null, stockCode: '', title: sku.name, brandName: sku.brandName })
        }}
      />
    </PageLayout>
  )
}

/** pages/product/smu/form (?id= to edit): the item to consign, its grade, accessories, photos and description. */
export function SmuForm() {
  return (
    <SmuAuditGuard>
      <SmuFormScreen />
    </SmuAuditGuard>
  )
}
