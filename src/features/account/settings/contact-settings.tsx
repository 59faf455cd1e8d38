import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { contactApi, type ContactSettings, type ContactSettingsInput } from '@/core/api/contact'
import { useFlowAction } from '@/shared/flow'
import { useApiQuery } from '@/shared/query'
import { SwitchCell } from '@/shared/ui/cell'
import { checkWechat, maskPhone } from '@/shared/ui/contact/contact-rules'
import { failureShown, failureText } from '@/shared/ui/failure-toast'
import { Field } from '@/shared/ui/form'
import { StateView } from '@/shared/ui/state-view'

function ContactForm({ saved, onDone }: { saved: ContactSettings; onDone: () => void }) {
  const [form, setForm] = useState<ContactSettingsInput>({ showPhone: saved.showPhone, showWechat: saved.showWechat, wechat: saved.wechat, acceptInquiry: saved.acceptInquiry })
  const [errors, setErrors] = useState<{ wechat?: string; form?: string }>({})
  const { busy, run } = useFlowAction({ invalidate: [contactApi.settings] })
  const set = (patch: Partial<ContactSettingsInput>) => {
    const next = { ...form, ...patch }
    setForm(next)
    // A shown error follows what is typed: gone as soon as the id is fine.
    if (errors.wechat) setErrors({ wechat: checkWechat(next.wechat, next.showWechat) })
  }

  const save = async () => {
    const wechat = checkWechat(form.wechat, form.showWechat)
    setErrors({ wechat })
    if (wechat) return
    await run(() => callApi(contactApi.settingsUpdate, { ...form, wechat: form.wechat.trim() }, { handleError: true }), {
      done: '联系方式已保存',
      failed: '保存失败，请稍后重试',
      refusals: [],
      // Said at the button too, unless the request layer has answered it (a shop to open, maintenance).
      onFailure: (error) => !failureShown(error) && setErrors({ form: failureText(error, '保存失败，请稍后重试') }),
      after: onDone,
    })
  }

  return (
    <>
      <SwitchCell title="公开电话" desc={`同行看到 ${maskPhone(saved.phone)}，点拨打后显示完整号码`} checked={form.showPhone} onChange={(showPhone) => set({ showPhone })} />
      <SwitchCell title="公开微信" desc="同行可一键复制微信号" checked={form.showWechat} onChange={(showWechat) => set({ showWechat })} />
      <Field label="微信号" value={form.wechat} onChange={(wechat) => set({ wechat })} error={errors.wechat} maxlength={20} placeholder="请输入微信号" />
      <SwitchCell title="接受询价" desc="同行可就商品向你询价，在消息中查看" checked={form.acceptInquiry} onChange={(acceptInquiry) => set({ acceptInquiry })} />
      {errors.form && <View className="acc-error">{errors.form}</View>}
      <Button type="primary" size="small" loading={busy} onClick={() => void save()}>
        保存
      </Button>
    </>
  )
}

/** 店铺联系方式: what peers see of the shop (phone, WeChat) and whether it takes inquiries. */
export function ContactSettingsPanel({ onDone }: { onDone: () => void }) {
  const remote = useApiQuery(contactApi.settings, undefined, { signedIn: true, pullDown: false })
  return (
    <View className="settings__panel">
      {remote.data ? (
        <ContactForm saved={remote.data} onDone={onDone} />
      ) : (
        <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={() => void remote.reload()} />
      )}
    </View>
  )
}
