import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { logout } from '@/core/session/auth'
import { useFlowAction } from '@/shared/flow'
import { failureText } from '@/shared/ui/failure-toast'
import { CAPTCHA_ERROR, isValidCaptcha, stripSpaces } from '@/shared/validation/phone'
import { Field } from '@/shared/ui/form'
import { useSmsSender } from '../sms/use-sms-sender'

/** Closing the account: what it means, a code sent to the phone, and a last confirmation. */
export function CloseAccount({ phone }: { phone: string }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const sms = useSmsSender('close-account')
  const { busy, run } = useFlowAction({ refusals: [] })

  const close = async () => {
    if (!isValidCaptcha(code)) {
      setError(CAPTCHA_ERROR)
      return
    }
    await run(() => callApi(accountApi.close, { code: stripSpaces(code) }, { handleError: true }), {
      confirm: {
        title: '确认注销账号',
        content: '注销后，账号下的店铺、库存与订单数据将无法找回，且不能再用此手机号登录。',
        confirmText: '确认注销',
        danger: true,
      },
      done: '账号已注销',
      failed: '注销失败',
      onFailure: (failure) => setError(failureText(failure, '注销失败')),
      after: () => logout(),
    })
  }

  return (
    <View className="settings__panel">
      <View className="acc-hint">注销前请确认没有进行中的订单、拍卖与未结算款项。</View>
      <Field
        label="验证码"
        value={code}
        onChange={setCode}
        error={error}
        maxlength={6}
        placeholder={`发送至 ${phone.replace(/^(\d{3})\d{4}/, '$1****')}`}
        extra={
          <Text className={`settings__send ${sms.waiting ? 'settings__send--off' : ''}`} onClick={async () => setError(await sms.send(phone))}>
            {sms.label}
          </Text>
        }
      />
      <Button type="danger" size="small" loading={busy} onClick={() => void close()}>
        注销账号
      </Button>
    </View>
  )
}
