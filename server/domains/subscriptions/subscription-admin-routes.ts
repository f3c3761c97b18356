import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  staffSubscriptionListSchema,
  staffSubscriptionQuerySchema,
  subscriptionBoxesSchema,
} from '#contracts/subscriptions'
import { boxesThisWeek, listStaffSubscriptions } from './subscription-service'

/**
 * The Staff Dashboard's Subscriptions tab (decision 0030): every subscription with its customer,
 * plan, frequency, status, next delivery and price (filtered by status), and this week's boxes to
 * pack. Staff only (401 anonymous, 403 customers). Read-only: changes are the customer's.
 */
export default async function subscriptionAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/admin/subscriptions',
    {
      config: { access: 'staff' },
      schema: {
        querystring: staffSubscriptionQuerySchema,
        response: { 200: staffSubscriptionListSchema },
      },
    },
    async (request) => listStaffSubscriptions(app.db, request.query.status),
  )

  api.get(
    '/api/admin/subscriptions/boxes',
    { config: { access: 'staff' }, schema: { response: { 200: subscriptionBoxesSchema } } },
    async () => boxesThisWeek(app.db),
  )
}
