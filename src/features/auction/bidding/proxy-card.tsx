import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { useAuditMode } from '@/core/app/audit'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { useFlowAction } from '@/shared/flow'
import { DetailCard } from '@/shared/ui/detail-card'
import { ensureTradingPermission } from '@/features/member'
import { auctionApi, BID_REFUSALS, type LotDetail } from '../api'
import { depositDue } from '../deposit-banner'
import { ProxySheet } from './proxy-sheet'
import './bidding.less'

/** The exhausted ceiling's words (the lot page and the journey read them). */
export const PROXY_EXHAUSTED = '已被超越，代理出价已用尽'

/** Refusals over the lot's state: the server's words in a dialog, and the lot as it is now. */
const PROXY_REFUSALS = [BID_REFUSALS.belowNext, BID_REFUSALS.closed, 409, 410]

function proxyState(lot: LotDetail): { title: string; sub: string; tone: string } {
  const proxy = lot.myProxy
  if (!proxy) return { title: '未设置代理出价', sub: '设置最高出价后，被超越时平台按加价幅度自动替您出价，直至该上限', tone: 'none' }
  if (proxy.status === 'exhausted') {
    return { title: `${PROXY_EXHAUSTED}（上限 ${yuan(proxy.ceilingCents)}）`, sub: '当前价已超过您的上限，可重新设置更高的上限或手动出价', tone: 'exhausted' }
  }
  const leading = lot.myState === 'leading'
  return { title: `代理出价上限 ${yuan(proxy.ceilingCents)} · 进行中`, sub: leading ? '被超越时将自动加价，直至该上限' : '正在为您自动出价', tone: 'active' }
}

/**
 * 代理出价 on a live lot: the dealer's ceiling, whether it is active or spent, and setting,
 * raising or cancelling it (the server bids; the reply is the lot after it). Shown while the
 * lot is live and the session's deposit is not due (the deposit comes first); nothing in audit mode.
 */
export function ProxyCard({ lot, onLot }: { lot: LotDetail; onLot: (fresh: LotDetail) => void }) {
  const audit = useAuditMode()
  const [sheet, setSheet] = useState(false)
  const action = useFlowAction({ refusals: PROXY_REFUSALS, refusalTitle: '代理出价未完成', failed: '代理出价设置失败，请稍后重试' })
  if (audit || lot.status !== 'live' || lot.deposit === null || depositDue(lot.deposit)) return null
  const state = proxyState(lot)
  const active = lot.myProxy?.status === 'active'
  const open = async () => {
    if (await ensureTradingPermission({ feature: '代理出价' })) setSheet(true)
  }
  const set = (ceilingCents: number) => {
    setSheet(false)
    void action.run(() => callApi(auctionApi.setProxy, { lotId: lot.id, ceilingCents }, { handleError: true }), {
      after: onLot,
      done: '代理出价已设置',
      invalidate: () => reloadLot(lot.id, onLot),
    })
  }
  const cancel = () =>
    void action.run(() => callApi(auctionApi.cancelProxy, { lotId: lot.id }, { handleError: true }), {
      confirm: { title: '取消代理出价？', content: '取消后平台不再替您自动出价，已出的价不会撤回。', confirmText: '取消代理', cancelText: '再想想', danger: true },
      after: onLot,
      done: '已取消代理出价',
      invalidate: () => reloadLot(lot.id, onLot),
    })
  return (
    <DetailCard className={`auction-proxy auction-proxy--${state.tone}`} title="代理出价">
      <View className="auction-proxy__state" role="status">
        {state.title}
        <Text className="auction-proxy__sub">{state.sub}</Text>
      </View>
      <View className="auction-proxy__actions">
        {active && (
          <Button size="small" loading={action.busy} onClick={cancel}>
            取消代理
          </Button>
        )}
        <Button size="small" type="primary" loading={action.busy} onClick={() => void open()}>
          {active ? '提高上限' : lot.myProxy ? '重新设置' : '设置代理出价'}
        </Button>
      </View>
      <ProxySheet lot={lot} visible={sheet} onClose={() => setSheet(false)} onSet={set} />
    </DetailCard>
  )
}

/** After a success or a refusal: the lot as the server has it now (a refusal carries it too). */
async function reloadLot(lotId: number, onLot: (fresh: LotDetail) => void): Promise<void> {
  const fresh = await callApi(auctionApi.lot, { id: lotId }, { handleError: false, loading: false }).catch(() => null)
  if (fresh) onLot(fresh)
}
