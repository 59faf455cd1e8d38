import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'
import { callApi } from '@/core/request'
import { goBack } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useSeed } from '@/shared/hooks/use-seed'
import { invalidateCalls, invalidatePaths, useApiQuery } from '@/shared/query'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { Field, FormCard } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, WARNING_TYPE_TEXT, type WarningRuleInput, type WarningType } from '../api'
import { checkWarningRule, RULE_NAME_MAX, THRESHOLD_UNIT, WARNING_TYPES, type WarningRuleErrors } from './warning-rules'
import './warning.less'
import { useOnce } from '@/shared/hooks/use-once'

interface FormState {
  name: string
  type: WarningType
  /** As typed: checked on save. */
  threshold: string
  brand: string
  model: string
  enabled: boolean
}

const EMPTY: FormState = { name: '', type: 'AGE', threshold: '', brand: '', model: '', enabled: true }

const TYPE_HINT: Record<WarningType, string> = {
  AGE: '在库时间超过设定天数的商品会触发预警',
  NO_PRICE: '未填写同行价或零售价的在库商品会触发预警',
  LOW_QUANTITY: '指定型号的在库数量低于设定值时触发预警，便于及时补货',
}

/** The typed threshold: null when empty, NaN when not a whole number. */
function thresholdOf(text: string): number | null {
  const value = text.trim()
  if (!value) return null
  return /^\d+$/.test(value) ? Number(value) : Number.NaN
}

