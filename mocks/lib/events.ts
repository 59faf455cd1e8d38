import { isoAt } from './clock'

/** One step of an order's timeline, as the app shows it. */
export interface OrderEvent<S extends string = string> {
  status: S
  at: string
  note: string | null
}

/** An order with a timeline: its status is that of its last step. */
export interface Timelined<E extends OrderEvent> {
  status: E['status']
  timeline: E[]
  updatedAt: string
}

/**
 * Record a step of an order: the event joins its timeline (oldest first), the order takes the
 * event's status, and its updatedAt moves to the event's time unless that is earlier (a step
 * settled late is dated when it happened). `at` is in ms; fields beyond the event's own (who
 * sees it) go in with it.
 */
export function recordEvent<E extends OrderEvent>(order: Timelined<E>, event: Omit<E, 'at'> & { at: number }): E {
  const recorded = { ...event, at: isoAt(event.at) } as unknown as E
  order.status = recorded.status
  order.timeline.push(recorded)
  if (event.at > Date.parse(order.updatedAt)) order.updatedAt = recorded.at
  return recorded
}
