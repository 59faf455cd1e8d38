import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/checkbox/style/css'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { login } from '@/core/session/auth'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { useOnce } from '@/shared/hooks/use-once'
import { isWeapp } from '@/core/platform/env'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { CAPTCHA_ERROR, PHONE_ERROR, isValidCaptcha, isValidPhone, stripSpaces } from '@/shared/validation/phone'
import { PageLayout } from '@/shared/ui/page-layout'
import { leaveLogin } from './after-login'
import { useSmsSender } from '../sms/use-sms-sender'
import { QrLogin } from './qr-login'
import './login-screen.less'
import { showSuccess } from '@/shared/ui/result/toast-after'

// WeChat's number keyboard on weapp; plain text on H5, where a number input would refuse a
// pasted '138 0013 8000' (spaces are ignored by validation instead).
const DIGITS_INPUT = isWeapp ? 'number' : 'text'

export const AGREEMENT_ERROR = '请先阅读并同意《用户协议》和《隐私政策》'

type Field = 'phone' | 'code' | 'agreement' | 'form'

/** pages/account/login: phone and SMS code, then back to where the user was going. */
export function LoginScreen() {
  const { params } = useCurrentRoute()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const { busy: submitting, once } = useOnce()
  const [mode, setMode] = useState<'sms' | 'qr'>('sms')

  /** New phones sign up, known ones log in: the SMS scene and the final call follow. */
  const isRegistered = async (target: string) => {
    const { registered } = await callApi(accountApi.infoByPhone, { phone: target }, { handleError: true, loading: false })
    return registered
  }

  const sms = useSmsSender(async (target) => ((await isRegistered(target)) ? 'login' : 'register'))
  const sendCode = async () => {
    const error = await sms.send(phone)
    setErrors(error === PHONE_ERROR ? { phone: error } : error ? { code: error } : {})
  }

  const submit = async () => {
    const next: Partial<Record<Field, string>> = {}
    if (!isValidPhone(phone)) next.phone = PHONE_ERROR
    if (!isValidCaptcha(code)) next.code = CAPTCHA_ERROR
    if (!next.phone && !next.code && !agreed) next.agreement = AGREEMENT_ERROR
    setErrors(next)
    if (Object.keys(next).length) return
    await once(async () => {
      try {
        const target = { phone: stripSpaces(phone), code: stripSpaces(code) }
        const call = (await isRegistered(target.phone)) ? accountApi.loginPhone : accountApi.registerPhone
        const { token } = await callApi(call, target, { handleError: true })
        await login(token)
        showSuccess('登录成功')
        await leaveLogin(params)
      } catch (error) {
        reportError(error)
        setErrors({ form: error instanceof Error ? error.message : '登录失败，请稍后重试' })
      }
    })
  }

  return (
    <PageLayout>
      <View className="login">
        <View className="login__brand">
          <View className="login__logo">圈</View>
          <View className="login__name">同行圈</View>
          <View className="login__slogan">二手奢侈品同行交易平台</View>
        </View>

        <View className="login__modes">
          <Text className={`login__mode ${mode === 'sms' ? 'login__mode--on' : ''}`} onClick={() => setMode('sms')}>
            验证码登录
          </Text>
          <Text className={`login__mode ${mode === 'qr' ? 'login__mode--on' : ''}`} onClick={() => setMode('qr')}>
            扫码登录
          </Text>
        </View>
        {mode === 'qr' ? (
          <QrLogin params={params} />
        ) : (
          <>
            <View className={`login__field ${errors.phone ? 'login__field--error' : ''}`}>
              <Text className="login__prefix">+86</Text>
              <Input className="login__input" type={DIGITS_INPUT} maxlength={13} placeholder="请输入手机号" value={phone} onInput={(event) => setPhone(event.detail.value)} />
            </View>
            {errors.phone && <View className="login__error">{errors.phone}</View>}

            <View className={`login__field ${errors.code ? 'login__field--error' : ''}`}>
              <Input className="login__input" type={DIGITS_INPUT} maxlength={6} placeholder="请输入4位验证码" value={code} onInput={(event) => setCode(event.detail.value)} />
              <View className={`login__send ${sms.waiting ? 'login__send--off' : ''}`} onClick={() => void sendCode()}>
                {sms.label}
              </View>
            </View>
            {errors.code && <View className="login__error">{errors.code}</View>}

            <Button className="login__submit" type="primary" block loading={submitting} onClick={() => void submit()}>
              登录
            </Button>
            {errors.form && <View className="login__error login__error--form">{errors.form}</View>}

            <View className="login__agreement">
              {/* NutUI writes its role and state mini-program style (ariaRole), which browsers ignore. */}
              <Checkbox checked={agreed} onChange={(value) => setAgreed(value)} role="checkbox" aria-checked={agreed} aria-label="同意用户协议和隐私政策" />
              <Text onClick={() => setAgreed(!agreed)}>我已阅读并同意</Text>
              <Text className="login__link" onClick={() => navigate('pages/account/privacy/index')}>
                《用户协议》《隐私政策》
              </Text>
            </View>
            {errors.agreement && <View className="login__error">{errors.agreement}</View>}
            <View className="login__hint">未注册的手机号验证后将自动创建账号</View>
          </>
        )}
      </View>
    </PageLayout>
  )
}
