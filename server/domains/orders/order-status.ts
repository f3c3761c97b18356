import { allowedOrderTransitions, type OrderStatus } from '../../../contracts/order-states'

export function canMoveOrder(from: OrderStatus, to: OrderStatus) {
  return allowedOrderTransitions[from].includes(to)
}
