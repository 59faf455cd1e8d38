import { Text } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import type { Recheck } from '../api'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { StatusBadge } from '@/shared/ui/status-badge'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import './parts.less'

type RecheckAnswer = NonNullable<Recheck['answer']>

/** 改价为 ¥9,800 / 维持原价. */
export function recheckVerdictText(answer: RecheckAnswer): string {
  return answer.verdict === 'revised' ? `改价为 ${yuan(answer.finalPriceCents)}` : '维持原价'
}

/** The seller's dispute of the inspection and the platform's answer (or when it is due). */
export function RecheckCard({ recheck }: { recheck: Recheck }) {
  const { answer } = recheck
  return (
    <DetailCard title="复检申诉" className="recycle-recheck-card" extra={<StatusBadge tone={answer ? 'done' : undefined}>{answer ? '已答复' : '待答复'}</StatusBadge>}>
      <InfoRow label="申诉原因">{recheck.reason}</InfoRow>
      {recheck.note && <InfoRow label="说明">{recheck.note}</InfoRow>}
      <PhotoRow photos={recheck.photos} />
      <InfoRow label="申请时间">{formatDate(recheck.askedAt)}</InfoRow>
      {answer ? (
        <>
          <InfoRow label="复检结果">
            <Text className={answer.verdict === 'revised' ? 'recycle-money' : ''}>{recheckVerdictText(answer)}</Text>
            {answer.verdict === 'upheld' && `（验货价 ${yuan(answer.finalPriceCents)}）`}
          </InfoRow>
          {answer.note && <InfoRow label="平台答复">{answer.note}</InfoRow>}
          <InfoRow label="答复时间">{formatDate(answer.answeredAt)}</InfoRow>
        </>
      ) : (
        <InfoRow label="答复截止">{formatDate(recheck.answerDueAt)}</InfoRow>
      )}
    </DetailCard>
  )
}
