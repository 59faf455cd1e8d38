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
import { invalidateCalls, useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { Field, FormCard } from '@/shared/ui/form'
import { accountAreaApi, type AddressInput } from '../api'
import { cleanAddress, validateAddress, type AddressErrors } from './validate'
import './address.less'
import { useOnce } from '@/shared/hooks/use-once'

const EMPTY: AddressInput = { name: '', phone: '', province: '', city: '', district: '', detail: '', isDefault: false }

/** pages/account/address/form: add an address, or edit the one named by ?id. */
export function AddressForm() {
  const { params } = useCurrentRoute()
  const id = Number(params.id ?? 0)
  const [form, setForm] = useState<AddressInput>(EMPTY)
  const [errors, setErrors] = useState<AddressErrors & { form?: string }>({})
  // One save at a time, guarded at once (two taps in one moment save once).
  const { busy: saving, once } = useOnce()

  // Editing: the form starts from the stored address, once.
  const seed = useSeed(useApiQuery(accountAreaApi.addresses, undefined, { signedIn: true, enabled: id > 0, pullDown: false }), (list) => {
    const found = list.find((item) => item.id === id)
    if (found) {
      const { id: _id, ...rest } = found
      setForm(rest)
    } else setErrors({ form: '地址不存在或已删除' })
  })

  const set = (key: keyof AddressInput) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }))

  const save = async () => {
    const next = validateAddress(form)
    setErrors(next)
    if (Object.keys(next).length) return
    await once(async () => {
      try {
        const input = cleanAddress(form)
        await (id ? callApi(accountAreaApi.addressUpdate, { ...input, id }, { handleError: true }) : callApi(accountAreaApi.addressCreate, input, { handleError: true }))
        void invalidateCalls(accountAreaApi.addresses)
        void Taro.showToast({ title: '保存成功', icon: 'success', duration: 1500 })
        await goBack({ delay: true })
      } catch (error) {
        reportError(error)
        setErrors({ form: error instanceof Error ? error.message : '保存失败，请稍后重试' })
      }
    })
  }

  return (
    <PageLayout
      title={id ? '编辑收货地址' : '新增收货地址'}
      status={id ? seed.status : 'ready'}
      error={seed.error}
      onRetry={seed.reload}
      footer={
        <Button type='primary' block loading={saving} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <FormCard>
        <Field label='收货人' value={form.name} onChange={set('name')} error={errors.name} maxlength={20} />
        <Field label='手机号' value={form.phone} onChange={set('phone')} error={errors.phone} maxlength={13} placeholder='请输入11位手机号' />
        <Field label='省份' value={form.province} onChange={set('province')} error={errors.province} placeholder='如 广东省' />
        <Field label='城市' value={form.city} onChange={set('city')} error={errors.city} placeholder='如 深圳市' />
        <Field label='区县' value={form.district} onChange={set('district')} error={errors.district} placeholder='如 福田区' />
        <Field label='详细地址' value={form.detail} onChange={set('detail')} error={errors.detail} maxlength={100} multiline placeholder='街道、楼栋、门牌号' />
        <View className='address-form__default'>
          <Text>设为默认地址</Text>
          <Switch checked={form.isDefault} onChange={(value) => setForm((previous) => ({ ...previous, isDefault: value }))} />
        </View>
      </FormCard>
      {errors.form && <View className='address-form__error'>{errors.form}</View>}
    </PageLayout>
  )
}
