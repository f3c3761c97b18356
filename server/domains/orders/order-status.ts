import {
  allowedOrderTransitions,
  orderStatusLabels,
  type OrderStatus,
} from '../../../contracts/checkout'

export function canMoveOrder(from: OrderStatus, to: OrderStatus) {
  return allowedOrderTransitions[from].includes(to)
}

export const statusLabels = orderStatusLabels
