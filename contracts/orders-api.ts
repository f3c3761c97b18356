import { endpoint } from './endpoint'
import { customerOrderListSchema } from './orders'

/** The signed-in customer's own orders, newest first. */
export const listMyOrders = endpoint({
  method: 'GET',
  path: '/api/orders',
  responses: { 200: customerOrderListSchema },
})
