import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { ArrowRight, Message, Phone, Weixin } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'
import { reportError } from '@/core/app/errors'
import { callApi } from '@/core/request'
import { contactApi, type ContactCard } from '@/core/api/contact'
import { useOnce } from '@/shared/hooks/use-once'
import { useApiQuery } from '@/shared/query'
import { toastFailure } from '@/shared/ui/failure-toast'
import { Photo } from '@/shared/ui/photo'
import { StateView } from '@/shared/ui/state-view'
import { InquiryForm } from './inquiry-form'
import './contact-sheet.less'
import { CSS_COLOR } from '@/core/theme'
import { showSuccess } from '@/shared/ui/result/toast-after'

/** The item a contact starts from, shown as the reader sees it. */
export interface ContactItem {
  id: number
  title: string
  photo: string
  /** '同行价 ¥12,000', '¥9,800'… as the reader may see it; left out when none. */
  priceText?: string
}

/** Whom to contact: a circle shop, or the shop of an account (its showcase). */
export interface ContactTarget {
  shopId?: number
  accountId?: number
  /** The post the contact starts from: the shop is led back to it. */
  postId?: number
  item?: ContactItem
  /** Open on the inquiry form (询价 on an item) instead of the choice of channels. */
  inquire?: boolean
}

export interface ContactSheetProps {
  target: ContactTarget | null
  onClose: () => void
}

/** 138 0013 8000 for reading. */
function spacedPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : phone
}

interface ChannelProps {
  icon: ReactNode
  title: string
  desc: string
  /** Not offered: the row says why and does nothing. */
  off: boolean
  onClick: () => void
}

function Channel({ icon, title, desc, off, onClick }: ChannelProps) {
  return (
    <View className={`contact-sheet__channel ${off ? 'contact-sheet__channel--off' : ''}`} aria-disabled={off} onClick={off ? undefined : onClick}>
      <View className="contact-sheet__icon">{icon}</View>
      <View className="contact-sheet__main">
        <Text className="contact-sheet__title">{title}</Text>
        <Text className="contact-sheet__desc">{desc}</Text>
      </View>
      {!off && <ArrowRight size={12} color={CSS_COLOR.textFaint} />}
    </View>
  )
}

function inquiryDesc(card: ContactCard, item: ContactItem | undefined): string {
  if (card.mine) return '这是你自己的店铺'
  if (!card.acceptsInquiry) return '对方暂未开放询价'
  return item ? `询问「${item.title}」` : '留言给店铺，对方会在消息中看到'
}

function Channels({ card, item, onInquire, onReload }: { card: ContactCard; item?: ContactItem; onInquire: () => void; onReload: () => void }) {
  const [phone, setPhone] = useState<string | null>(null)
  const { once } = useOnce()
  const accent = CSS_COLOR.accent

  // The full number is asked for only now, and kept while the sheet is open.
  const call = () =>
    once(async () => {
      try {
        const number = phone ?? (await callApi(contactApi.phone, { shopId: card.shopId }, { handleError: true })).phone
        setPhone(number)
        await Taro.makePhoneCall({ phoneNumber: number }).catch(() => undefined)
      } catch (error) {
        toastFailure(error, '获取电话失败，请稍后重试')
        // The shop may have changed what it shows meanwhile.
        onReload()
      }
    })

  const copy = async () => {
    if (!card.wechat) return
    try {
      await Taro.setClipboardData({ data: card.wechat })
      showSuccess('微信号已复制')
    } catch (error) {
      reportError(error)
    }
  }

  return (
    <View className="contact-sheet__channels">
      <Channel
        icon={<Phone size={18} color={accent} />}
        title="拨打电话"
        desc={card.phoneMasked ? spacedPhone(phone ?? card.phoneMasked) : '对方未公开电话'}
        off={!card.phoneMasked}
        onClick={() => void call()}
      />
      <Channel icon={<Weixin size={18} color={accent} />} title="复制微信号" desc={card.wechat ?? '对方未公开微信'} off={!card.wechat} onClick={() => void copy()} />
      <Channel icon={<Message size={18} color={accent} />} title="询价" desc={inquiryDesc(card, item)} off={card.mine || !card.acceptsInquiry} onClick={onInquire} />
    </View>
  )
}

function ContactBody({ target, onClose }: { target: ContactTarget; onClose: () => void }) {
  const params = target.shopId !== undefined ? { shopId: target.shopId } : { accountId: target.accountId }
  const remote = useApiQuery(contactApi.card, params, { signedIn: true, pullDown: false })
  const [inquiring, setInquiring] = useState(Boolean(target.inquire))
  const card = remote.data
  if (!card) {
    return (
      <View className="contact-sheet__body">
        <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={() => void remote.reload()} />
      </View>
    )
  }
  // A shop that takes no inquiries (or the reader's own) gets the channels, which say so.
  if (inquiring && card.acceptsInquiry && !card.mine) {
    return (
      <View className="contact-sheet__body">
        <InquiryForm shop={card} item={target.item} postId={target.postId} onBack={() => setInquiring(false)} onClose={onClose} />
      </View>
    )
  }
  return (
    <View className="contact-sheet__body">
      <View className="contact-sheet__shop">
        <Photo className="contact-sheet__avatar" src={card.avatar} mode="aspectFill" />
        <View className="contact-sheet__who">
          <View className="contact-sheet__name">
            <Text className="contact-sheet__name-text">{card.name}</Text>
            {card.verified && <Text className="verified-tag">认证</Text>}
          </View>
          <Text className="contact-sheet__hint">{card.mine ? '同行看到的联系方式' : '联系时请说明来自同行圈'}</Text>
        </View>
      </View>
      <Channels card={card} item={target.item} onInquire={() => setInquiring(true)} onReload={() => void remote.reload()} />
    </View>
  )
}

/**
 * How a dealer reaches another shop: call (the number masked until tapped), copy its WeChat id,
 * or send an inquiry (询价) about an item; what the shop does not show says so.
 */
export function ContactSheet({ target, onClose }: ContactSheetProps) {
  return (
    <Popup visible={target !== null} position="bottom" round closeable onClose={onClose} className="contact-sheet">
      {target && <ContactBody target={target} onClose={onClose} />}
    </Popup>
  )
}
