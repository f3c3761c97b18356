import { allowedOrderTransitions, orderStatusLabels } from '../../../contracts/checkout'
import { type OrderStatus } from '../../../contracts/orders'

export function canMoveOrder(from: OrderStatus, to: OrderStatus) {
  return allowedOrderTransitions[from].includes(to)
}

export const statusLabels = orderStatusLabels
