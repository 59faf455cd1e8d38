import { useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { login } from '@/core/session/auth'
import { navigate, parseRouteUrl } from '@/core/navigation'
import { nativeApp } from '@/core/native/detect'
import { runAppOnly } from '@/core/native/actions'
import { useFlowAction } from '@/shared/flow'
import { useApiQuery } from '@/shared/query'
import { failureText } from '@/shared/ui/failure-toast'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { PageLayout } from '@/shared/ui/page-layout'
import { ChoiceField, Field, FormCard, PickerField, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { chooseAddress } from '../address/choose'
import { addressLine } from '../address/validate'
import type { Address } from '../api'
import { decodeParam } from '@/core/platform/text'
import { JoinShop } from './join-shop'
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
  // A join link (the owner's QR) opens on 加入店铺 with its code.
  const [tab, setTab] = useState<'open' | 'join'>(params.inviteCode ? 'join' : 'open')
  const tabs = (
    <View className="bind-tabs" role="tablist">
      {(['open', 'join'] as const).map((name) => (
        <View key={name} role="tab" aria-selected={tab === name} className={`bind-tabs__tab ${tab === name ? 'bind-tabs__tab--on' : ''}`} onClick={() => setTab(name)}>
          {name === 'open' ? '开通新店铺' : '加入已有店铺'}
        </View>
      ))}
    </View>
  )
  if (tab === 'join') {
    return (
      <PageLayout toolbar={tabs}>
        <JoinShop code={decodeParam(params.inviteCode)} />
      </PageLayout>
    )
  }
  return <OpenShop tabs={tabs} />
}

function OpenShop({ tabs }: { tabs: ReactNode }) {
  const { params } = useCurrentRoute()
  const enums = useApiQuery(accountApi.enterpriseEnum, undefined, { signedIn: true })
  const form = useForm<ShopForm>({
    initial: { enterpriseName: '', type: '', category: '', contactName: '', creditCode: '', licenseImage: '' },
    fields: { enterpriseName: { required: true }, type: { required: true }, category: { required: true }, contactName: { required: true } },
    check: validateShop,
  })
  const [address, setAddress] = useState<Address | null>(null)

  const { run } = useFlowAction({ refusals: [] })
  const submit = () =>
    form.submit((values) =>
      run(
        async () => {
          const { accountId } = await callApi(
            accountApi.registerEnterprise,
            { enterpriseName: values.enterpriseName.trim(), type: values.type, category: values.category, contactName: values.contactName.trim() },
            { handleError: true },
          )
          if (values.creditCode) {
            await callApi(
              accountApi.enterpriseCertification,
              { enterpriseName: values.enterpriseName.trim(), creditCode: values.creditCode.trim().toUpperCase(), licenseImage: values.licenseImage },
              { handleError: true },
            )
          }
          const { token } = await callApi(accountApi.loginEnterprise, { accountId }, { handleError: true })
          await login(token)
        },
        {
          // The form is replaced by where the dealer goes next: said there.
          done: '店铺已开通',
          doneOnNextPage: true,
          failed: '开通失败，请稍后重试',
          onFailure: (error) => form.setErrors({ form: failureText(error, '开通失败，请稍后重试') }),
          after: async () => {
            const target = (nativeApp() && parseRouteUrl(params.appRedirect)) || parseRouteUrl(params.redirect)
            if (target) await navigate(target.path, { query: target.query, replace: params.replace === 'true', force: true })
            else await navigate('pages/home/account/index', { replace: true, force: true })
          },
        },
      ),
    )

  const license = form.field('licenseImage')
  return (
    <PageLayout
      toolbar={tabs}
      status={enums.status}
      error={enums.error}
      onRetry={enums.reload}
      footer={
        <Button type="primary" block loading={form.busy} onClick={() => void submit()}>
          提交开通
        </Button>
      }
    >
      {params.accountId && <View className="acc-hint">当前账号（ID {params.accountId}）还没有店铺：开通新店铺，或用店主的邀请码加入已有店铺，即可使用库存与交易功能。</View>}
      <FormCard title="店铺信息">
        <Field {...form.field('enterpriseName')} label="店铺名称" maxlength={30} />
        <ChoiceField {...form.field('type')} label="主体类型" options={enums.data?.types ?? []} />
        <ChoiceField {...form.field('category')} label="经营品类" options={enums.data?.categories ?? []} />
        <Field {...form.field('contactName')} label="联系人" maxlength={20} />
        <PickerField
          label="经营地址"
          text={address ? `${address.name} ${addressLine(address)}` : ''}
          placeholder="从地址簿选择（选填）"
          onClick={() => void chooseAddress(address?.id).then(setAddress)}
        />
      </FormCard>
      <FormCard title="企业认证（选填）">
        <Field {...form.field('creditCode')} label="信用代码" maxlength={18} placeholder="18位统一社会信用代码" />
        <PhotoField {...license} value={license.value ? [license.value] : []} onChange={(urls) => license.onChange(urls[0] ?? '')} label="营业执照" max={1} cover={false} />
      </FormCard>
      <CellGroup>
        <Cell title="法人实名认证" desc="实名认证需在APP中完成" extra="去认证" onClick={() => void runAppOnly('实名认证')} />
      </CellGroup>
      {form.errors.form && <View className="acc-error">{form.errors.form}</View>}
    </PageLayout>
  )
}
