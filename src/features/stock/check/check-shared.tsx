import { Text, View } from '@tarojs/components'
import './check-shared.less'

/** 已盘 x / 共 y with a bar. */
export function CheckProgress({ found, total }: { found: number; total: number }) {
  const percent = total ? Math.round((found / total) * 100) : 0
  return (
    <View className="check-progress">
      <View className="check-progress__bar" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <View className="check-progress__fill" style={{ width: `${percent}%` }} />
      </View>
      <Text className="check-progress__text">
        已盘 {found} / 共 {total}
      </Text>
    </View>
  )
}
