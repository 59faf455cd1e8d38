import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { goBack } from '@/core/navigation'
import { useFlowAction } from '@/shared/flow'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useSeed } from '@/shared/hooks/use-seed'
import { useApiQuery } from '@/shared/query'
import { failureText } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { Field, FormCard, useForm } from '@/shared/ui/form'
import { SwitchField } from '@/shared/ui/form/switch-field'
import { accountAreaApi, type AddressInput } from '../api'
import { cleanAddress, validateAddress } from './validate'
import './address.less'

const EMPTY: AddressInput = { name: '', phone: '', province: '', city: '', district: '', detail: '', isDefault: false }
const REQUIRED = { required: true }

/** pages/account/address/form: add an address, or edit the one named by ?id. */
export function AddressForm() {
  const { params } = useCurrentRoute()
  const id = Number(params.id ?? 0)
  const form = useForm<AddressInput>({
    initial: EMPTY,
    fields: { name: REQUIRED, phone: REQUIRED, province: REQUIRED, city: REQUIRED, district: REQUIRED, detail: REQUIRED },
    check: validateAddress,
  })

  // Editing: the form starts from the stored address, once.
  const seed = useSeed(useApiQuery(accountAreaApi.addresses, undefined, { signedIn: true, enabled: id > 0, pullDown: false }), (list) => {
    const found = list.find((item) => item.id === id)
    if (found) {
      const { id: _id, ...rest } = found
      form.reset(rest)
    } else form.setErrors({ form: '地址不存在或已删除' })
  })

  const { run } = useFlowAction({ invalidate: [accountAreaApi.addresses] })
  const save = () =>
    form.submit((values) => {
      const input = cleanAddress(values)
      return run(
        () => (id ? callApi(accountAreaApi.addressUpdate, { ...input, id }, { handleError: true }) : callApi(accountAreaApi.addressCreate, input, { handleError: true })),
        {
          done: '保存成功',
          failed: '保存失败，请稍后重试',
          refusals: [],
          onFailure: (error) => form.setErrors({ form: failureText(error, '保存失败，请稍后重试') }),
          after: () => goBack({ delay: true }),
        },
      )
    })

  return (
    <PageLayout
      title={id ? '编辑收货地址' : '新增收货地址'}
      status={id ? seed.status : 'ready'}
      error={seed.error}
      onRetry={seed.reload}
      footer={
        <Button type="primary" block loading={form.busy} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <FormCard>
        <Field {...form.field('name')} label="收货人" maxlength={20} />
        <Field {...form.field('phone')} label="手机号" maxlength={13} placeholder="请输入11位手机号" />
        <Field {...form.field('province')} label="省份" placeholder="如 广东省" />
        <Field {...form.field('city')} label="城市" placeholder="如 深圳市" />
        <Field {...form.field('district')} label="区县" placeholder="如 福田区" />
        <Field {...form.field('detail')} label="详细地址" maxlength={100} multiline placeholder="街道、楼栋、门牌号" />
        <SwitchField {...form.field('isDefault')} label="设为默认地址" />
      </FormCard>
      {form.errors.form && <View className="address-form__error">{form.errors.form}</View>}
    </PageLayout>
  )
}
