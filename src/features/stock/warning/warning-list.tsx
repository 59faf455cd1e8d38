import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'
import { callApi } from '@/core/request'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { invalidatePaths, useApiQuery, usePagedQuery } from '@/shared/query'
import { ListFooter } from '@/shared/ui/list-footer'
import { PageLayout } from '@/shared/ui/page-layout'
import { StateView } from '@/shared/ui/state-view'
import { toastFailure } from '@/shared/ui/failure-toast'
import { ItemCard } from '../shared/item-card'
import { stockApi, WARNING_TYPE_TEXT, type WarningRule } from '../api'
import { ruleDescription } from './warning-rules'
import './warning.less'

const FORM = 'pages/stock/inventory/warning/form/index'
const LIST = 'pages/stock/inventory/warning/list/index'

/** What the rule finds now: 12 件商品触发 / 库存不足（在库 2 件） / 库存充足. */
export function hitText(rule: WarningRule): string {
  if (rule.type === 'LOW_QUANTITY') return rule.tripped ? `库存不足（在库 ${rule.hitCount} 件）` : '库存充足'
  return rule.hitCount ? `${rule.hitCount} 件商品触发` : '暂无商品触发'
}

function RuleCard({ rule, onToggle }: { rule: WarningRule; onToggle: (enabled: boolean) => void }) {
  const open = () => void navigate(LIST, { query: { ruleId: String(rule.id) } })
  return (
    <View className={`warning-card ${rule.enabled ? '' : 'warning-card--off'}`}>
      <View className="warning-card__top">
        <View className="warning-card__main" onClick={open}>
          <View className="warning-card__head">
            <Text className="warning-card__name">{rule.name}</Text>
            <Text className="warning-card__type">{WARNING_TYPE_TEXT[rule.type]}</Text>
          </View>
          <View className="warning-card__rule">
            {rule.type === 'LOW_QUANTITY' && <Text className="warning-card__model">{`${rule.brand} ${rule.model}`}</Text>}
            {ruleDescription(rule) && <Text>{ruleDescription(rule)}</Text>}
          </View>
        </View>
        <Switch aria-label={`启用${rule.name}`} checked={rule.enabled} onChange={(value) => onToggle(value)} />
      </View>
      <View className="warning-card__bottom">
        <Text className={`warning-card__hits ${rule.enabled && (rule.type === 'LOW_QUANTITY' ? rule.tripped : rule.hitCount > 0) ? 'warning-card__hits--on' : ''}`} onClick={open}>
          {rule.enabled ? hitText(rule) : `已停用 · ${hitText(rule)}`}
        </Text>
        <Text className="warning-card__link" onClick={open}>
          查看商品 ›
        </Text>
        <Text className="warning-card__link" onClick={() => void navigate(FORM, { query: { id: String(rule.id) } })}>
          编辑
        </Text>
      </View>
    </View>
  )
}

function RuleList() {
  // Asked again on return: a rule added, edited or deleted on the form.
  const remote = useApiQuery(stockApi.warning.rules, undefined, { signedIn: true, isEmpty: (rules) => rules.length === 0 })
  // Switches flipped and not yet confirmed by the server.
  const [pending, setPending] = useState<Record<number, boolean>>({})

  const settle = (id: number) =>
    setPending((previous) => {
      const { [id]: _settled, ...rest } = previous
      return rest
    })

  const toggle = async (rule: WarningRule, enabled: boolean) => {
    setPending((previous) => ({ ...previous, [rule.id]: enabled }))
    try {
      const { id, name, type, threshold, brand, model } = rule
      await callApi(stockApi.warning.update, { id, name, type, threshold, brand, model, enabled }, { handleError: true, loading: false })
      void Taro.showToast({ title: enabled ? '预警已开启' : '预警已关闭', icon: 'none', duration: 1500 })
      // The rules and the stock tab's warning count.
      await invalidatePaths('/stock')
    } catch (error) {
      toastFailure(error, '设置未保存，请重试')
    } finally {
      settle(rule.id)
    }
  }

  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      emptyText="还没有预警规则，添加后库存异常会及时提醒"
      footer={
        <Button type="primary" block onClick={() => void navigate(FORM)}>
          新增预警规则
        </Button>
      }
    >
      <View className="warning-list">
        {remote.data?.map((rule) => (
          <RuleCard key={rule.id} rule={rule.id in pending ? { ...rule, enabled: pending[rule.id] } : rule} onToggle={(value) => void toggle(rule, value)} />
        ))}
        <View className="warning-list__hint">开启的规则会计入库存首页的预警数，关闭后不再提醒。</View>
      </View>
    </PageLayout>
  )
}

/** ?ruleId=: the items that trip one rule. */
function RuleItems({ ruleId }: { ruleId: number }) {
  // Back from an item's detail (priced, sold, deleted): the rule's figures and items again, in place.
  const rule = useApiQuery(stockApi.warning.rule, { id: ruleId }, { signedIn: true })
  const list = usePagedQuery(stockApi.warning.items, { id: ruleId, pageSize: 20 }, { signedIn: true })
  const data = rule.data
  return (
    <PageLayout title={data ? data.name : '预警商品'} status={rule.status} error={rule.error} onRetry={rule.reload}>
      {data && (
        <View className="warning-items__head">
          <View className="warning-card__head">
            <Text className="warning-card__name">{data.name}</Text>
            <Text className="warning-card__type">{WARNING_TYPE_TEXT[data.type]}</Text>
          </View>
          <View className="warning-card__rule">
            {data.type === 'LOW_QUANTITY' && <Text className="warning-card__model">{`${data.brand} ${data.model}`}</Text>}
            {ruleDescription(data) && <Text>{ruleDescription(data)}</Text>}
            <Text className="warning-items__count">{hitText(data)}</Text>
          </View>
          {!data.enabled && <View className="warning-items__off">该规则已停用，不计入库存预警</View>}
        </View>
      )}
      {list.status === 'ready' ? (
        <>
          {list.items.map((item) => (
            <ItemCard key={item.id} item={item} onClick={() => void navigate('pages/stock/inventory/stock/detail/index', { query: { id: String(item.id) } })} />
          ))}
          <ListFooter list={list} />
        </>
      ) : (
        <StateView status={list.status} error={list.error} emptyText="暂无触发该规则的商品" onRetry={list.reload} />
      )}
    </PageLayout>
  )
}

/** pages/stock/inventory/warning/list: the warning rules; with ?ruleId= the items one rule finds. */
export function WarningList() {
  const { params } = useCurrentRoute()
  const ruleId = Number(params.ruleId ?? 0)
  return ruleId > 0 ? <RuleItems ruleId={ruleId} /> : <RuleList />
}
