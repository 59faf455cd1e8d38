import { Text, View } from '@tarojs/components'
import type { Inspection, RecycleItem } from '../api'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import './parts.less'

/** 登记 95新 → 验货 9新, or 98新（与登记一致）. */
export function gradeCompareText(listed: string, inspected: string): string {
  return listed === inspected ? `${inspected}（与登记一致）` : `登记 ${listed} → 验货 ${inspected}`
}

/** 登记 盒子、防尘袋 → 验货 盒子，缺防尘袋; 齐全 when nothing is missing. */
export function accessoriesCompareText(listed: readonly string[], missing: readonly string[]): string {
  if (!listed.length) return '未登记配件'
  if (!missing.length) return `${listed.join('、')}（齐全）`
  const present = listed.filter((name) => !missing.includes(name))
  return `登记 ${listed.join('、')} → 验货 ${present.length ? `${present.join('、')}，` : ''}缺${missing.join('、')}`
}

/** What the inspection found beside what the listing said: grade, accessories, the cut's reason and photos. */
export function InspectionCompareCard({ item, inspection }: { item: RecycleItem; inspection: Inspection }) {
  const gradeChanged = item.grade !== inspection.grade
  return (
    <DetailCard title="验货结果（对比登记）" className="recycle-compare">
      <InfoRow label="成色">
        <Text className={gradeChanged ? 'recycle-compare__changed' : ''}>{gradeCompareText(item.grade, inspection.grade)}</Text>
      </InfoRow>
      <InfoRow label="配件">
        <Text className={inspection.missingAccessories.length ? 'recycle-compare__changed' : ''}>{accessoriesCompareText(item.accessories, inspection.missingAccessories)}</Text>
      </InfoRow>
      {inspection.reason && <InfoRow label="压价原因">{inspection.reason}</InfoRow>}
      {inspection.note && <InfoRow label="验货说明">{inspection.note}</InfoRow>}
      {inspection.photos.length ? <PhotoRow photos={inspection.photos} /> : <View className="recycle-compare__none">买家未上传验货图片</View>}
    </DetailCard>
  )
}
