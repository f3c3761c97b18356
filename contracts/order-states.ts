/**
 * Order states (DESIGN.md §4: a state machine), the separate payment state, and their labels.
 * No zod here: the storefront's first screens read the labels without loading a schema library.
 */
export const orderStatuses = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const paymentStatuses = [
  'unpaid',
  'paid',
  'failed',
  'refunded',
  'partially_refunded',
] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
}

/** The order state machine: forward one step at a time; cancel any time before shipping. */
export const allowedOrderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}
