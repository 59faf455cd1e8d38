import { useFlowAction } from '@/shared/flow'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { goBack } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useSeed } from '@/shared/hooks/use-seed'
import { invalidateCalls, invalidatePaths, useApiQuery } from '@/shared/query'
import { failureText } from '@/shared/ui/failure-toast'
import { ChoiceField, Field, FormCard, useForm } from '@/shared/ui/form'
import { SwitchField } from '@/shared/ui/form/switch-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { stockApi, WARNING_TYPE_TEXT, type WarningRuleInput, type WarningType } from '../api'
import { checkWarningRule, RULE_NAME_MAX, THRESHOLD_UNIT, WARNING_TYPES } from './warning-rules'
import './warning.less'
import { showSuccess } from '@/shared/ui/result/toast-after'

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

/** The rule as the calls take it; the threshold stays NaN when mistyped, so the rules name it. */
function inputOf(form: FormState): WarningRuleInput {
  return {
    name: form.name.trim(),
    type: form.type,
    threshold: form.type === 'NO_PRICE' ? 0 : (thresholdOf(form.threshold) as number),
    brand: form.type === 'LOW_QUANTITY' ? form.brand : '',
    model: form.type === 'LOW_QUANTITY' ? form.model.trim() : '',
    enabled: form.enabled,
  }
}

const TYPE_OPTIONS = WARNING_TYPES.map((type) => ({ value: type, label: WARNING_TYPE_TEXT[type] }))

/** pages/stock/inventory/warning/form[?id=]: add a warning rule, or edit and delete one. */
export function WarningForm() {
  const { params } = useCurrentRoute()
  const id = Number(params.id ?? 0)
  const form = useForm<FormState>({
    initial: EMPTY,
    fields: {
      name: { required: true },
      type: { required: true },
      brand: { required: true },
      model: { required: true },
      threshold: { required: (values) => values.type !== 'NO_PRICE' },
    },
    check: (values) => checkWarningRule(inputOf(values)),
  })

  // Filled once, before the fields mount: a later reload (pull-down, session change) must not
  // overwrite what was typed.
  const rule = useSeed(useApiQuery(stockApi.warning.rule, { id }, { signedIn: true, enabled: id > 0 }), (loaded) =>
    form.reset({
      name: loaded.name,
      type: loaded.type,
      threshold: loaded.type === 'NO_PRICE' ? '' : String(loaded.threshold),
      brand: loaded.brand,
      model: loaded.model,
      enabled: loaded.enabled,
    }),
  )

  const { values, errors } = form
  // Only a quantity rule picks a brand: asked for once one is chosen (and kept after).
  const brandQuery = useApiQuery(stockApi.items.brands, undefined, { signedIn: true, enabled: values.type === 'LOW_QUANTITY', pullDown: false })
  const brands = brandQuery.data ?? null
  const loadBrands = () => void brandQuery.reload()

  // The rules, their items and the stock tab's warning count. A refusal is said at the button
  // too and keeps what was typed.
  const saving = useFlowAction({
    invalidate: () => invalidatePaths('/stock'),
    refusals: [],
    failed: '保存失败，请稍后重试',
    onFailure: (error) => form.setErrors({ form: failureText(error, '保存失败，请稍后重试') }),
  })
  const save = () =>
    form.submit(async (current) => {
      const input = inputOf(current)
      await saving.run(
        (): Promise<unknown> => (id ? callApi(stockApi.warning.update, { ...input, id }, { handleError: true }) : callApi(stockApi.warning.create, input, { handleError: true })),
        {
          after: async () => {
            showSuccess('保存成功')
            await goBack({ delay: true })
          },
        },
      )
    })

  const removal = useFlowAction({ refusals: [] })
  const remove = () =>
    void removal.run(() => callApi(stockApi.warning.remove, { id }, { handleError: true }), {
      confirm: { title: '删除预警规则', content: `删除「${rule.data?.name ?? values.name}」后将不再提醒，确定删除吗？`, confirmText: '删除', danger: true },
      failed: '删除失败，请重试',
      // Not the rule itself, which this page would ask for again and not find.
      invalidate: async () => void invalidateCalls(stockApi.warning.rules, stockApi.warning.items, stockApi.overview),
      after: async () => {
        showSuccess('已删除')
        await goBack({ delay: true })
      },
    })

  const unit = THRESHOLD_UNIT[values.type]
  return (
    <PageLayout
      title={id ? '编辑预警规则' : '新增预警规则'}
      status={id ? rule.status : 'ready'}
      error={rule.error}
      onRetry={rule.reload}
      footer={
        <Button type="primary" block loading={form.busy} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <FormCard>
        <Field {...form.field('name')} label="规则名称" maxlength={RULE_NAME_MAX} placeholder="如 库龄超过180天" />
        <ChoiceField {...form.field('type')} label="预警类型" options={TYPE_OPTIONS} hint={TYPE_HINT[values.type]} />
      </FormCard>
      {values.type === 'LOW_QUANTITY' && (
        <FormCard title="监控型号">
          <ChoiceField
            {...form.field('brand')}
            label="品牌"
            options={(brands ?? []).map((brand) => brand.name)}
            fallback={
              brandQuery.status === 'error' ? (
                <View className="warning-form__error" onClick={loadBrands}>
                  品牌加载失败，点此重试
                </View>
              ) : brands === null ? (
                <Text className="warning-form__hint">品牌加载中…</Text>
              ) : undefined
            }
          />
          <Field {...form.field('model')} label="型号" maxlength={40} placeholder="如 Birkin 30" />
        </FormCard>
      )}
      {values.type !== 'NO_PRICE' && (
        <FormCard>
          <Field
            {...form.field('threshold')}
            label={values.type === 'AGE' ? '库龄超过' : '数量少于'}
            type="number"
            maxlength={4}
            placeholder={values.type === 'AGE' ? '如 180' : '如 3'}
            extra={<Text className="warning-form__unit">{unit}</Text>}
          />
        </FormCard>
      )}
      <FormCard>
        <SwitchField {...form.field('enabled')} label="启用规则" />
      </FormCard>
      {errors.form && <View className="warning-form__error warning-form__error--form">{errors.form}</View>}
      {id > 0 && (
        <View className="warning-form__delete" onClick={remove}>
          删除规则
        </View>
      )}
    </PageLayout>
  )
}
