import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useRouteRecord } from '@/shared/flow'
import { yuan } from '@/shared/format/money'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { ListCard } from '@/shared/ui/list-card'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { Photo } from '@/shared/ui/photo'
import { StatusBadge } from '@/shared/ui/status-badge'
import { qualityApi, type Candidate, type Recognition } from './api'
import { choosePhoto } from './choose-photo'
import { BAND_TEXT, NOT_AUTHENTICATION_TEXT } from './machine'
import './quality.less'

const BAND_TONE = { high: 'done', medium: 'active', low: 'info' } as const

/** pages/quality/shikuan/scan: take or choose a photo; recognised, the result page opens. */
export function ShikuanScan() {
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      const photo = await choosePhoto()
      const recognition = await callApi(qualityApi.recognize, { photo }, { handleError: true })
      await navigate('pages/quality/shikuan/result/index', { query: { id: recognition.id } })
    } catch (error) {
      const text = error instanceof Error ? error.message : ''
      // A closed chooser is no failure.
      if (text && !/cancel/i.test(text)) void Taro.showToast({ title: text, icon: 'none' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'shoot', text: '拍照 / 选择照片', kind: 'primary', loading: busy, onTap: () => void start() }]} />}>
      <View className="quality-page">
        <DetailCard title="拍照识款">
          <Text className="quality-faint">拍一张商品正面照，识别可能的款式（最多 5 个），并给出参考价。</Text>
          <InfoRow label="拍摄要点">一次只拍一件，商品居中、光线充足、背景简洁</InfoRow>
          <Note>{`${NOT_AUTHENTICATION_TEXT}。需要真伪结论请提交质检鉴定。`}</Note>
        </DetailCard>
        <View className="quality-link" role="link" onClick={() => void navigate('pages/quality/form/index')}>
          提交质检鉴定 ›
        </View>
      </View>
    </PageLayout>
  )
}

function CandidateCard({ candidate }: { candidate: Candidate }) {
  return (
    <ListCard
      className="quality-candidate"
      cover={<Photo className="list-card__cover quality-cover" src={candidate.cover} mode="aspectFill" />}
      onClick={() => void navigate('pages/product/sku/detail/index', { query: { id: candidate.skuId } })}
      linkLabel={`在商品库查看 ${candidate.brandName} ${candidate.model}`}
    >
      <View className="quality-candidate__row">
        <Text className="list-card__title">{`${candidate.brandName} ${candidate.model}`}</Text>
        <StatusBadge text={`匹配度 ${BAND_TEXT[candidate.band]}`} tone={BAND_TONE[candidate.band]} />
      </View>
      <Text className="quality-candidate__meta">{candidate.category}</Text>
      <Text className="quality-candidate__meta">{`参考价 ${yuan(candidate.referencePriceCents)}（${candidate.priceDate}）`}</Text>
    </ListCard>
  )
}

export function RecognitionBody({ recognition }: { recognition: Recognition }) {
  return (
    <View className="quality-page">
      <Photo className="quality-shot" src={recognition.photo} mode="aspectFit" alt="识别的照片" />
      {recognition.retake ? (
        <DetailCard title="请重拍">
          <InfoRow label="原因">{recognition.retake.reason}</InfoRow>
          <InfoRow label="怎么拍">{recognition.retake.advice}</InfoRow>
        </DetailCard>
      ) : (
        <>
          <Text className="quality-faint">{`可能的款式（${recognition.candidates.length} 个，按匹配度排序），点开在商品库查看`}</Text>
          {recognition.candidates.map((candidate) => (
            <CandidateCard key={candidate.skuId} candidate={candidate} />
          ))}
        </>
      )}
      <Note>{`${NOT_AUTHENTICATION_TEXT}；参考价为所注日期的市场参考，不代表成交价。`}</Note>
    </View>
  )
}

/** pages/quality/shikuan/result?id=: the candidates (≤ 5, band 高/中/低, reference price with date), or a retake with what to do. */
export function ShikuanResult() {
  const { remote, layout } = useRouteRecord(qualityApi.recognition)
  const recognition = remote.data
  const again = () => void navigate('pages/quality/shikuan/scan/index', { replace: true })
  return (
    <PageLayout
      {...layout}
      footer={recognition ? <ActionBar actions={[{ key: 'again', text: recognition.retake ? '重新拍照' : '再识一件', kind: 'primary', onTap: again }]} /> : undefined}
    >
      {recognition && <RecognitionBody recognition={recognition} />}
    </PageLayout>
  )
}
