import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import type { Remote } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import type { FlitPlatform } from '../api'
import { CSS_COLOR } from '@/core/theme'

/** Brand colour of each platform's badge. */
const PLATFORM_COLOUR: Record<string, string> = { xianyu: '#f5b400', hongbulin: '#d6334a', xiaohongshu: '#ff2442', dewu: CSS_COLOR.text }

/** Step 1: the platforms the dealer has a store on. */
export function FlitPlatforms({ remote, onPick }: { remote: Remote<FlitPlatform[]>; onPick: (platform: FlitPlatform) => void }) {
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} emptyText="暂无可搬家的平台">
      <View className="flit__hint">选择平台，勾选店铺里的商品一键导入库存；已导入过的商品会自动跳过。</View>
      <View className="flit__platforms">
        {remote.data?.map((platform) => (
          <View key={platform.id} className="flit__platform" onClick={() => onPick(platform)}>
            <View className="flit__badge" style={{ background: PLATFORM_COLOUR[platform.id] ?? CSS_COLOR.accent }}>
              {platform.name.slice(0, 1)}
            </View>
            <View className="flit__platform-main">
              <View className="flit__platform-name">{platform.name}</View>
              <View className="flit__platform-store">{platform.storeName}</View>
              <View className="flit__platform-counts">
                <Text>共{platform.itemCount}件商品</Text>
                <Text className={platform.importedCount ? 'flit__imported-count' : ''}>已导入{platform.importedCount}件</Text>
              </View>
            </View>
            <ArrowRight size={14} color={CSS_COLOR.textFaint} />
          </View>
        ))}
      </View>
    </PageLayout>
  )
}
