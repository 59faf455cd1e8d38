import { Text, View } from '@tarojs/components'
import { useAuditMode } from '@/core/app/audit'
import { navigate } from '@/core/navigation'
import { goToLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge } from '@/shared/ui/status-badge'
import { DEPOSIT_RULES } from '@/shared/rules/deposit'
import { memberApplyApi, type ApplyOverview, ApplyBanner, Bullets, TRADING_RULES, depositText } from '@/features/member'

const STEPS = [
  { title: '准备资料', text: '营业执照、法人/联系人身份证、店铺照片' },
  { title: '提交申请', text: '在线填写主体信息并上传资料，约3分钟' },
  { title: '平台审核', text: '1–3个工作日内完成，结果通过消息通知' },
  { title: '开始交易', text: '查看成交价、参与拍卖与捡漏' },
]

// The two deposits, the bidding power, refunds and the offset: the shared words (src/shared/rules/deposit).
const FEES = ['申请交易权限免费，不收取任何审核费用。', ...DEPOSIT_RULES, '成交后按平台规则收取买家服务费，付款时在收银台列明。']

const FAQ = [
  { q: '个人卖家可以申请吗？', a: '可以。个人账号需提供个体工商户营业执照及经营者本人身份证。' },
  { q: '审核没通过怎么办？', a: '在申请详情查看驳回原因，修改资料后点击「重新申请」即可，已填写的内容会自动带入。' },
  { q: '可以同时提交多份申请吗？', a: '不可以。同一账号同一时间只能有一份申请在审核中。' },
  { q: '切换到其他店铺后还有权限吗？', a: '交易权限按账号开通，每个店铺或企业账号需分别申请。' },
]

/** The entry at the bottom: apply, or where the account stands. */
function Entry({ overview }: { overview: ApplyOverview | undefined }) {
  const signedIn = Boolean(useSession((state) => state.userToken))
  if (!signedIn) return <ActionBar actions={[{ key: 'login', text: '登录后申请', kind: 'primary', onTap: () => void goToLogin() }]} />
  const latest = overview?.latest
  const text = overview?.granted ? '查看交易权限' : latest?.status === 'rejected' ? '重新申请' : latest && overview && !overview.canApply ? '查看审核进度' : '申请交易权限'
  return <ActionBar actions={[{ key: 'apply', text, kind: 'primary', onTap: () => void navigate('pages/member/apply/home/index') }]} />
}

/** Signed in with the permission: the account's own deposit, paid or with the way to pay it (member/apply/home). */
function DepositLine() {
  const remote = useApiQuery(memberApplyApi.deposit, undefined, { signedIn: true })
  const deposit = remote.data
  if (!deposit) return null
  return (
    <View>
      <InfoRow label="我的交易保证金" value={<StatusBadge text={depositText(deposit)} tone={deposit.paid ? 'done' : 'active'} />} />
      {!deposit.paid && (
        <View className="apply-link" role="button" onClick={() => void navigate('pages/member/apply/home/index')}>
          去缴纳交易保证金 ›
        </View>
      )}
    </View>
  )
}

/** pages/guide/buyer: how a dealer becomes a buyer on the platform, and the way to apply. */
export function BuyerGuide() {
  const signedIn = Boolean(useSession((state) => state.userToken))
  const audit = useAuditMode()
  // Signed out the guide still reads; only the standing needs a session.
  const remote = useApiQuery(memberApplyApi.overview, undefined, { enabled: signedIn })
  const overview = remote.data
  return (
    <PageLayout footer={<Entry overview={overview} />}>
      <View className="apply-page">
        {overview?.latest ? (
          <ApplyBanner apply={overview.latest} />
        ) : overview?.granted ? (
          <ApplyBanner apply={{ status: 'approved', rejectReason: null, reviewedAt: null, submittedAt: '' }} />
        ) : (
          <View className="apply-banner">
            <View className="apply-banner__title">成为平台买家</View>
            <View className="apply-banner__desc">开通平台交易权限后，即可查看成交价、参与拍卖和捡漏</View>
          </View>
        )}
        <DetailCard title="开通流程">
          <View className="apply-steps">
            {STEPS.map((step, index) => (
              <View key={step.title} className="apply-steps__item">
                <Text className="apply-steps__no">{index + 1}</Text>
                <View>
                  <View className="apply-steps__title">{step.title}</View>
                  <View className="apply-steps__text">{step.text}</View>
                </View>
              </View>
            ))}
          </View>
        </DetailCard>
        {/* Audit mode: nothing here offers or prices a payment. */}
        {!audit && (
          <DetailCard title="费用与保证金">
            <Bullets items={FEES} />
            {signedIn && overview?.granted && <DepositLine />}
          </DetailCard>
        )}
        <DetailCard title="交易规则">
          <Bullets items={TRADING_RULES.map((rule) => rule.replace(/^\d+\.\s*/, ''))} />
        </DetailCard>
        <DetailCard title="常见问题">
          {FAQ.map((item) => (
            <View key={item.q} className="apply-faq">
              <View className="apply-faq__q">{item.q}</View>
              <View className="apply-faq__a">{item.a}</View>
            </View>
          ))}
        </DetailCard>
      </View>
    </PageLayout>
  )
}
