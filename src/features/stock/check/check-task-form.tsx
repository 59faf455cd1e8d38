import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { invalidatePaths } from '@/shared/query'
import { ChoiceField, Field, FormCard, useForm } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { CATEGORIES, CHECK_SCOPE_TEXT, LOCATIONS, stockApi, type CheckScopeType } from '../api'
import { CHECK_NAME_MAX, checkTaskInput, defaultTaskName } from './check-rules'
import './check-task.less'
import { showSuccess } from '@/shared/ui/result/toast-after'

const SCOPE_OPTIONS = (['all', 'category', 'location'] as const).map((type) => ({ value: type, label: CHECK_SCOPE_TEXT[type] }))

interface CheckForm {
  name: string
  scopeType: CheckScopeType
  // The value chosen for each scope type stays when switching back and forth.
  category: string
  location: string
}

const scopeValueOf = (form: CheckForm) => (form.scopeType === 'all' ? '' : form[form.scopeType])

/** pages/stock/inventory/check-task/form: start a stock-taking over all items, a category or a location. */
export function CheckTaskForm() {
  const form = useForm<CheckForm>({
    initial: () => ({ name: defaultTaskName(), scopeType: 'all', category: '', location: '' }),
    fields: { name: { required: true }, scopeType: { required: true } },
    check: (values) => checkTaskInput({ ...values, scopeValue: scopeValueOf(values) }),
    order: ['name', 'scopeType', 'scopeValue'],
  })
  const { values, errors } = form

  const submit = () =>
    form.submit(async (current) => {
      try {
        const { id } = await callApi(stockApi.check.create, { name: current.name.trim(), scopeType: current.scopeType, scopeValue: scopeValueOf(current) }, { handleError: true })
        void invalidatePaths('/stock/check-tasks')
        showSuccess('盘点已开始')
        await navigate('pages/stock/inventory/check-task/items/index', { query: { id: String(id) }, replace: true, force: true })
      } catch (error) {
        reportError(error)
        form.setErrors({ form: error instanceof Error ? error.message : '创建失败，请稍后重试' })
      }
    })

  const scopeType = values.scopeType
  return (
    <PageLayout
      footer={
        <Button type="primary" block loading={form.busy} onClick={() => void submit()}>
          开始盘点
        </Button>
      }
    >
      <FormCard>
        <Field {...form.field('name')} label="盘点名称" maxlength={CHECK_NAME_MAX} placeholder="如 11月保险柜盘点" />
      </FormCard>
      <FormCard>
        <ChoiceField {...form.field('scopeType')} label="盘点范围" options={SCOPE_OPTIONS} hint={scopeType === 'all' ? '盘点店内所有在库和锁单中的商品' : undefined} />
        {scopeType !== 'all' && (
          <ChoiceField
            {...form.field(scopeType, 'scopeValue')}
            label={scopeType === 'category' ? '选择品类' : '选择库位'}
            options={scopeType === 'category' ? CATEGORIES : LOCATIONS}
            required
          />
        )}
        <View className="check-form__hint">创建后范围内的商品固定为本次盘点清单，可扫码或手动标记已盘。</View>
      </FormCard>
      {errors.form && <View className="check-form__error check-form__error--form">{errors.form}</View>}
    </PageLayout>
  )
}