/** pages/stock/inventory/warning/form[?id=]: add a warning rule, or edit and delete one. */
export function WarningForm() {
  const { params } = useCurrentRoute()
  const id = Number(params.id ?? 0)
  const [form, setForm] = useState<FormState>(EMPTY)
  const [errors, setErrors] = useState<WarningRuleErrors & { form?: string }>({})
  // One save at a time, guarded at once (two taps in one moment save once).
  const { busy: saving, once } = useOnce()

  // Filled once, before the fields mount: a later reload (pull-down, session change) must not
  // overwrite what was typed.
  const rule = useSeed(useApiQuery(stockApi.warning.rule, { id }, { signedIn: true, enabled: id > 0 }), (loaded) =>
    setForm({
        name: loaded.name,
        type: loaded.type,
        threshold: loaded.type === 'NO_PRICE' ? '' : String(loaded.threshold),
        brand: loaded.brand,
        model: loaded.model,
        enabled: loaded.enabled,
      }),
  )

  // Only a quantity rule picks a brand: asked for once one is chosen (and kept after).
  const brandQuery = useApiQuery(stockApi.items.brands, undefined, { signedIn: true, enabled: form.type === 'LOW_QUANTITY', pullDown: false })
  const brands = brandQuery.data ?? null
  const brandsFailed = brandQuery.status === 'error'
  const loadBrands = () => void brandQuery.reload()

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }))
    setErrors((previous) => ({ ...previous, [key]: undefined, form: undefined }))
  }

  const inputOf = (): WarningRuleInput => ({
    name: form.name.trim(),
    type: form.type,
    threshold: form.type === 'NO_PRICE' ? 0 : (thresholdOf(form.threshold) as number),
    brand: form.type === 'LOW_QUANTITY' ? form.brand : '',
    model: form.type === 'LOW_QUANTITY' ? form.model.trim() : '',
    enabled: form.enabled,
  })

  const save = async () => {
    const input = inputOf()
    const next = checkWarningRule(input)
    setErrors(next)
    if (Object.keys(next).length) return
    await once(async () => {
      try {
        await (id ? callApi(stockApi.warning.update, { ...input, id }, { handleError: true }) : callApi(stockApi.warning.create, input, { handleError: true }))
        // The rules, their items and the stock tab's warning count.
        void invalidatePaths('/stock')
        void Taro.showToast({ title: '保存成功', icon: 'success', duration: 1500 })
        await goBack({ delay: true })
      } catch (error) {
        reportError(error)
        setErrors({ form: failureText(error, '保存失败，请稍后重试') })
      }
    })
  }

  const remove = async () => {
    const { confirm } = await Taro.showModal({
      title: '删除预警规则',
      content: `删除「${rule.data?.name ?? form.name}」后将不再提醒，确定删除吗？`,
      confirmText: '删除',
      confirmColor: '#c8102e',
    })
    if (!confirm) return
    try {
      await callApi(stockApi.warning.remove, { id }, { handleError: true })
      // Not the rule itself, which this page would ask for again and not find.
      void invalidateCalls(stockApi.warning.rules, stockApi.warning.items, stockApi.overview)
      void Taro.showToast({ title: '已删除', icon: 'success', duration: 1500 })
      await goBack({ delay: true })
    } catch (error) {
      toastFailure(error, '删除失败，请重试')
    }
  }

  const unit = THRESHOLD_UNIT[form.type]
  return (
    <PageLayout
      title={id ? '编辑预警规则' : '新增预警规则'}
      status={id ? rule.status : 'ready'}
      error={rule.error}
      onRetry={rule.reload}
      footer={
        <Button type='primary' block loading={saving} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <FormCard>
        <Field label='规则名称' value={form.name} onChange={(value) => set('name', value)} error={errors.name} maxlength={RULE_NAME_MAX} placeholder='如 库龄超过180天' />
        <View className='warning-form__label'>预警类型</View>
        <View className='warning-form__chips' role='radiogroup' aria-label='预警类型'>
          {WARNING_TYPES.map((type) => (
            <View key={type} role='radio' aria-checked={form.type === type} className={`chip ${form.type === type ? 'chip--on' : ''}`} onClick={() => set('type', type)}>
              {WARNING_TYPE_TEXT[type]}
            </View>
          ))}
        </View>
        {errors.type && <View className='warning-form__error'>{errors.type}</View>}
        <View className='warning-form__hint'>{TYPE_HINT[form.type]}</View>
      </FormCard>
      {form.type === 'LOW_QUANTITY' && (
        <FormCard title='监控型号'>
          <View className='warning-form__label'>品牌</View>
          {brandsFailed ? (
            <View className='warning-form__error' onClick={loadBrands}>
              品牌加载失败，点此重试
            </View>
          ) : (
            <View className='warning-form__chips' role='radiogroup' aria-label='品牌'>
              {(brands ?? []).map((brand) => (
                <View key={brand.name} role='radio' aria-checked={form.brand === brand.name} className={`chip ${form.brand === brand.name ? 'chip--on' : ''}`} onClick={() => set('brand', brand.name)}>
                  {brand.name}
                </View>
              ))}
              {brands === null && <Text className='warning-form__hint'>品牌加载中…</Text>}
            </View>
          )}
          {errors.brand && <View className='warning-form__error'>{errors.brand}</View>}
          <Field label='型号' value={form.model} onChange={(value) => set('model', value)} error={errors.model} maxlength={40} placeholder='如 Birkin 30' />
        </FormCard>
      )}
      {form.type !== 'NO_PRICE' && (
        <FormCard>
          <Field
            label={form.type === 'AGE' ? '库龄超过' : '数量少于'}
            value={form.threshold}
            onChange={(value) => set('threshold', value)}
            error={errors.threshold}
            type='number'
            maxlength={4}
            placeholder={form.type === 'AGE' ? '如 180' : '如 3'}
            extra={<Text className='warning-form__unit'>{unit}</Text>}
          />
        </FormCard>
      )}
      <FormCard>
        <View className='warning-form__switch'>
          <Text>启用规则</Text>
          <Switch aria-label='启用规则' checked={form.enabled} onChange={(value) => set('enabled', value)} />
        </View>
      </FormCard>
      {errors.form && <View className='warning-form__error warning-form__error--form'>{errors.form}</View>}
      {id > 0 && (
        <View className='warning-form__delete' onClick={() => void remove()}>
          删除规则
        </View>
      )}
    </PageLayout>
  )
}
