import type { OrderDetail } from '#contracts/checkout'

type Order = Pick<OrderDetail, 'status' | 'paymentStatus'>

/** How the confirmation screen reads an order. */
export type OrderOutcome = 'paid' | 'awaiting' | 'failed'

export function orderOutcome(order: Order): OrderOutcome {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return 'paid'
  if (order.paymentStatus === 'failed' || order.status === 'cancelled') return 'failed'
  return 'awaiting'
}

/** Stripe sends the buyer back before its webhook may have arrived: ask again every 2 s, 30 times. */
export const paymentPollMs = 2000
export const paymentPollLimit = 30

export function pollInterval(order: Order | undefined, answers: number): number | false {
  if (!order || orderOutcome(order) !== 'awaiting' || answers >= paymentPollLimit) return false
  return paymentPollMs
}

/** The `order` query parameter as an order id, or null when it is not one. */
export function orderIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= 2_147_483_647 ? id : null
}
