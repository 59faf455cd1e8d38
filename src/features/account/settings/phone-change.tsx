import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { reportError } from '@/core/app/errors'
import { useOnce } from '@/shared/hooks/use-once'
import { updateCallData } from '@/shared/query'
import { CAPTCHA_ERROR, PHONE_ERROR, isValidCaptcha, isValidPhone, stripSpaces } from '@/shared/validation/phone'
import { Field } from '@/shared/ui/form'
import { useSmsSender } from '../sms/use-sms-sender'

/** Change the phone: the new number and the code sent to it. */
export function PhoneChange({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ phone?: string; code?: string; form?: string }>({})
  const { busy: saving, once } = useOnce()
  const sms = useSmsSender('update-phone')

  const save = async () => {
    const next = { phone: isValidPhone(phone) ? undefined : PHONE_ERROR, code: isValidCaptcha(code) ? undefined : CAPTCHA_ERROR }
    setErrors(next)
    if (next.phone || next.code) return
    await once(async () => {
      try {
        await callApi(accountApi.accountUpdatePhone, { phone: stripSpaces(phone), code: stripSpaces(code) }, { handleError: true })
        const info = await callApi(accountApi.info)
        useSession.setState({ userInfo: info })
        updateCallData(accountApi.info, () => info)
        void Taro.showToast({ title: '手机号已更换', icon: 'success', duration: 1500 })
        onDone()
      } catch (error) {
        reportError(error)
        setErrors({ form: error instanceof Error ? error.message : '更换失败' })
      }
    })
  }

  return (
    <View className='settings__panel'>
      <Field label='新手机号' value={phone} onChange={setPhone} error={errors.phone} maxlength={13} placeholder='请输入新的手机号' />
      <Field
        label='验证码'
        value={code}
        onChange={setCode}
        error={errors.code}
        maxlength={6}
        placeholder='4位短信验证码'
        extra={
          <Text className={`settings__send ${sms.waiting ? 'settings__send--off' : ''}`} onClick={async () => setErrors({ phone: (await sms.send(phone)) || undefined })}>
            {sms.label}
          </Text>
        }
      />
      {errors.form && <View className='acc-error'>{errors.form}</View>}
      <Button type='primary' size='small' loading={saving} onClick={() => void save()}>
        确认更换
      </Button>
    </View>
  )
}
