/**
 * Order states (DESIGN.md §4: a state machine), the separate payment state, and their labels.
 * No zod here: the storefront's first screens read the labels without loading a schema library.
 */
export const orderStatuses = [
  'pending',
  'confirmed',
  'processing',
  'ready_for_pickup',
  'out_for_delivery',
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
  ready_for_pickup: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
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

/** Shipping method codes whose orders the farm hands over itself (decision 0016, 0042). */
export const farmPickupMethod = 'farm_pickup'
/** In-person orders from the farm-stand portal: paid and handed over at the stand. */
export const farmStandMethod = 'farm_stand'
export const localDeliveryMethod = 'local_delivery'
/** A gift card bought in the shop (decision 0066): e-mailed, so delivered once it is paid. */
export const giftCardMethod = 'gift_card'

/**
 * How an order reaches its buyer, from its shipping method: a carrier (every other method),
 * the farm's own van, collected at the farm stand, or bought in person there (decision 0042).
 */
export type Fulfilment = 'ship' | 'local_delivery' | 'pickup' | 'in_person'

export function fulfilmentOf(shippingMethod: string | null | undefined): Fulfilment {
  // An order without a method is shown as 'Pickup' (spec 3 §2), and is one.
  if (!shippingMethod || shippingMethod === farmPickupMethod) return 'pickup'
  if (shippingMethod === farmStandMethod) return 'in_person'
  if (shippingMethod === localDeliveryMethod) return 'local_delivery'
  return 'ship'
}

/** The step that sends an order on its way: shipped by a carrier, out for delivery, ready at the stand. */
export const dispatchStatus: Record<Exclude<Fulfilment, 'in_person'>, OrderStatus> = {
  ship: 'shipped',
  local_delivery: 'out_for_delivery',
  pickup: 'ready_for_pickup',
}

/**
 * The order state machine: forward one step at a time, the dispatch step being the order's own
 * (a pickup order is never shipped, a shipped one never ready for pickup); delivered is the end
 * (for pickup: collected). Cancel any time before the order leaves the farm; an order waiting at
 * the stand can still be cancelled. An in-person order was handed over when it was paid for.
 */
export function nextOrderStatuses(
  status: OrderStatus,
  fulfilment: Fulfilment,
): readonly OrderStatus[] {
  if (fulfilment === 'in_person')
    return status === 'confirmed' || status === 'processing'
      ? ['delivered', 'cancelled']
      : status === 'pending'
        ? ['confirmed', 'cancelled']
        : []
  switch (status) {
    case 'pending':
      return ['confirmed', 'cancelled']
    case 'confirmed':
      return ['processing', 'cancelled']
    case 'processing':
      return [dispatchStatus[fulfilment], 'cancelled']
    case 'ready_for_pickup':
      return ['delivered', 'cancelled']
    case 'out_for_delivery':
    case 'shipped':
      return ['delivered']
    case 'delivered':
    case 'cancelled':
      return []
  }
}
