import {
  dispatchStatus,
  fulfilmentOf,
  nextOrderStatuses,
  orderStatusLabels,
  type OrderStatus,
} from '#contracts/order-states'

type MovedOrder = { status: OrderStatus; shippingMethod: string | null }

export function canMoveOrder(order: MovedOrder, to: OrderStatus) {
  return nextOrderStatuses(order.status, fulfilmentOf(order.shippingMethod)).includes(to)
}

const dispatchSteps = new Set<OrderStatus>(Object.values(dispatchStatus))
const lower = (status: OrderStatus) => orderStatusLabels[status].toLowerCase()

/**
 * Why an order cannot move to `to`: the 409's message and the status field's, or null when it can.
 * A dispatch step of another way of fulfilment says which one this order takes ("A Farm Pickup
 * order becomes ready for pickup, not shipped").
 */
export function refusedMove(
  order: MovedOrder & { id: number },
  to: OrderStatus,
  methodName: string,
): { message: string; field: string } | null {
  if (canMoveOrder(order, to)) return null
  const fulfilment = fulfilmentOf(order.shippingMethod)
  if (dispatchSteps.has(to) && fulfilment !== 'in_person' && dispatchStatus[fulfilment] !== to) {
    const own = lower(dispatchStatus[fulfilment])
    return {
      message: `Order #${order.id} goes by ${methodName}: it becomes ${own}, not ${lower(to)}.`,
      field: `A ${methodName} order becomes ${own}`,
    }
  }
  return {
    message: `Order #${order.id} is ${lower(order.status)}; it can't become ${lower(to)}.`,
    field: 'Not allowed from the current status',
  }
}
