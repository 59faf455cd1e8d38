import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { checkCodeApi } from './api'
import { CHECK_BRANDS, CHECK_TABS, checkTabCount } from './machine'
import { CheckCard } from './list'
import { NotAuthenticity } from './shared'

const STEPS = ['选择品牌，照原样填写商品上的码', '拍清钢印或标签（字符清晰）', '查码师核对，必要时请您补充', '给出生产时间、产地与可信度']

/** pages/check-code/home: what the service reads (per brand), what it does not (authenticity), the dealer's recent requests. */
export function CheckCodeHome() {
  const counts = useApiQuery(checkCodeApi.counts, undefined, { signedIn: true })
  const recent = useApiQuery(checkCodeApi.list, { tab: 'all', pageSize: 3 }, { signedIn: true })
  const open = (tab: string) => void navigate('pages/check-code/list/index', { query: { tab } })
  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'create', text: '新建查码', kind: 'primary', onTap: () => void navigate('pages/check-code/create/index') }]} />}>
      <View className="check-code-page">
        <DetailCard title="查码能告诉您什么">
          <Text className="check-code-line">根据品牌的码（日期码、序列号、年份字母）读出商品的生产时间与产地。码有歧义时列出每个可能的年份。</Text>
          <NotAuthenticity />
        </DetailCard>
        <DetailCard title="支持的品牌">
          {CHECK_BRANDS.map((brand) => (
            <View key={brand.key} className="check-code-brand">
              <Text className="check-code-line">{`${brand.name} · ${brand.codeLabel}`}</Text>
              <Text className="check-code-faint">{brand.formatText}</Text>
              {brand.noCodeText && <Text className="check-code-faint">{brand.noCodeText}</Text>}
            </View>
          ))}
        </DetailCard>
        <DetailCard title="查询流程">
          {STEPS.map((text, index) => (
            <Text key={text} className="check-code-line">{`${index + 1}. ${text}`}</Text>
          ))}
        </DetailCard>
        <CellGroup title="我的查码">
          {(['needs_info', 'submitted', 'all'] as const).map((key) => {
            const tab = CHECK_TABS.find((candidate) => candidate.key === key)!
            return <Cell key={key} title={tab.title} extra={counts.data ? String(checkTabCount(counts.data, tab.statuses)) : ''} arrow onClick={() => open(key)} />
          })}
        </CellGroup>
        {recent.data && recent.data.list.length > 0 && (
          <DetailCard title="最近查码">
            {recent.data.list.map((request) => (
              <CheckCard key={request.id} request={request} onClick={() => void navigate('pages/check-code/detail/index', { query: { id: request.id } })} />
            ))}
          </DetailCard>
        )}
      </View>
    </PageLayout>
  )
}
