import { staffApi } from '@/core/api/staff'
import { useApiQuery } from '@/shared/query'

/**
 * Whether the dealer may see what the shop paid: its owner, and staff the owner allows; undefined
 * until known. The server leaves costs out for the others; this tells a hidden cost from one
 * never entered.
 */
export function useCostVisible(): boolean | undefined {
  const access = useApiQuery(staffApi.access, undefined, { signedIn: true, pullDown: false })
  return access.data?.seesCost
}

/** A cost to show: known to be visible, or (while that is asked) one the server sent. */
export function showsCost(costVisible: boolean | undefined, costCents: number | null): boolean {
  return costVisible === true || (costVisible === undefined && costCents !== null)
}

/** Said where a cost, profit or margin would be, to staff who may not see them. */
export const COST_HIDDEN_TEXT = '成本与利润仅店主可见'
