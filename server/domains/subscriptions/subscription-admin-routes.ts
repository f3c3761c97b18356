import type { FastifyInstance } from 'fastify'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { route } from '#server/http/endpoint-route'
import { boxesThisWeek, listStaffSubscriptions } from './subscription-service'

/**
 * The Staff Dashboard's Subscriptions tab (decision 0030): every subscription with its customer,
 * plan, frequency, status, next delivery and price (filtered by status), and this week's boxes to
 * pack. Staff only (401 anonymous, 403 customers). Read-only: changes are the customer's.
 */
export default async function subscriptionAdminRoutes(app: FastifyInstance) {
  route(app, subscriptionsApi.listStaffSubscriptions, {
    config: { access: 'staff' },
    handler: async (request) => listStaffSubscriptions(app.db, request.query.status),
  })

  route(app, subscriptionsApi.listSubscriptionBoxes, {
    config: { access: 'staff' },
    handler: async () => boxesThisWeek(app.db),
  })
}
