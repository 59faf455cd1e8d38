import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { accountApi, type BankCard } from '@/core/api/account'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { useFlowAction } from '@/shared/flow'
import { useApiQuery } from '@/shared/query'
import { Cell } from '@/shared/ui/cell'
import { failureText } from '@/shared/ui/failure-toast'
import { CAPTCHA_ERROR, isValidCaptcha, stripSpaces } from '@/shared/validation/phone'
import { Field } from '@/shared/ui/form'
import { StateView } from '@/shared/ui/state-view'
import { useSmsSender } from '../sms/use-sms-sender'

interface CardForm {
  bankName: string
  cardNumber: string
  holderName: string
  code: string
}
const EMPTY: CardForm = { bankName: '', cardNumber: '', holderName: '', code: '' }

export function validateCard(form: CardForm): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<keyof CardForm, string>> = {}
  if (form.bankName.trim().length < 2) errors.bankName = '请填写开户银行'
  if (!/^\d{16,19}$/.test(stripSpaces(form.cardNumber))) errors.cardNumber = '银行卡号应为16-19位数字'
  if (form.holderName.trim().length < 2) errors.holderName = '请填写持卡人姓名'
  if (!isValidCaptcha(form.code)) errors.code = CAPTCHA_ERROR
  return errors
}

/** Bank cards for payouts: list, bind (SMS to the account phone), set default, unbind. */
export function BankCards() {
  const phone = useSession((state) => state.userInfo?.phone ?? '')
  // The page checks the session (useCurrentUser): without one there is nothing to ask.
  const token = useSession((state) => state.userToken)
  const cards = useApiQuery(accountApi.bankcards, undefined, { enabled: Boolean(token) })
  const [adding, setAdding] = useState(false)
  const [form, setForm] = useState<CardForm>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof CardForm | 'form', string>>>({})
  const sms = useSmsSender('bankcard')

  const { busy, run } = useFlowAction({ invalidate: [accountApi.bankcards] })

  const unbind = (card: BankCard) =>
    run(() => callApi(accountApi.bankcardUnbind, { id: card.id }, { handleError: true }), {
      confirm: { title: '解绑银行卡', content: `确定解绑${card.bankName}（尾号${card.cardTail}）吗？`, confirmText: '解绑', danger: true },
      done: '已解绑',
    })

  const setDefault = (card: BankCard) => run(() => callApi(accountApi.bankcardUpdate, { id: card.id, isDefault: true }, { handleError: true }), { done: '已设为默认' })

  const bind = async () => {
    const next = validateCard(form)
    setErrors(next)
    if (Object.keys(next).length) return
    await run(
      () =>
        callApi(
          accountApi.bankcardBind,
          { bankName: form.bankName.trim(), cardNumber: stripSpaces(form.cardNumber), holderName: form.holderName.trim(), code: stripSpaces(form.code) },
          { handleError: true },
        ),
      {
        done: '绑定成功',
        failed: '绑定失败',
        refusals: [],
        onFailure: (error) => setErrors({ form: failureText(error, '绑定失败') }),
        after: () => {
          setForm(EMPTY)
          setAdding(false)
        },
      },
    )
  }

  const set = (key: keyof CardForm) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }))

  if (cards.status === 'loading' || cards.status === 'error') {
    return <StateView status={cards.status} error={cards.error} onRetry={cards.reload} />
  }
  return (
    <View>
      {cards.data?.map((card) => (
        <Cell
          key={card.id}
          title={`${card.bankName}（尾号${card.cardTail}）`}
          tag={card.isDefault && '默认'}
          desc={`持卡人 ${card.holderName}`}
          extra={
            <>
              {!card.isDefault && <Text onClick={() => void setDefault(card)}>设为默认</Text>}
              <Text className="settings__danger" onClick={() => void unbind(card)}>
                解绑
              </Text>
            </>
          }
        />
      ))}
      {!cards.data?.length && <View className="acc-hint">还没有绑定银行卡</View>}
      {adding ? (
        <View className="settings__panel">
          <Field label="开户银行" value={form.bankName} onChange={set('bankName')} error={errors.bankName} placeholder="如 招商银行" />
          <Field label="卡号" value={form.cardNumber} onChange={set('cardNumber')} error={errors.cardNumber} maxlength={23} placeholder="16-19位银行卡号" />
          <Field label="持卡人" value={form.holderName} onChange={set('holderName')} error={errors.holderName} maxlength={20} />
          <Field
            label="验证码"
            value={form.code}
            onChange={set('code')}
            error={errors.code}
            maxlength={6}
            placeholder={`发送至 ${phone.replace(/^(\d{3})\d{4}/, '$1****')}`}
            extra={
              <Text className={`settings__send ${sms.waiting ? 'settings__send--off' : ''}`} onClick={async () => setErrors({ code: (await sms.send(phone)) || undefined })}>
                {sms.label}
              </Text>
            }
          />
          {errors.form && <View className="acc-error">{errors.form}</View>}
          <Button type="primary" size="small" loading={busy} onClick={() => void bind()}>
            确认绑定
          </Button>
        </View>
      ) : (
        <Cell title={<Text className="settings__add">+ 添加银行卡</Text>} onClick={() => setAdding(true)} />
      )}
    </View>
  )
}
