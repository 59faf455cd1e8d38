import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { INVALID_LINK_TEXT } from '@/core/request/errors'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { APPLICANT_TYPE_TEXT, memberApplyApi, type ApplyDetail as ApplyDetailData } from '../api'
import { companyLabel } from '../apply-rules'
import { useGrantedSync } from '../use-granted-sync'
import { ApplyBanner, Card, Row, REVIEW_POLL_MS, Timeline } from './shared'
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
    <View className='apply-photos'>
      {photos.map((photo, index) => (
        <View key={`${photo.label}-${photo.url}`} className='apply-photos__item'>
          <Photo className='apply-photos__image' src={photo.url} mode='aspectFill' alt={photo.label} onClick={() => void previewPhotos(urls, index)} />
          <Text>{photo.label}</Text>
        </View>
      ))}
    </View>
  )
}

/** pages/member/apply/detail?id=: one application: its state, documents and timeline; 重新申请 after a rejection. */
export function ApplyDetail() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const [waiting, setWaiting] = useState(false)
  // While it waits for review, its state is asked again as the page shows.
  const remote = useApiQuery(memberApplyApi.detail, { id }, { signedIn: true, enabled: valid, pollMs: waiting ? REVIEW_POLL_MS : undefined })
  const apply = remote.data
  useEffect(() => setWaiting(apply?.status === 'submitted' || apply?.status === 'in_review'), [apply])
  useGrantedSync(apply?.status === 'approved')
  const footer =
    apply?.status === 'rejected' ? (
      <Button type='primary' block onClick={() => void navigate('pages/member/apply/home/index', { query: { reapplyId: apply.id } })}>
        重新申请
      </Button>
    ) : undefined
  return (
    <PageLayout status={valid ? remote.status : 'error'} error={valid ? remote.error : INVALID_LINK_TEXT} onRetry={valid ? remote.reload : undefined} footer={footer}>
      {apply && (
        <View className='apply-page'>
          <ApplyBanner apply={apply} />
          <Card title='审核进度'>
            <Timeline events={apply.timeline} />
          </Card>
          <Card title='申请信息'>
            <Row label='申请编号' value={apply.applyNo} />
            <Row label='申请主体' value={APPLICANT_TYPE_TEXT[apply.applicantType]} />
            <Row label={companyLabel(apply.applicantType)} value={apply.companyName} />
            <Row label='信用代码' value={apply.creditCode} />
            <Row label='法人/联系人' value={apply.contactName} />
            <Row label='身份证号' value={apply.idNumberMasked} />
            <Row label='联系电话' value={apply.contactPhone} />
            <Row label='主营品类' value={apply.categories.join('、')} />
            {apply.note && <Row label='备注' value={apply.note} />}
          </Card>
          <Card title='证件与店铺照片'>
            <Documents apply={apply} />
          </Card>
        </View>
      )}
    </PageLayout>
  )
}
