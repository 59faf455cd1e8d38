import { Text, View } from '@tarojs/components'
import type { FlowActionOptions } from '@/shared/flow'
import { invalidateCalls } from '@/shared/query'
import { ListCard } from '@/shared/ui/list-card'
import { StatusBadge, type BadgeTable } from '@/shared/ui/status-badge'
import { yuan } from '@/shared/format/money'
import { fairApi, type Ticket } from './api'
import { FAIR_REFUSALS, TICKET_KIND_TEXT, TICKET_STATUS_TEXT, type TicketKind, type TicketStatus } from './machine'
import '@/shared/ui/title-row'
import './fair.less'

/** Each status's badge: the dealer is wanted while unpaid. */
export const TICKET_BADGES: BadgeTable<`${TicketStatus}`> = {
  '1': { text: TICKET_STATUS_TEXT[1], tone: 'alert' },
  '2': { text: TICKET_STATUS_TEXT[2], tone: 'active' },
  '3': { text: TICKET_STATUS_TEXT[3], tone: 'over' },
  '4': { text: TICKET_STATUS_TEXT[4], tone: 'done' },
  '5': { text: TICKET_STATUS_TEXT[5], tone: 'over' },
}

/** Every fair read may have changed after buying, paying, cancelling or refunding. */
export function changedFair(): Promise<void> {
  return invalidateCalls(fairApi.detail, fairApi.tickets, fairApi.ticket)
}

/** How every ticket action runs: state refusals said in a dialog, then the page reloads. */
export const FAIR_FLOW: FlowActionOptions = {
  invalidate: changedFair,
  refusalTitle: '操作未完成',
  refusals: [409, 410, FAIR_REFUSALS.state, FAIR_REFUSALS.notOnSale, FAIR_REFUSALS.soldOut, FAIR_REFUSALS.limit, FAIR_REFUSALS.notRefundable],
}

export function KindMark({ kind }: { kind: TicketKind }) {
  return (
    <View className={`list-card__cover fair-mark fair-mark--${kind}`}>
      <Text>{TICKET_KIND_TEXT[kind]}</Text>
    </View>
  )
}

export function TicketCard({ ticket, onClick, children }: { ticket: Ticket; onClick?: () => void; children?: React.ReactNode }) {
  return (
    <ListCard className="fair-ticket" cover={<KindMark kind={ticket.kind} />} onClick={onClick} linkLabel="查看门票">
      <View className="title-row">
        <Text className="list-card__title title-row__title">{ticket.kindName}</Text>
        <StatusBadge {...TICKET_BADGES[`${ticket.status}`]} />
      </View>
      <Text className="fair-faint">{ticket.fairTitle}</Text>
      <Text className="fair-faint">{`票号 ${ticket.no} · ${yuan(ticket.priceCents)}`}</Text>
      {children}
    </ListCard>
  )
}
