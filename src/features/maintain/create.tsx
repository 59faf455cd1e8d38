import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { decodeParam } from '@/core/platform/text'
import { yuan } from '@/shared/format/money'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { yuanToCents } from '@/shared/rules/amount'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { DraftNote, Field, FormCard, MultiChoiceField, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { checkCreate, estimateText, PROBLEM_MAX, PROBLEM_PHOTO_MAX, SERVICES, turnaroundOf, turnaroundText, type CreateFields } from './machine'
import { Note } from '@/shared/ui/note'
import { CREATE_DRAFT_KEY, savePending } from './shared'

export interface CreateValues {
  source: 'catalogue' | 'stock'
  stockItemId: number | null
  stockCode: string
  skuId: number | null
  category: string
  brandName: string
  model: string
  problem: string
  photos: string[]
  /** Service keys. */
  services: string[]
  /** 声明价值 as typed, in whole yuan. */
  declared: string
}

export const EMPTY_CREATE: CreateValues = {
  source: 'catalogue',
  stockItemId: null,
  stockCode: '',
  skuId: null,
  category: '',
  brandName: '',
  model: '',
  problem: '',
  photos: [],
  services: [],
  declared: '',
}

export function fieldsOf(values: CreateValues): CreateFields {
  return { ...values, declaredValueCents: yuanToCents(values.declared) }
}

const nameOfKey = (key: string) => SERVICES.find((service) => service.key === key)?.name ?? key
const keyOfName = (name: string) => SERVICES.find((service) => service.name === name)?.key ?? name

/** The item as the route names it (from spu-sku): it wins over a kept draft's item. */
function itemOfRoute(params: Record<string, string | undefined>): Partial<CreateValues> {
  const category = decodeParam(params.category)
  if (!category && !params.brandName) return {}
  const id = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null)
  return {
    source: params.source === 'stock' ? 'stock' : 'catalogue',
    stockItemId: id(params.stockItemId),
    stockCode: decodeParam(params.stockCode),
    skuId: id(params.skuId),
    category,
    brandName: decodeParam(params.brandName),
    model: decodeParam(params.model),
    ...(params.declared ? { declared: decodeParam(params.declared) } : {}),
  }
}

/** Whether the route names another item than the draft's (then the draft's item-specific fields do not apply). */
function otherItem(saved: Partial<CreateValues>, route: Partial<CreateValues>): boolean {
  if (!Object.keys(route).length) return false
  const keys = ['source', 'stockItemId', 'skuId', 'category', 'brandName', 'model'] as const
  return keys.some((key) => (saved[key] ?? EMPTY_CREATE[key]) !== (route[key] ?? EMPTY_CREATE[key]))
}

/** A kept draft under the item the route names: the problem, photos and declared value of another item start empty. */
export function restoreDraft(saved: CreateValues, route: Partial<CreateValues>): CreateValues {
  const reset = otherItem(saved, route) ? { problem: EMPTY_CREATE.problem, photos: EMPTY_CREATE.photos, declared: EMPTY_CREATE.declared } : {}
  return { ...saved, ...reset, ...route }
}

/** pages/maintain/order/create: the problems with photos, the services with the estimate (预估, a range), the declared value. Kept as a draft. */
export function MaintainCreate() {
  const { params } = useCurrentRoute()
  const [fromRoute] = useState(() => itemOfRoute(params))
  const [uploading, setUploading] = useState(false)
  const form = useForm<CreateValues>({
    initial: { ...EMPTY_CREATE, ...fromRoute },
    fields: { problem: { required: true }, photos: { required: true }, services: { required: true }, declared: { required: true } },
    check: (values) => {
      const errors = checkCreate(fieldsOf(values))
      return { ...errors, declared: errors.declaredValueCents }
    },
    order: ['category', 'brandName', 'model', 'problem', 'photos', 'services', 'declared'],
    draft: { key: CREATE_DRAFT_KEY, restore: (saved) => restoreDraft(saved, fromRoute) },
  })
  const { values } = form
  const turnaround = turnaroundOf(values.services)

  const next = () => {
    if (uploading) {
      void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
      return
    }
    void form.submit(async (current) => {
      const fields = fieldsOf(current)
      savePending({
        source: current.source,
        stockItemId: current.stockItemId,
        stockCode: current.stockCode,
        skuId: current.skuId,
        category: fields.category,
        brandName: fields.brandName.trim(),
        model: fields.model.trim(),
        problem: fields.problem.trim(),
        photos: fields.photos,
        services: fields.services,
        declaredValueCents: fields.declaredValueCents!,
      })
      await navigate('pages/maintain/order/confirm/index')
    })
  }

  const itemMissing = !values.category || !values.brandName || !values.model
  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'next', text: '下一步', kind: 'primary', onTap: next, loading: form.busy }]} />}>
      <View className="maintain-page">
        <DraftNote draft={form.draft} />
        <DetailCard
          title="养护商品"
          extra={
            <Text className="maintain-link" onClick={() => void navigate('pages/maintain/spu-sku/index')}>
              {itemMissing ? '去选择' : '重新选择'}
            </Text>
          }
        >
          {itemMissing ? (
            <Text className="maintain-error">{form.errors.category ?? form.errors.brandName ?? form.errors.model ?? '请先选择品类、品牌和款式'}</Text>
          ) : (
            <>
              <InfoRow label="商品">{`${values.brandName} ${values.model}`}</InfoRow>
              <InfoRow label="品类">{values.category}</InfoRow>
              {values.stockCode && <InfoRow label="库存编号">{values.stockCode}</InfoRow>}
            </>
          )}
        </DetailCard>
        <FormCard title="问题描述">
          <Field {...form.field('problem')} label="问题" multiline maxlength={PROBLEM_MAX} placeholder="如：四角磨损褪色、提手边油开裂、五金划痕" />
          <PhotoField {...form.field('photos')} label="问题照片" max={PROBLEM_PHOTO_MAX} hint="拍清问题部位：磨损、污渍、开线处各一张" onUploadingChange={setUploading} />
        </FormCard>
        <FormCard title="养护项目">
          <MultiChoiceField
            {...form.field('services')}
            value={values.services.map(nameOfKey)}
            onChange={(names) => form.set('services', names.map(keyOfName))}
            label="项目"
            options={SERVICES.map((service) => service.name)}
          />
          {values.services.length > 0 && (
            <View className="maintain-estimate" aria-label="预估">
              <InfoRow label="预估费用">
                <Text className="maintain-money">{estimateText(values.services)}</Text>
              </InfoRow>
              <InfoRow label="预估周期">{turnaroundText(turnaround)}</InfoRow>
              <Note>预估仅供参考，最终以工坊收货诊断后的报价为准；确认报价并支付后才开始养护。</Note>
            </View>
          )}
        </FormCard>
        <FormCard title="声明价值">
          <Field {...form.field('declared')} label="声明价值" type="number" maxlength={9} placeholder="整数元，用于保价与赔付" />
          {values.declared && yuanToCents(values.declared) !== null && <Text className="maintain-faint">按 {yuan(yuanToCents(values.declared)!)} 保价寄送与核定赔付</Text>}
        </FormCard>
      </View>
    </PageLayout>
  )
}
