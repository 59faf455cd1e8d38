import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { useOnce } from '@/shared/hooks/use-once'
import { invalidatePaths } from '@/shared/query'
import { Field, FormCard } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { CATEGORIES, CHECK_SCOPE_TEXT, LOCATIONS, stockApi, type CheckScopeType } from '../api'
import { CHECK_NAME_MAX, checkTaskInput, defaultTaskName, type CheckTaskErrors } from './check-rules'
import './check-task.less'

const SCOPE_TYPES: CheckScopeType[] = ['all', 'category', 'location']

/** pages/stock/inventory/check-task/form: start a stock-taking over all items, a category or a location. */
export function CheckTaskForm() {
  const [name, setName] = useState(() => defaultTaskName())
  const [scopeType, setScopeType] = useState<CheckScopeType>('all')
  // The value chosen for each scope type stays when switching back and forth.
  const [values, setValues] = useState<Record<'category' | 'location', string>>({ category: '', location: '' })
  const [errors, setErrors] = useState<CheckTaskErrors & { form?: string }>({})
  const { busy: saving, once } = useOnce()

  const scopeValue = scopeType === 'all' ? '' : values[scopeType]
  const options: readonly string[] = scopeType === 'category' ? CATEGORIES : scopeType === 'location' ? LOCATIONS : []

  const submit = async () => {
    const next = checkTaskInput({ name, scopeType, scopeValue })
    setErrors(next)
    if (Object.keys(next).length) return
    await once(async () => {
      try {
        const { id } = await callApi(stockApi.check.create, { name: name.trim(), scopeType, scopeValue }, { handleError: true })
        void invalidatePaths('/stock/check-tasks')
        void Taro.showToast({ title: '盘点已开始', icon: 'success', duration: 1500 })
        await navigate('pages/stock/inventory/check-task/items/index', { query: { id: String(id) }, replace: true, force: true })
      } catch (error) {
        reportError(error)
        setErrors({ form: error instanceof Error ? error.message : '创建失败，请稍后重试' })
      }
    })
  }

  return (
    <PageLayout
      footer={
        <Button type='primary' block loading={saving} onClick={() => void submit()}>
          开始盘点
        </Button>
      }
    >
      <FormCard>
        <Field label='盘点名称' value={name} onChange={setName} error={errors.name} maxlength={CHECK_NAME_MAX} placeholder='如 11月保险柜盘点' />
      </FormCard>
      <FormCard title='盘点范围'>
        <View className='check-form__chips' role='radiogroup' aria-label='盘点范围'>
          {SCOPE_TYPES.map((type) => (
            <View
              key={type}
              role='radio'
              aria-checked={scopeType === type}
              className={`chip ${scopeType === type ? 'chip--on' : ''}`}
              onClick={() => {
                setScopeType(type)
                setErrors((previous) => ({ ...previous, scopeValue: undefined, form: undefined }))
              }}
            >
              {CHECK_SCOPE_TEXT[type]}
            </View>
          ))}
        </View>
        {scopeType === 'all' ? (
          <View className='check-form__hint'>盘点店内所有在库和锁单中的商品</View>
        ) : (
          <>
            <View className='check-form__label'>{scopeType === 'category' ? '选择品类' : '选择库位'}</View>
            <View className='check-form__chips'>
              {options.map((option) => (
                <Text
                  key={option}
                  className={`chip ${scopeValue === option ? 'chip--on' : ''}`}
                  onClick={() => {
                    setValues((previous) => ({ ...previous, [scopeType]: option }))
                    setErrors((previous) => ({ ...previous, scopeValue: undefined, form: undefined }))
                  }}
                >
                  {option}
                </Text>
              ))}
            </View>
          </>
        )}
        {errors.scopeValue && <View className='check-form__error'>{errors.scopeValue}</View>}
        <View className='check-form__hint'>创建后范围内的商品固定为本次盘点清单，可扫码或手动标记已盘。</View>
      </FormCard>
      {errors.form && <View className='check-form__error check-form__error--form'>{errors.form}</View>}
    </PageLayout>
  )
}
