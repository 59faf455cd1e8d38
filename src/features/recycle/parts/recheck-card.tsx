import { Text, View } from '@tarojs/components'
import { yuan } from '@/shared/format/money'
import { formatDate } from '@/shared/format/date'
import type { Recheck } from '../api'
import { Card, Row } from '../shared'
import { PhotoRow } from './item-card'
import './parts.less'

export const RECHECK_VERDICT_TEXT = { upheld: '维持原验货价', revised: '已调整验货价' } as const

/** The seller's dispute of the inspection and the platform's answer (or when it is due). */
export function RecheckCard({ recheck }: { recheck: Recheck }) {
  const { answer } = recheck
  return (
    <Card title='复检申诉' className='recycle-recheck-card' extra={<Text className='recycle-mark'>{answer ? '已答复' : '处理中'}</Text>}>
      <Row label='申诉原因'>{recheck.reason}</Row>
      {recheck.note && <Row label='说明'>{recheck.note}</Row>}
      {recheck.photos.length > 0 && (
        <View className='recycle-card__photos'>
          <PhotoRow photos={recheck.photos} />
        </View>
      )}
      <Row label='申请时间'>{formatDate(recheck.askedAt)}</Row>
      {answer ? (
        <>
          <Row label='复检结果'>
            <Text className={answer.verdict === 'revised' ? 'recycle-diff' : ''}>{RECHECK_VERDICT_TEXT[answer.verdict]}</Text>
            ，验货价 {yuan(answer.finalPriceCents)}
          </Row>
          {answer.note && <Row label='平台答复'>{answer.note}</Row>}
          <Row label='答复时间'>{formatDate(answer.answeredAt)}</Row>
        </>
      ) : (
        <Row label='预计答复'>{formatDate(recheck.answerDueAt)} 前</Row>
      )}
    </Card>
  )
}
