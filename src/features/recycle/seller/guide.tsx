import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { PageLayout } from '@/shared/ui/page-layout'
import { BIDDING_WINDOW_MS, FEE_MIN_CENTS, FEE_RATE, feeCents, payoutCents, PRE_QUOTE_VALID_DAYS, QUOTE_VALID_DAYS, RECHECK_ANSWER_HOURS } from '../machine'
import { DetailCard } from '@/shared/ui/detail-card'
import { RecycleAuditGuard } from '../shared'
import { RETURN_SHIPPING_RULE, SEND_SHIPPING_TEXT } from './guide-rules'
import './guide.less'
import { Note } from '@/shared/ui/note'

const DAY_MS = 24 * 3600 * 1000
/** 2% (the rate as people write it; no float noise). */
const FEE_PERCENT = `${Math.round(FEE_RATE * 10000) / 100}%`
/** Final prices of the worked examples: a usual one, and one where the minimum fee applies. */
export const FEE_EXAMPLES_CENTS = [1_000_000, Math.round(FEE_MIN_CENTS / FEE_RATE / 2)] as const

const STEPS: { title: string; text: string }[] = [
  { title: '发布', text: '从库存选择或填写商品信息，上传图片；可先估价，也可直接发布竞价' },
  { title: '买家报价', text: `发布后${BIDDING_WINDOW_MS / DAY_MS}天内，平台上的同行买家出价` },
  { title: '接受报价', text: '在有效期内选择一个满意的报价，订单进入待发货' },
  { title: '寄出', text: '按买家的收货地址寄出商品，填写快递单号' },
  { title: '验货定价', text: '买家收货后验货，给出最终验货价' },
  { title: '确认成交/打款', text: '接受验货价即成交，扣除服务费后打款；不接受可申请退回' },
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailCard title={title}>
      <View className="recycle-guide__text">{children}</View>
    </DetailCard>
  )
}

function FeeExample({ finalCents }: { finalCents: number }) {
  const fee = feeCents(finalCents)
  const minimum = Math.round(finalCents * FEE_RATE) < FEE_MIN_CENTS
  return (
    <View className="recycle-guide__example">
      <Text>
        成交价 {yuan(finalCents)}：服务费 {yuan(fee)}
        {minimum ? `（按最低${yuan(FEE_MIN_CENTS)}收取）` : `（${yuan(finalCents)} × ${FEE_PERCENT}）`}，到账 {yuan(payoutCents(finalCents))}
      </Text>
    </View>
  )
}

function GuideScreen() {
  return (
    <PageLayout
      footer={
        <Button type="primary" block onClick={() => void navigate('pages/recycle/seller/home/index')}>
          去发布
        </Button>
      }
    >
      <View className="recycle-guide">
        <DetailCard title="回收流程">
          <View className="recycle-guide__steps" role="list">
            {STEPS.map((step, index) => (
              <View key={step.title} role="listitem" className="recycle-guide__step">
                <Text className="recycle-guide__index">{index + 1}</Text>
                <View className="recycle-guide__step-body">
                  <Text className="recycle-guide__step-title">{step.title}</Text>
                  <Text className="recycle-guide__step-text">{step.text}</Text>
                </View>
              </View>
            ))}
          </View>
          <Note className="recycle-guide__aside">估价：不确定价格时可先估价，买家根据图片给出价格区间（仅供参考，有效{PRE_QUOTE_VALID_DAYS}天），满意后再发布竞价。</Note>
        </DetailCard>
        <Section title="报价与有效期">
          发布竞价后{BIDDING_WINDOW_MS / DAY_MS}天内（{BIDDING_WINDOW_MS / 3600_000}小时）买家可报价。每个报价由买家选择有效期 {QUOTE_VALID_DAYS.join('、')}{' '}
          天，过期后不可接受；竞价结束仍无有效报价的，订单流拍。
        </Section>
        <Section title="费用">
          <Text>
            回收服务费为成交价的{FEE_PERCENT}，最低{yuan(FEE_MIN_CENTS)}，在打款时扣除。例如：
          </Text>
          {FEE_EXAMPLES_CENTS.map((cents) => (
            <FeeExample key={cents} finalCents={cents} />
          ))}
        </Section>
        <Section title="运费">
          <View>{SEND_SHIPPING_TEXT}。</View>
          <View>退回运费：{RETURN_SHIPPING_RULE}。申请退回时页面会写明本单由谁承担。</View>
        </Section>
        <Section title="复检申诉">
          对验货价有异议，可在确认成交前申请复检：每笔订单一次，填写原因并上传凭证图片。平台在{RECHECK_ANSWER_HOURS}小时内答复，维持原价或调整验货价。
        </Section>
        <Section title="打款">确认成交后扣除服务费打款：选择账户余额即时到账；选择银行卡预计1–3个工作日到账。</Section>
      </View>
    </PageLayout>
  )
}

/** pages/recycle/guide (回收指南): how recycling works, its times, fees and rules; no account needed. */
export function RecycleGuide() {
  return (
    <RecycleAuditGuard>
      <GuideScreen />
    </RecycleAuditGuard>
  )
}
