import type { FastifyInstance } from 'fastify'
import * as ordersApi from '#contracts/orders-api'
import { route } from '#server/http/endpoint-route'
import { listOrdersOfUser } from './customer-order-queries'

/** The signed-in customer's own orders (the home dashboard). Checkout adds the write side. */
export default async function customerOrderRoutes(app: FastifyInstance) {
  route(app, ordersApi.listMyOrders, {
    config: { access: 'customer' },
    handler: async (request) => listOrdersOfUser(app.db, request.currentUserId!),
  })
}
