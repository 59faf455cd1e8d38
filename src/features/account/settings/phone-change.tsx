import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { useFlowAction } from '@/shared/flow'
import { updateCallData } from '@/shared/query'
import { failureText } from '@/shared/ui/failure-toast'
import { CAPTCHA_ERROR, PHONE_ERROR, isValidCaptcha, isValidPhone, stripSpaces } from '@/shared/validation/phone'
import { Field, useForm } from '@/shared/ui/form'
import { useSmsSender } from '../sms/use-sms-sender'

/** Change the phone: the new number and the code sent to it. */
export function PhoneChange({ onDone }: { onDone: () => void }) {
  const form = useForm({
    initial: { phone: '', code: '' },
    fields: {
      phone: { required: PHONE_ERROR, check: (phone) => (isValidPhone(phone) ? undefined : PHONE_ERROR) },
      code: { required: CAPTCHA_ERROR, check: (code) => (isValidCaptcha(code) ? undefined : CAPTCHA_ERROR) },
    },
  })
  const sms = useSmsSender('update-phone')

  const { run } = useFlowAction()

  const save = () =>
    form.submit(({ phone, code }) =>
      run(
        async () => {
          await callApi(accountApi.accountUpdatePhone, { phone: stripSpaces(phone), code: stripSpaces(code) }, { handleError: true })
          return callApi(accountApi.info)
        },
        {
          done: '手机号已更换',
          failed: '更换失败',
          refusals: [],
          onFailure: (error) => form.setErrors({ form: failureText(error, '更换失败') }),
          after: (info) => {
            useSession.setState({ userInfo: info })
            updateCallData(accountApi.info, () => info)
            onDone()
          },
        },
      ),
    )

  return (
    <View className="settings__panel">
      <Field {...form.field('phone')} label="新手机号" maxlength={13} placeholder="请输入新的手机号" />
      <Field
        {...form.field('code')}
        label="验证码"
        maxlength={6}
        placeholder="4位短信验证码"
        extra={
          <Text
            className={`settings__send ${sms.waiting ? 'settings__send--off' : ''}`}
            onClick={async () => form.setErrors({ phone: (await sms.send(form.values.phone)) || undefined })}
          >
            {sms.label}
          </Text>
        }
      />
      {form.errors.form && <View className="acc-error">{form.errors.form}</View>}
      <Button type="primary" size="small" loading={form.busy} onClick={() => void save()}>
        确认更换
      </Button>
    </View>
  )
}
