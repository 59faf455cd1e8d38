export { useRouteRecord, useClockedRouteRecord, useRouteId, useDueRefetch, recordLayout, positiveIntId, stringId, RECORD_POLL_MS, DUE_SLACK_MS } from './use-route-record'
export type { RouteRecord, RouteRecordOptions, ClockedRouteRecordOptions, RouteIdOptions, RecordLayout } from './use-route-record'
export { useFlowAction, isStateRefusal, STATE_REFUSAL_CODES, STATE_MOVED_TEXT } from './use-flow-action'
export type { FlowAction, FlowActionOptions, Invalidate, RefusalRule } from './use-flow-action'
