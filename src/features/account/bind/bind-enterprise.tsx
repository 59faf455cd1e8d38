import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { login } from '@/core/session/auth'
import { navigate, parseRouteUrl } from '@/core/navigation'
import { nativeApp } from '@/core/native/detect'
import { runAppOnly } from '@/core/native/actions'
import { chooseAndUploadImage } from '@/core/upload'
import { reportError } from '@/core/app/errors'
import { useOnce } from '@/shared/hooks/use-once'
import { useApiQuery } from '@/shared/query'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { Field, FormCard } from '@/shared/ui/form'
import { chooseAddress } from '../address/choose'
import { addressLine } from '../address/validate'
import type { Address } from '../api'
import '../account.less'
import './bind-enterprise.less'

export interface ShopForm {
  enterpriseName: string
  type: string
  category: string
  contactName: string
  creditCode: string
  licenseImage: string
}
type Errors = Partial<Record<keyof ShopForm | 'form', string>>

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/

export function validateShop(form: ShopForm): Errors {
  const errors: Errors = {}
  const name = form.enterpriseName.trim()
  if (name.length < 2 || name.length > 30) errors.enterpriseName = '店铺名称应为2-30个字'
  if (!form.type) errors.type = '请选择主体类型'
  if (!form.category) errors.category = '请选择经营品类'
  if (form.contactName.trim().length < 2) errors.contactName = '请填写联系人姓名'
  // Certification is optional here, but when started it must be complete.
  if (form.creditCode || form.licenseImage) {
    if (!CREDIT_CODE.test(form.creditCode.trim().toUpperCase())) errors.creditCode = '统一社会信用代码应为18位'
    if (!form.licenseImage) errors.licenseImage = '请上传营业执照'
  }
  return errors
}

/**
 * pages/account/bind-enterprise: open a shop (enterprise or sole trader), optionally with the
 * enterprise certification, then act as the new account and go where redirect (or, inside the
 * native app, appRedirect) says; replace=true replaces this page on the way.
 */
export function BindEnterprise() {
  const { params } = useCurrentRoute()
  const enums = useApiQuery(accountApi.enterpriseEnum, undefined, { signedIn: true })
  const [form, setForm] = useState<ShopForm>({ enterpriseName: '', type: '', category: '', contactName: '', creditCode: '', licenseImage: '' })
  const [address, setAddress] = useState<Address | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const { busy: saving, once } = useOnce()
  const set = (key: keyof ShopForm) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }))

  const uploadLicense = async () => {
    try {
      set('licenseImage')(await chooseAndUploadImage())
    } catch (error) {
      reportError(error)
      setErrors((previous) => ({ ...previous, licenseImage: error instanceof Error ? error.message : '图片上传失败' }))
    }
  }

  const submit = async () => {
    const next = validateShop(form)
    setErrors(next)
    if (Object.keys(next).length) return
    await once(async () => {
      try {
        const { accountId } = await callApi(
          accountApi.registerEnterprise,
          { enterpriseName: form.enterpriseName.trim(), type: form.type, category: form.category, contactName: form.contactName.trim() },
          { handleError: true },
        )
        if (form.creditCode) {
          await callApi(
            accountApi.enterpriseCertification,
            { enterpriseName: form.enterpriseName.trim(), creditCode: form.creditCode.trim().toUpperCase(), licenseImage: form.licenseImage },
            { handleError: true },
          )
        }
        const { token } = await callApi(accountApi.loginEnterprise, { accountId })
        await login(token)
        void Taro.showToast({ title: '店铺已开通', icon: 'success', duration: 1500 })
        const target = (nativeApp() && parseRouteUrl(params.appRedirect)) || parseRouteUrl(params.redirect)
        if (target) await navigate(target.path, { query: target.query, replace: params.replace === 'true', force: true })
        else await navigate('pages/home/account/index', { replace: true, force: true })
      } catch (error) {
        reportError(error)
        setErrors({ form: error instanceof Error ? error.message : '开通失败，请稍后重试' })
      }
    })
  }

  const chips = (key: 'type' | 'category', options: { value: string; label: string }[]) => (
    <View className='bind__chips'>
      {options.map((option) => (
        <Text key={option.value} className={`chip ${form[key] === option.value ? 'chip--on' : ''}`} onClick={() => set(key)(option.value)}>
          {option.label}
        </Text>
      ))}
    </View>
  )

  return (
    <PageLayout
      status={enums.status}
      error={enums.error}
      onRetry={enums.reload}
      footer={
        <Button type='primary' block loading={saving} onClick={() => void submit()}>
          提交开通
        </Button>
      }
    >
      {params.accountId && <View className='acc-hint'>当前账号（ID {params.accountId}）还没有店铺，开通后即可使用库存与交易功能。</View>}
      <FormCard title='店铺信息'>
        <Field label='店铺名称' value={form.enterpriseName} onChange={set('enterpriseName')} error={errors.enterpriseName} maxlength={30} />
        <View className='bind__group'>
          <Text className='bind__label'>主体类型</Text>
          {chips('type', enums.data?.types ?? [])}
          {errors.type && <View className='form-field__error bind__error'>{errors.type}</View>}
        </View>
        <View className='bind__group'>
          <Text className='bind__label'>经营品类</Text>
          {chips('category', enums.data?.categories ?? [])}
          {errors.category && <View className='form-field__error bind__error'>{errors.category}</View>}
        </View>
        <Field label='联系人' value={form.contactName} onChange={set('contactName')} error={errors.contactName} maxlength={20} />
        <View className='bind__group' onClick={() => void chooseAddress(address?.id).then(setAddress)}>
          <Text className='bind__label'>经营地址</Text>
          <Text className='bind__address'>{address ? `${address.name} ${addressLine(address)}` : '从地址簿选择（选填）'}</Text>
        </View>
      </FormCard>
      <FormCard title='企业认证（选填）'>
        <Field label='信用代码' value={form.creditCode} onChange={set('creditCode')} error={errors.creditCode} maxlength={18} placeholder='18位统一社会信用代码' />
        <View className='bind__group'>
          <Text className='bind__label'>营业执照</Text>
          <View className='bind__license' onClick={() => void uploadLicense()}>
            {form.licenseImage ? <Photo className='bind__license-image' src={form.licenseImage} mode='aspectFill' /> : <Text>+ 上传照片</Text>}
          </View>
          {errors.licenseImage && <View className='form-field__error bind__error'>{errors.licenseImage}</View>}
        </View>
      </FormCard>
      <View className='acc-card'>
        <View className='acc-row' onClick={() => void runAppOnly('实名认证')}>
          <View className='acc-row__main'>
            <Text className='acc-row__title'>法人实名认证</Text>
            <Text className='acc-row__desc'>实名认证需在APP中完成</Text>
          </View>
          <Text className='acc-row__extra'>去认证</Text>
        </View>
      </View>
      {errors.form && <View className='acc-error'>{errors.form}</View>}
    </PageLayout>
  )
}
