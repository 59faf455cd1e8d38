import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { yuan } from '@/shared/format/money'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { maintainApi } from './api'
import { CARE_CATEGORIES, MAINTAIN_TABS, SERVICES, tabCount, turnaroundText } from './machine'
import { Note } from '@/shared/ui/note'

const STEPS = ['拍照描述问题，得到预估价', '寄出商品，工坊签收拍照', '诊断后给出最终报价', '确认并支付后开始养护', '养护完成寄回，享保修']

/** pages/maintain/home: what can be cared for, prices from and turnaround as ranges; the dealer's orders. */
export function MaintainHome() {
  const counts = useApiQuery(maintainApi.counts, undefined, { signedIn: true })
  const countOf = (key: string) => {
    const tab = MAINTAIN_TABS.find((candidate) => candidate.key === key)!
    return counts.data ? tabCount(counts.data, tab.statuses) : undefined
  }
  const orders = (tab: string) => void navigate('pages/maintain/order/list/index', { query: { tab } })
  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'create', text: '立即下单', kind: 'primary', onTap: () => void navigate('pages/maintain/spu-sku/index') }]} />}>
      <View className="maintain-page">
        <DetailCard title="可养护品类">
          <Text className="maintain-service__line">{CARE_CATEGORIES.join(' · ')}</Text>
        </DetailCard>
        <DetailCard title="养护项目">
          {SERVICES.map((service) => (
            <View key={service.key} className="maintain-service">
              <View className="maintain-service__head">
                <Text className="maintain-service__name">{service.name}</Text>
                <Text className="maintain-money">{yuan(service.lowCents)} 起</Text>
              </View>
              <Text className="maintain-service__line">{service.desc}</Text>
              <Text className="maintain-service__line">周期 {turnaroundText(service)}（以工坊诊断为准）</Text>
            </View>
          ))}
          <Note>周期为常见范围而非承诺：复杂损伤、补色调色需要的时间更长，工坊诊断后告知。</Note>
        </DetailCard>
        <DetailCard title="服务流程">
          {STEPS.map((text, index) => (
            <Text key={text} className="maintain-service__line">
              {index + 1}. {text}
            </Text>
          ))}
        </DetailCard>
        <CellGroup title="我的养护订单">
          {(['to_send', 'to_decide', 'in_service', 'all'] as const).map((key) => {
            const tab = MAINTAIN_TABS.find((candidate) => candidate.key === key)!
            const count = countOf(key)
            return <Cell key={key} title={tab.title} extra={count === undefined ? '' : String(count)} arrow onClick={() => orders(key)} />
          })}
        </CellGroup>
      </View>
    </PageLayout>
  )
}
