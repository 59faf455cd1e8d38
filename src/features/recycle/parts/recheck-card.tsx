import { Text } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import type { Recheck } from '../api'
import { Card, Pill, Row } from '../shared'
import { PhotoRow } from './item-card'
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
    <Card title='复检申诉' className='recycle-recheck-card' extra={<Pill tone={answer ? 'done' : undefined}>{answer ? '已答复' : '待答复'}</Pill>}>
      <Row label='申诉原因'>{recheck.reason}</Row>
      {recheck.note && <Row label='说明'>{recheck.note}</Row>}
      <PhotoRow photos={recheck.photos} />
      <Row label='申请时间'>{formatDate(recheck.askedAt)}</Row>
      {answer ? (
        <>
          <Row label='复检结果'>
            <Text className={answer.verdict === 'revised' ? 'recycle-money' : ''}>{recheckVerdictText(answer)}</Text>
            {answer.verdict === 'upheld' && `（验货价 ${yuan(answer.finalPriceCents)}）`}
          </Row>
          {answer.note && <Row label='平台答复'>{answer.note}</Row>}
          <Row label='答复时间'>{formatDate(answer.answeredAt)}</Row>
        </>
      ) : (
        <Row label='答复截止'>{formatDate(recheck.answerDueAt)}</Row>
      )}
    </Card>
  )
}
