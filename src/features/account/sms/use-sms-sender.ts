import Taro from '@tarojs/taro'
import { accountApi, type SmsScene } from '@/core/api/account'
import { callApi } from '@/core/request'
import { reportError } from '@/core/app/errors'
import { PHONE_ERROR, isValidPhone, stripSpaces } from '@/shared/validation/phone'
import { useOnce } from '@/shared/hooks/use-once'
import { useCountdown } from '../login/use-countdown'

export const RESEND_SECONDS = 60

/**
 * Send an SMS code for a scene, with the 60 s resend countdown and the button's text. The
 * scene may depend on the phone (the login page signs up new phones): pass a function then.
 */
export function useSmsSender(scene: SmsScene | ((phone: string) => Promise<SmsScene>)) {
  const countdown = useCountdown(RESEND_SECONDS)
  const { busy: sending, once } = useOnce()

  /** Resolves with an error message, or '' once the code is sent. */
  const send = async (phone: string): Promise<string> => {
    if (countdown.left > 0) return ''
    if (!isValidPhone(phone)) return PHONE_ERROR
    const message = await once(async () => {
      try {
        const target = stripSpaces(phone)
        const sceneOfPhone = typeof scene === 'function' ? await scene(target) : scene
        await callApi(accountApi.smsSend, { phone: target, scene: sceneOfPhone }, { handleError: true })
        countdown.start()
        void Taro.showToast({ title: '验证码已发送', icon: 'none', duration: 2000 })
        return ''
      } catch (error) {
        reportError(error)
        return error instanceof Error ? error.message : '验证码发送失败'
      }
    })
    return message ?? ''
  }

  const label = countdown.left > 0 ? `${countdown.left}s 后重发` : sending ? '发送中…' : '获取验证码'
  return { send, label, waiting: countdown.left > 0 || sending }
}
