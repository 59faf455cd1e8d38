import { isWeapp } from '../platform/env'
import type { RoutePath } from '../routes'
import { useSession } from '../session/store'

/**
 * What a mini-program under WeChat's review must not offer (spec: audit mode): payment,
 * bidding, consignment and membership purchase, i.e. every page that leads to them. The
 * catalogue (brands, SKUs), stock management and the peer circle stay.
 */
const AUDIT_HIDDEN: RegExp[] = [
  /^pages\/order\//,
  /^pages\/product\/(auction|smu)\//,
  /^pages\/live\//,
  /^pages\/member\//,
  /^pages\/recycle\//,
  /^pages\/maintain\//,
  /^pages\/evaluate\//,
  /^pages\/check-code\//,
  /^pages\/express\/send\//,
  /^pages\/guide\/buyer\//,
  /^pages\/activity\/(member|coupon|guanhuo-activity|guanhuo-activity-voucher)\//,
]

export function hiddenInAudit(path: RoutePath): boolean {
  return AUDIT_HIDDEN.some((pattern) => pattern.test(path))
}

/** Audit mode applies: the mini-program, once start-up has settled it (its default is on until then). */
export function auditApplies(state: { init: boolean; isAuditMode: boolean }, weapp = isWeapp): boolean {
  return weapp && state.init && state.isAuditMode
}

export function useAuditMode(): boolean {
  return useSession((state) => auditApplies(state))
}
