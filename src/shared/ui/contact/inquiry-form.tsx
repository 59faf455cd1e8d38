import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import { ArrowLeft } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'
import { reportError } from '@/core/app/errors'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { ensureUserInfo } from '@/core/session/user'
import { contactApi, type ContactCard } from '@/core/api/contact'
import { useOnce } from '@/shared/hooks/use-once'
import { failureShown, failureText } from '@/shared/ui/failure-toast'
import { AttachedItem } from './attached-item'
import type { ContactItem } from './contact-sheet'
import { checkInquiryMessage, INQUIRY_MAX_TEXT, maskPhone } from './contact-rules'
import { ResultPanel } from '../result'

export const INQUIRY_SENT_TEXT = '询价已发送，对方会在消息中看到'

export interface InquiryFormProps {
  shop: Pick<ContactCard, 'shopId' | 'name'>
  item?: ContactItem
  postId?: number
  onBack: () => void
  onClose: () => void
}

/** The typed value of an input event, as Taro's components hand it out on every platform. */
function typed(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

/** An inquiry to a shop: the item attached, a message, and the sender's phone to call back. */
export function InquiryForm({ shop, item, postId, onBack, onClose }: InquiryFormProps) {
  const myPhone = useSession((state) => state.userInfo?.phone)
  const [message, setMessage] = useState(item ? '你好，请问这件还在吗？' : '你好，想咨询一下店里的货，方便联系吗？')
  const [withPhone, setWithPhone] = useState(true)
  const [error, setError] = useState('')
  const [sent, setSent] = useState(false)
  const { busy, once } = useOnce()

  useEffect(() => {
    if (!myPhone) ensureUserInfo().catch(reportError)
  }, [myPhone])

  const send = () =>
    once(async () => {
      const problem = checkInquiryMessage(message)
      setError(problem ?? '')
      if (problem) return
      try {
        const callbackPhone = withPhone && myPhone ? myPhone : undefined
        await callApi(contactApi.inquire, { shopId: shop.shopId, itemId: item?.id, postId, message: message.trim(), callbackPhone }, { handleError: true })
        setSent(true)
      } catch (failure) {
        // What was typed stays; the server's reason is shown under it.
        reportError(failure)
        if (!failureShown(failure)) setError(failureText(failure, '询价发送失败，请稍后重试'))
      }
    })

  if (sent) {
    return (
      <ResultPanel title={INQUIRY_SENT_TEXT} actions={[{ text: '完成', primary: true, onClick: onClose }]}>
        {withPhone && myPhone ? `对方可拨打 ${maskPhone(myPhone)} 回复你` : undefined}
      </ResultPanel>
    )
  }

  return (
    <View className="contact-sheet__form">
      <View className="contact-sheet__form-head">
        <View className="contact-sheet__back" aria-label="返回" onClick={onBack}>
          <ArrowLeft size={16} />
        </View>
        <Text className="contact-sheet__form-title">向「{shop.name}」询价</Text>
      </View>
      {item && <AttachedItem title={item.title} photo={item.photo} priceText={item.priceText} />}
      <View className={`contact-sheet__message ${error ? 'contact-sheet__message--error' : ''}`}>
        <Textarea
          className="contact-sheet__textarea"
          value={message}
          placeholder="请输入询价内容"
          maxlength={INQUIRY_MAX_TEXT}
          onInput={(event) => {
            setMessage(typed(event))
            if (error) setError('')
          }}
        />
        <Text className="contact-sheet__count">
          {message.trim().length}/{INQUIRY_MAX_TEXT}
        </Text>
      </View>
      {error && <View className="contact-sheet__error">{error}</View>}
      {myPhone && (
        <View className="contact-sheet__callback">
          <View className="contact-sheet__main">
            <Text className="contact-sheet__title">留下手机号</Text>
            <Text className="contact-sheet__desc">{maskPhone(myPhone)}，方便对方回电</Text>
          </View>
          <Switch aria-label="留下手机号" checked={withPhone} onChange={setWithPhone} />
        </View>
      )}
      <Button className="contact-sheet__send" type="primary" block loading={busy} onClick={() => void send()}>
        发送询价
      </Button>
    </View>
  )
}
