import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useRouteRecord } from '@/shared/flow'
import { ActionBar, type BarAction } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { Timeline } from '@/shared/ui/timeline'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { APPLICANT_TYPE_TEXT, memberApplyApi, type ApplyDetail as ApplyDetailData } from '../api'
import { companyLabel } from '../apply-rules'
import { useGrantedSync } from '../use-granted-sync'
import { ApplyBanner, REVIEW_POLL_MS, timelineOf } from './shared'
import './apply.less'

function Documents({ apply }: { apply: ApplyDetailData }) {
  const photos = [
    { label: '营业执照', url: apply.licensePhoto },
    { label: '身份证人像面', url: apply.idFrontPhoto },
    { label: '身份证国徽面', url: apply.idBackPhoto },
    ...apply.shopPhotos.map((url, index) => ({ label: `店铺照片${index + 1}`, url })),
  ]
  const urls = photos.map((photo) => photo.url)
  return (
    <View className="apply-photos">
      {photos.map((photo, index) => (
        <View key={`${photo.label}-${photo.url}`} className="apply-photos__item">
          <Photo className="apply-photos__image" src={photo.url} mode="aspectFill" alt={photo.label} onClick={() => void previewPhotos(urls, index)} />
          <Text>{photo.label}</Text>
        </View>
      ))}
    </View>
  )
}

const underReview = (apply: ApplyDetailData) => apply.status === 'submitted' || apply.status === 'in_review'

/** pages/member/apply/detail?id=: one application: its state, documents and timeline; 重新申请 after a rejection. */
export function ApplyDetail() {
  // While it waits for review, its state is asked again as the page shows.
  const { record: apply, layout } = useRouteRecord(memberApplyApi.detail, { watch: underReview, pollMs: REVIEW_POLL_MS })
  useGrantedSync(apply?.status === 'approved')
  const actions: BarAction[] =
    apply?.status === 'rejected'
      ? [{ key: 'reapply', text: '重新申请', kind: 'primary', onTap: () => void navigate('pages/member/apply/home/index', { query: { reapplyId: apply.id } }) }]
      : []
  return (
    <PageLayout {...layout} footer={actions.length ? <ActionBar actions={actions} /> : undefined}>
      {apply && (
        <View className="apply-page">
          <ApplyBanner apply={apply} />
          <DetailCard title="审核进度">
            <Timeline events={timelineOf(apply.timeline)} order="oldest-first" label="审核进度" />
          </DetailCard>
          <DetailCard title="申请信息">
            <InfoRow label="申请编号" value={apply.applyNo} />
            <InfoRow label="申请主体" value={APPLICANT_TYPE_TEXT[apply.applicantType]} />
            <InfoRow label={companyLabel(apply.applicantType)} value={apply.companyName} />
            <InfoRow label="信用代码" value={apply.creditCode} />
            <InfoRow label="法人/联系人" value={apply.contactName} />
            <InfoRow label="身份证号" value={apply.idNumberMasked} />
            <InfoRow label="联系电话" value={apply.contactPhone} />
            <InfoRow label="主营品类" value={apply.categories.join('、')} />
            {apply.note && <InfoRow label="备注" value={apply.note} />}
          </DetailCard>
          <DetailCard title="证件与店铺照片">
            <Documents apply={apply} />
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
