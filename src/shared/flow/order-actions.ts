import { navigate } from '@/core/navigation'
import type { BarAction } from '@/shared/ui/action-bar'
import type { ConfirmOptions } from '@/shared/ui/confirm'

/** A footer button offered while the server allows one of `when` (the order's allowed actions drive the footer). */
export interface AllowedAction<A extends string> extends BarAction {
  when: A | readonly A[]
}

/** The buttons of the actions the server allows now, in the table's order (minor ones first, the main one last). */
export function allowedActions<A extends string>(allowed: readonly A[], table: readonly AllowedAction<A>[]): BarAction[] {
  return table.filter(({ when }) => (typeof when === 'string' ? [when] : when).some((name) => allowed.includes(name))).map(({ when: _when, ...action }) => action)
}

/** Cancelling an order: a destructive confirm saying what happens next, 确认取消 / 再想想. */
export const cancelConfirm = (title: string, content: string): ConfirmOptions => ({ title, content, confirmText: '确认取消', cancelText: '再想想', danger: true })

/** The server made (or found) the order's pay order: the one cashier pays it. */
export const toCashier = ({ payOrderNo }: { payOrderNo: string }) => navigate('pages/order/cash/index', { query: { payOrderNo }, force: true })
