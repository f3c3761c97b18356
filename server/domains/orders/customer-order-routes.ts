import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { customerOrderListSchema } from '#contracts/orders'
import { listOrdersOfUser } from './customer-order-queries'

/** The signed-in customer's own orders (the home dashboard). Checkout adds the write side. */
export default async function customerOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/orders',
    { config: { access: 'customer' }, schema: { response: { 200: customerOrderListSchema } } },
    async (request) => listOrdersOfUser(app.db, request.currentUserId!),
  )
}
