import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { yuan } from '@/shared/format/money'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import type { BankAccount, PayMethod, PayMethodOption, PayOrder } from './api'
import './cashier.less'

/** At most this many receipt photos (the server's limit). */
export const MAX_RECEIPTS = 3

/** The server's methods for this platform and amount; one is chosen, an unavailable one says why. */
export function MethodList({ options, chosen, onChoose }: { options: PayMethodOption[]; chosen: PayMethod | undefined; onChoose: (method: PayMethod) => void }) {
  return (
    <View role="radiogroup" aria-label="支付方式">
      {options.map((option) => (
        <View
          key={option.method}
          className={`cashier__method ${option.available ? '' : 'cashier__method--off'}`}
          role="radio"
          aria-checked={option.method === chosen}
          aria-disabled={!option.available}
          onClick={() => option.available && onChoose(option.method)}
        >
          <View>
            <Text className="cashier__method-title">{option.title}</Text>
            <Text className="cashier__method-note">{option.available ? option.note : (option.reason ?? option.note)}</Text>
          </View>
          <View className={option.method === chosen ? 'cashier__tick' : 'cashier__tick cashier__tick--off'} />
        </View>
      ))}
    </View>
  )
}

function copy(text: string) {
  void Taro.setClipboardData({ data: text.replace(/\s/g, '') })
}

/** 对公转账: the platform's account, the amount and the note to write, then the receipt to upload. */
export function TransferCard({
  amountCents,
  account,
  receipts,
  onReceipts,
  onUploading,
}: {
  /** What to transfer: the order's amount with the coupon in use. */
  amountCents: number
  account: BankAccount
  receipts: string[]
  onReceipts: (urls: string[]) => void
  onUploading: (uploading: boolean) => void
}) {
  return (
    <DetailCard title="对公转账" className="cashier__card cashier__transfer">
      <InfoRow label="户名" value={account.accountName} action="复制" onClick={() => copy(account.accountName)} />
      <InfoRow label="开户行" value={account.bankName} />
      <InfoRow label="账号" value={account.accountNo} action="复制" onClick={() => copy(account.accountNo)} />
      <InfoRow label="金额" value={yuan(amountCents)} />
      <InfoRow label="附言" value={account.remark} action="复制" onClick={() => copy(account.remark)} />
      <Text className="cashier__muted">请使用企业或本人账户转账，附言填写订单号；转账后上传银行回单，平台确认到账后完成支付（通常1个工作日内）。</Text>
      <Text className="cashier__method-title cashier__receipt-title">转账凭证</Text>
      <PhotoPicker value={receipts} onChange={onReceipts} max={MAX_RECEIPTS} cover={false} hint={`上传银行回单或转账截图，最多${MAX_RECEIPTS}张`} onUploadingChange={onUploading} />
    </DetailCard>
  )
}

/** A transfer's receipt is with the platform: 待平台确认. */
export function TransferWaiting({ order }: { order: PayOrder }) {
  return (
    <DetailCard title="待平台确认" className="cashier__card">
      <Text className="cashier__muted">转账凭证已提交（{order.transfer?.receiptUrls.length ?? 0}张），平台核实到账后自动完成支付，请勿重复付款。</Text>
    </DetailCard>
  )
}
