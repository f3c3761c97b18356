import type { FastifyInstance } from 'fastify'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { route } from '#server/http/endpoint-route'
import { searchStaffSubscriptions } from './subscription-admin-queries'
import { boxesThisWeek } from './subscription-service'

/**
 * The staff list of subscriptions (decision 0030): each with its customer, plan, frequency, status,
 * next delivery and price, searched, filtered, sorted and paged on the server (issue 25), and this
 * week's boxes to pack. Staff only (401 anonymous, 403 customers). Read-only: changes are the customer's.
 */
export default async function subscriptionAdminRoutes(app: FastifyInstance) {
  route(app, subscriptionsApi.listStaffSubscriptions, {
    config: { access: 'staff' },
    handler: async (request) => searchStaffSubscriptions(app.db, request.query),
  })

  route(app, subscriptionsApi.listSubscriptionBoxes, {
    config: { access: 'staff' },
    handler: async () => boxesThisWeek(app.db),
  })
}
