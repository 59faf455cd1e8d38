import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { routeUrl } from '@/core/routes'
import { webOrigin } from '@/core/platform/env'
import { callApi } from '@/core/request'
import { useShare } from '@/core/share'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { Field, FormCard } from '@/shared/ui/form'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { qualityApi, type PublicReport } from './api'
import { VERDICT_TEXT } from './machine'
import { ReportBody } from './shared'

const REPORT_PATH = 'pages/quality/report/index' as const

/** The public link: an unguessable token on our own origin, never the order's id. */
export function publicLinkOf(token: string): string {
  return `${webOrigin()}${routeUrl(REPORT_PATH, { token })}`
}

function shareOf(report: PublicReport | undefined, token: string | undefined) {
  return () => ({ title: report ? `鉴定报告 ${report.reportNo}：${VERDICT_TEXT[report.verdict]}` : '鉴定报告', path: REPORT_PATH, params: token ? { token } : {} })
}

/** The dealer's own report (?id=): the report, its public link and check code to pass on. */
function OwnReportView({ id }: { id: number }) {
  const remote = useApiQuery(qualityApi.report, { id }, { signedIn: true })
  const report = remote.data
  const share = useShare(shareOf(report, report?.shareToken))
  return (
    <PageLayout footer={report ? <ActionBar actions={[{ key: 'share', text: '分享报告', kind: 'primary', onTap: () => void share() }]} /> : undefined}>
      <View className="quality-page">
        {!report ? (
          <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={() => void remote.reload()} />
        ) : (
          <>
            <ReportBody report={report} />
            <DetailCard title="分享与查验">
              <InfoRow label="公开链接">{publicLinkOf(report.shareToken)}</InfoRow>
              <InfoRow label="校验码">
                <Text className="quality-code">{report.checkCode}</Text>
              </InfoRow>
              <Note>买家可打开公开链接，或在本页凭「报告编号 + 校验码」查验；公开页面不显示价格、您的联系方式与订单信息。</Note>
            </DetailCard>
          </>
        )}
      </View>
    </PageLayout>
  )
}

/** Signed out through a shared link (?token=): only the public part. */
function PublicReportView({ token }: { token: string }) {
  const remote = useApiQuery(qualityApi.publicReport, { token }, { signedIn: false })
  useShare(shareOf(remote.data, token))
  return (
    <PageLayout>
      <View className="quality-page">
        {remote.data ? (
          <ReportBody report={remote.data} />
        ) : (
          <StateView status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={() => void remote.reload()} />
        )}
      </View>
    </PageLayout>
  )
}

/** No link: a buyer looks the report up by its number and the check code printed on it. */
function LookupView() {
  const [reportNo, setReportNo] = useState('')
  const [checkCode, setCheckCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [found, setFound] = useState<PublicReport | null>(null)
  useShare(shareOf(undefined, undefined))
  const lookup = async () => {
    if (!reportNo.trim() || !checkCode.trim()) return setError('请填写报告编号和校验码')
    setBusy(true)
    try {
      setFound(await callApi(qualityApi.lookup, { reportNo: reportNo.trim(), checkCode: checkCode.trim() }, { handleError: true }))
      setError('')
    } catch (e) {
      setFound(null)
      setError(e instanceof Error && e.message ? e.message : '查询失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value)
    setError('')
  }
  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'lookup', text: '查验报告', kind: 'primary', loading: busy, onTap: () => void lookup() }]} />}>
      <View className="quality-page">
        <FormCard title="查验鉴定报告">
          <Field id="report-no" label="报告编号" value={reportNo} onChange={edit(setReportNo)} maxlength={20} placeholder="如：ZJR20261124303" required />
          <Field
            id="check-code"
            label="校验码"
            value={checkCode}
            onChange={edit(setCheckCode)}
            maxlength={6}
            placeholder="报告上的 6 位校验码"
            required
            error={error || undefined}
          />
        </FormCard>
        {found && <ReportBody report={found} />}
      </View>
    </PageLayout>
  )
}

/** pages/quality/report: ?id= the dealer's report (share); ?token= the public view, signed out; neither: lookup by number + check code. */
export function QualityReport() {
  const { params } = useCurrentRoute()
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined
  if (id !== undefined) return <OwnReportView id={id} />
  if (params.token) return <PublicReportView token={params.token} />
  return <LookupView />
}
